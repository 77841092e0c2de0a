/** Result claims sent through the public claim form (the one public write). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contests } from './contests.js';

export const claims = pgTable(
  'claims',
  {
    key: integer('key').primaryKey().generatedAlwaysAsIdentity(),
    /** The acknowledgement given to the claimant, e.g. `CLM-7K2M9Q4X`. */
    reference: text('reference').notNull().unique('claims_reference_key'),
    contestKey: integer('contest_key')
      .notNull()
      .references(() => contests.key, { onDelete: 'cascade' }),
    bib: text('bib').notNull(),
    name: text('name').notNull(),
    /** The time the claimant believes is right, as typed. */
    time: text('time'),
    problem: text('problem').notNull(),
    reason: text('reason').notNull(),
    /** A hash of the client (e.g. of its IP address), never the address itself: rate limits per client. */
    clientHash: text('client_hash').notNull(),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('claims_contest_idx').on(t.contestKey, t.createdAt),
    index('claims_client_idx').on(t.clientHash, t.createdAt),
  ],
);
