/**
 * The site's services, called in process by both of its doors (design §1): the Fastify routes, which add only HTTP
 * (schemas, 304, headers, OpenAPI), and the site's server loaders and form action, which get them through React
 * Router's load context. Every public read is one plain function (data version → query → presenter) answering the
 * contract's types with its ETag (answer.ts); the claim form is the one write.
 */
import { type Db } from '@finishline/db';
import { withUnavailable } from './database-unavailable.js';
import { createRaceAnalysis } from './race-analysis.js';
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
};

export function createReads(options: ReadsOptions) {
  const context: ReadContext = {
    db: options.db,
    now: options.now ?? Date.now,
    analysis: createRaceAnalysis(options.db),
  };
  return withUnavailable({
    ...eventReads(context),
    ...contestReads(context),
    ...participantReads(context),
    ...resultReads(context),
    ...searchReads(context),
    ...liveReads(context),
    ...claimWrites(options.primaryDb ?? options.db, options.claimLimit),
  });
}

/** Every public read, and the claim form. */
export type Reads = ReturnType<typeof createReads>;
