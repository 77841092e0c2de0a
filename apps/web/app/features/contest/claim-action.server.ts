/** The contact tab's action: checks a claim again on the server, then sends it to the API. */
import { isIP } from 'node:net';
import { data } from 'react-router';
import type { ClaimActionData } from './claim-form';
import {
  CLAIM_FIELDS,
  type ClaimField,
  hasErrors,
  readClaimValues,
  toClaimBody,
  validateClaim,
} from './claim-form-rules';
import { postClaim } from './contest-api.server';

function isField(value: string | null): value is ClaimField {
  return value !== null && (CLAIM_FIELDS as readonly string[]).includes(value);
}

/** Entries of an incoming X-Forwarded-For passed on at most (a longer chain keeps its right end). */
const MAX_CHAIN = 16;

/**
 * The address of the visitor's connection to this server (its socket's peer), as `finishline serve` hands it to
 * the render (apps/cli …/web-handler.ts, through the global symbol registry: the CLI and this build are separate
 * bundles). Null elsewhere (`react-router-serve`, the dev server), where an action cannot see its socket.
 */
export function peerAddress(): string | null {
  const store = (globalThis as Record<symbol, { getStore(): unknown } | undefined>)[
    Symbol.for('finishline.web.peerAddress')
  ];
  const peer = store?.getStore();
  return typeof peer === 'string' && isIP(peer) !== 0 ? peer : null;
}

/**
 * X-Forwarded-For of the claim sent to the API, whose per-client rate limit then counts visitors rather than this
 * server: the chain the request came with (what proxies in front of this server recorded, and whatever the
 * visitor wrote at its left end), then this server's own peer. The API trusts this server — and the proxies
 * TRUST_PROXY names — and takes the first address from the right that is none of them, so entries a visitor
 * forges change nothing. Anything left of an entry that is not an address is dropped with it: a proxy only
 * appends addresses, so such an entry was written by the client. Without a peer, nothing is sent (the API then
 * counts this server as one client: coarse, but no visitor can pose as another).
 */
export function forwardedFor(request: Request, peer: string | null = peerAddress()): string | null {
  if (peer === null || isIP(peer) === 0) return null;
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain: string[] = [];
  for (const entry of entries.reverse()) {
    if (isIP(entry) === 0 || chain.length === MAX_CHAIN) break;
    chain.unshift(entry);
  }
  return [...chain, peer].join(', ');
}

export async function claimAction(
  request: Request,
  ref: { eventId: string; contestId: string },
): Promise<ReturnType<typeof data<ClaimActionData>>> {
  const form = await request.formData();
  const values = readClaimValues(form);
  const errors = validateClaim(values);
  if (hasErrors(errors)) return data({ status: 'invalid', errors, values }, { status: 400 });
  const outcome = await postClaim(ref.eventId, ref.contestId, toClaimBody(values), forwardedFor(request));
  switch (outcome.kind) {
    case 'created':
      return data({ status: 'sent', reference: outcome.reference });
    case 'invalid':
      return isField(outcome.parameter)
        ? data({ status: 'invalid', errors: { [outcome.parameter]: 'invalid' }, values }, { status: 400 })
        : data({ status: 'failed', values }, { status: 502 });
    case 'rateLimited':
      return data({ status: 'rateLimited', values }, { status: 429 });
    default:
      return data({ status: 'failed', values }, { status: 502 });
  }
}
