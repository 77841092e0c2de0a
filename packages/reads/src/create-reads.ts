/**
 * The site's services, called in process by both of its doors (design §1): the Fastify routes, which add only HTTP
 * (schemas, 304, headers, OpenAPI), and the site's server loaders and form action, which get them through React
 * Router's load context. Every public read is one plain function (data version → query → presenter) answering the
 * contract's types with its ETag (answer.ts); the claim form is the one write.
 */
import { type ContestChanged, type Db, foldTexts } from '@finishline/db';
import { KeptValues } from './answer.js';
import { withUnavailable } from './database-unavailable.js';
import { createEventCache } from './event-cache.js';
import { createFieldStore, type FieldStore } from './field/field-store.js';
import { VersionCache } from './version-cache.js';
import { type ReadContext } from './read-context.js';
import { claimWrites, type ClaimLimit } from './reads/claims.js';
import { contestReads } from './reads/contests.js';
import { eventReads } from './reads/events.js';
import { liveReads } from './reads/live.js';
import { participantReads } from './reads/participants.js';
import { resultReads } from './reads/results.js';
import { searchReads } from './reads/search.js';

export type ReadsOptions = {
  /** Where public reads go: a read replica when there is one. */
  db: Db;
  /** Where the claim form writes: the primary (default: `db`). */
  primaryDb?: Db;
  now?: () => number;
  claimLimit?: ClaimLimit;
  /** Bytes of contest fields each instance keeps in memory (FIELD_CACHE_MB); default 512 MB. */
  fieldBytes?: number;
};

/** Folded texts kept: a few thousand searches and filters. */
const FOLDS_KEPT = 2_000;

export function createReads(options: ReadsOptions) {
  const { db } = options;
  const fields = createFieldStore(db, options.fieldBytes ?? 512 * 1024 * 1024);
  const versions = new VersionCache(db);
  const folds = new Map<string, Promise<string>>();
  const context: ReadContext = {
    db,
    now: options.now ?? Date.now,
    fields,
    events: createEventCache(db),
    kept: new KeptValues(),
    versions,
    fold: (texts) =>
      Promise.all(
        texts.map((text) => {
          let folded = folds.get(text);
          if (folded === undefined) {
            if (folds.size >= FOLDS_KEPT) folds.clear();
            folded = foldTexts(db, [text]).then(([value]) => value ?? '');
            folded.catch(() => folds.delete(text));
            folds.set(text, folded);
          }
          return folded;
        }),
      ),
  };
  const reads = withUnavailable({
    ...eventReads(context),
    ...contestReads(context),
    ...participantReads(context),
    ...resultReads(context),
    ...searchReads(context),
    ...liveReads(context),
    ...claimWrites(options.primaryDb ?? options.db, options.claimLimit),
  });
  return {
    ...reads,
    fieldStats: () => fields.stats(),
    /** From now on the change notifications are forwarded here: version look-ups may be kept meanwhile. */
    followChanges: () => versions.follow(),
    /** A contest changed (its notification): a field held of it is brought forward ahead of the next read. */
    contestChanged: (change: ContestChanged) =>
      fields.changed(change.eventId, change.contestId, change.version),
    /** An event changed: what was kept of its versions is out of date. */
    eventChanged: (eventId: string) => versions.forget(eventId),
    /** A live step of a contest (ADR 032): its runners' look-ups are out of date, the event's are not. */
    runnersChanged: (eventId: string, contestId: string, participantIds: readonly string[] | null) =>
      versions.forgetRunners(eventId, contestId, participantIds),
    /** Notifications may have been missed (the listener reconnected): nothing kept of the versions holds. */
    changesMissed: () => versions.forgetAll(),
  };
}

/** Every public read, the claim form, the fields' figures (metrics) and their change notifications. */
export type Reads = ReturnType<typeof createReads>;

export { type FieldStore };
