/** Reads an import set aside because they cannot be real (docs/import.md, "Set aside"). */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { checkpoints, contests } from './contests.js';

/**
 * An implausible split of a results file (a 40K split after the finish): kept apart from `passings`, so no
 * result, ranking, chart or analysis ever reads it, with the file's line, column, cell and the reason, for the
 * organiser (`finishline set-aside`) and for the participant's page ("a time was set aside"). By bib, like the
 * passings: one per checkpoint, bib and source, replaced by each import of a corrected file. A few rows an import,
 * so foreign keys cost nothing here and remove them with their contest or checkpoint.
 */
export const setAsideReads = pgTable(
  'set_aside_reads',
  {
    contestKey: integer('contest_key')
      .notNull()
      .references(() => contests.key, { onDelete: 'cascade' }),
    checkpointKey: integer('checkpoint_key')
      .notNull()
      .references(() => checkpoints.key, { onDelete: 'cascade' }),
    bib: text('bib').notNull(),
    /** Where the read came from (`import`): a re-import replaces its own. */
    source: text('source').notNull(),
    at: timestamp('at', { precision: 3, withTimezone: true, mode: 'string' }).notNull(),
    /** 1-based line of the file; null when it has none. */
    line: integer('line'),
    /** The column as the file's header names it. */
    columnName: text('column_name'),
    /** The cell as written. */
    value: text('value').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    primaryKey({ name: 'set_aside_reads_pkey', columns: [t.checkpointKey, t.bib, t.source] }),
    index('set_aside_reads_contest_bib_idx').on(t.contestKey, t.bib),
  ],
);
