/**
 * The site's server reaches data through the same read functions as the API (@finishline/reads, design §1): the
 * one-origin server hands them to every request through React Router's load context (entry.server.tsx's
 * `createLoadContext`), so a loader calls a function and gets the contract's types — no URL, no HTTP, no JSON in
 * between. Only server files import this; browser code fetches the public API.
 */
import type { Answer, Reads } from '@finishline/reads';
import { createContext, data, RouterContextProvider } from 'react-router';

export type { Reads };

const readsContext = createContext<Reads>();
const clientIpContext = createContext<string>('');

/** The load context of one request: the reads, and the visitor's address (the claim form's rate limit). */
export function createLoadContext(reads: Reads, clientIp: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(readsContext, reads);
  context.set(clientIpContext, clientIp);
  return context;
}

export function readsOf(context: Readonly<RouterContextProvider>): Reads {
  return context.get(readsContext);
}

export function clientIpOf(context: Readonly<RouterContextProvider>): string {
  return context.get(clientIpContext);
}

/** An error of the reads (their one error type, known here by shape: this bundle imports no code of theirs). */
export type ReadFailure = { name: 'ApiError'; statusCode: number; parameter?: string };

export function isReadFailure(error: unknown): error is ReadFailure {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ReadFailure>).statusCode === 'number'
  );
}

/** The status of a read's refusal (400, 404, 429…), or null for any other error. */
export function readStatus(error: unknown): number | null {
  return isReadFailure(error) ? error.statusCode : null;
}

/** What a read's 404 did not find (its message is "Event not found." and the like), for the 404 page's words. */
function missingOf(error: unknown): string | null {
  const what =
    error instanceof Error ? /^(Event|Contest|Participant) not found/.exec(error.message)?.[1] : undefined;
  return what ? what.toLowerCase() : null;
}

/**
 * The value of a read; "not found" becomes the page's 404 (an unknown id, or one that cannot exist), "unavailable"
 * (the database is out of reach) its 503 — "try again in a moment", with Retry-After (entry.server.tsx). Anything
 * else is thrown as it is: a 400 for the caller to handle, or a failure for the error boundary.
 */
export async function read<T>(pending: Promise<Answer<T>>): Promise<T> {
  try {
    return await (await pending).value();
  } catch (error) {
    const status = readStatus(error);
    if (status === 404) throw data({ missing: missingOf(error) }, { status: 404, statusText: 'Not Found' });
    if (status === 503) throw data(null, { status: 503, statusText: 'Service Unavailable' });
    throw error;
  }
}

/** The value of a read that may fail without failing the page: null when it does. */
export async function readOptional<T>(pending: Promise<Answer<T>>): Promise<T | null> {
  try {
    return await (await pending).value();
  } catch (error) {
    const status = readStatus(error);
    // Without its database the page cannot be right: its 503, as for any read.
    if (status === 503) throw data(null, { status: 503, statusText: 'Service Unavailable' });
    if (status === null) console.error('[reads]', error);
    return null;
  }
}
