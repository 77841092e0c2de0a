/** Contests whose committed data awaits a recompute: the durable half of the API's recompute queue. */
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per contest with reads or verdicts committed by the live write path (ingestReads) that no recompute
 * has covered yet, written in the same transaction as those reads. A recompute reads the `token` before loading
 * the contest and deletes the row only if the token is still the same, so a batch committed meanwhile (which
 * sets a new token) keeps it pending. The API's queue recomputes after each batch and retries; what it never got
 * to (a crash, a database blip through every retry) is found again at start-up and by a periodic sweep.
 * No foreign key, like passings: the check would take a share lock on the contest row, which a running
 * recompute holds for update, and stall ingest behind it.
 */
export const recomputeRequests = pgTable('recompute_requests', {
  contestKey: integer('contest_key').primaryKey(),
  /** Renewed (from data_version_seq) by every batch that changes the contest. */
  token: bigint('token', { mode: 'number' })
    .notNull()
    .default(sql`nextval('data_version_seq')`),
  /** When the contest last went pending (a renewal renews it): the sweep's age. */
  requestedAt: timestamp('requested_at', { precision: 3, withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
});
