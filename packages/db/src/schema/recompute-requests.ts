/** Contests whose committed data awaits a recompute: the durable half of the API's recompute queue. */
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * The runners whose reads or verdicts changed since their contest's last recompute, written with those reads by
 * ingestReads (ADR 032): a live step recomputes these runners only and deletes their rows in its transaction, so a
 * step that fails leaves them pending. Bibs as the reads name them (a bib not entered yet is dropped by the step).
 */
export const pendingRunners = pgTable(
  'pending_runners',
  {
    contestKey: integer('contest_key').notNull(),
    bib: text('bib').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestKey, t.bib] })],
);
