import { type ContestRecord, type EventRecord } from '@finishline/core';
import { type Static, type TSchema } from 'typebox';
import { matchesSchema } from './fast-check-schema.js';
import { checkSchema } from './check-schema.js';
import { isRecord, pathKey } from './json-path.js';
import { type Problem } from './problems.js';

/** The result of reading one item of a bundle. */
export type ItemResult<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/**
 * What the items read so far tell the items after them: accepted records with the path they came
 * from (for "already used by events[0]"), and the keys of rejected ones (so a reference to them
 * says "was rejected" rather than "unknown").
 */
export type BundleContext = {
  /** The event an item may omit `eventId` for: set when the bundle holds exactly one event. */
  singleEventId: string | undefined;
  events: Map<string, { record: EventRecord; path: string }>;
  contests: Map<string, { record: ContestRecord; path: string }>;
  rejected: Map<string, string>;
  /** Claimed unique keys (participant ids, bibs, chips, passings, recordings) → path of the owner. */
  claimed: Map<string, string>;
  /** Problems that only say an item refers to a rejected one (folded into a count when failing). */
  dependents: Set<Problem>;
};

/** Starts a context for a bundle whose raw `events` array is given. */
export function createBundleContext(events: readonly unknown[]): BundleContext {
  const [only] = events;
  const singleEventId =
    events.length === 1 && isRecord(only) && typeof only.id === 'string' ? only.id : undefined;
  return {
    singleEventId,
    events: new Map(),
    contests: new Map(),
    rejected: new Map(),
    claimed: new Map(),
    dependents: new Set(),
  };
}

/** A key for the context's maps: `contest` + `marrakech-2026` + `10k`. */
export function keyOf(kind: string, ...parts: string[]): string {
  return [kind, ...parts].join('\u0000');
}

/** Checks an item against its schema; the typed value when it passes, every field problem when not. */
export function parseItem<T extends TSchema>(schema: T, input: unknown, path: string): ItemResult<Static<T>> {
  if (matchesSchema(schema, input)) return { ok: true, value: input };
  return { ok: false, problems: checkSchema(schema, input, path) };
}

/** A unique key an item wants, and how to name it when another item has it already. */
export type Claim = { key: string; path: string; what: string };

/**
 * Claims unique keys for the item at `owner`: all of them, or none when any is taken — then one
 * problem per taken key names the earlier owner. Call once the item is otherwise valid, so the
 * kept item owns its keys.
 */
export function claimKeys(ctx: BundleContext, owner: string, claims: readonly Claim[]): Problem[] {
  const problems = claims.flatMap((claim) => {
    const earlier = ctx.claimed.get(claim.key);
    return earlier === undefined
      ? []
      : [{ path: claim.path, message: `${claim.what} is already used by ${earlier}` }];
  });
  if (problems.length === 0) for (const claim of claims) ctx.claimed.set(claim.key, owner);
  return problems;
}

/** Finds the event an item belongs to (its `eventId`, or the bundle's only event). */
export function resolveEvent(
  ctx: BundleContext,
  eventId: string | undefined,
  path: string,
): ItemResult<EventRecord> {
  const id = eventId ?? ctx.singleEventId;
  const at = pathKey(path, 'eventId');
  if (id === undefined) return fail(at, 'is required when the bundle has more than one event');
  const found = ctx.events.get(id);
  if (found) return { ok: true, value: found.record };
  const rejectedAt = ctx.rejected.get(keyOf('event', id));
  if (rejectedAt !== undefined) return dependent(ctx, at, `event "${id}" was rejected (see ${rejectedAt})`);
  return fail(at, `no event "${id}" in this bundle`);
}

/** Finds the contest an item belongs to, through its event. */
export function resolveContest(
  ctx: BundleContext,
  eventId: string | undefined,
  contestId: string,
  path: string,
): ItemResult<ContestRecord> {
  const event = resolveEvent(ctx, eventId, path);
  if (!event.ok) return event;
  const key = keyOf('contest', event.value.id, contestId);
  const found = ctx.contests.get(key);
  if (found) return { ok: true, value: found.record };
  const at = pathKey(path, 'contestId');
  const rejectedAt = ctx.rejected.get(key);
  if (rejectedAt !== undefined)
    return dependent(ctx, at, `contest "${contestId}" was rejected (see ${rejectedAt})`);
  const known = [...ctx.contests.values()]
    .filter((c) => c.record.eventId === event.value.id)
    .map((c) => c.record.id);
  const hint = known.length > 0 ? ` (its contests: ${known.join(', ')})` : '';
  return fail(at, `event "${event.value.id}" has no contest "${contestId}"${hint}`);
}

/** A problem saying the item refers to a rejected one: reported, and counted as a consequence. */
export function dependent(
  ctx: BundleContext,
  path: string,
  message: string,
): { ok: false; problems: Problem[] } {
  const problem = { path, message };
  ctx.dependents.add(problem);
  return { ok: false, problems: [problem] };
}

function fail(path: string, message: string): { ok: false; problems: Problem[] } {
  return { ok: false, problems: [{ path, message }] };
}
