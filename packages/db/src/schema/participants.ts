/** Participants (entrants of a contest) and their raw timing reads. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { contests } from './contests.js';

export const participants = pgTable(
  'participants',
  {
    key: integer('key').primaryKey().generatedAlwaysAsIdentity(),
    /** The contest's event (kept for the (event, id) key; no foreign key of its own: the contest's implies it). */
    eventId: text('event_id').notNull(),
    /** Unique within the event (importers default it to the bib). */
    id: text('id').notNull(),
    contestKey: integer('contest_key')
      .notNull()
      .references(() => contests.key, { onDelete: 'cascade' }),
    bib: text('bib').notNull(),
    chip: text('chip'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull(),
    club: text('club'),
    /** Residence, ISO alpha-2. */
    country: text('country'),
    /** Nationality, ISO alpha-2. */
    nation: text('nation'),
    gender: text('gender').notNull(),
    birthYear: smallint('birth_year'),
    age: smallint('age'),
    /** As imported, else derived with core's deriveAgeGroup when written. */
    ageGroup: text('age_group'),
    /**
     * `age_group` was derived (the import gave none): derived again whenever the contest's scheme or race date
     * changes. Rows written before migration 0005 count as imported (false) until imported again.
     */
    ageGroupDerived: boolean('age_group_derived').notNull().default(false),
    waveStart: timestamp('wave_start', { precision: 3, withTimezone: true, mode: 'string' }),
    timerStatus: text('timer_status'),
    /**
     * The organiser hides the participant's name (they asked to be shown anonymously): the name columns are then
     * stored empty, so no page, search, export, card or API answer can show it. It stays across imports of files
     * that do not say otherwise (docs/privacy.md).
     */
    nameHidden: boolean('name_hidden').notNull().default(false),
    /** Names and club folded for search (see search_fold()): one trigram index serves every text search. */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`search_fold(first_name || ' ' || last_name || ' ' || display_name || ' ' || coalesce(club, ''))`,
      ),
    /** Sort key of the `name` order: last name, then first name, folded. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(last_name || ' ' || first_name)`),
    /**
     * From data_version_seq when the row is written, and again when a column the reads show changes (a trigger,
     * migration 0012): an instance holding a contest's field in memory loads only what changed since its version.
     */
    dataVersion: bigint('data_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('data_version_seq')`),
  },
  (t) => [
    unique('participants_event_id_id_key').on(t.eventId, t.id),
    // Made DEFERRABLE INITIALLY IMMEDIATE by migration 0002 (checked at statement end), so one upsert may
    // swap two bibs; drizzle cannot express deferrable unique constraints.
    unique('participants_contest_key_bib_key').on(t.contestKey, t.bib),
    // The `name` sort orders by `sort_name collate "C"` (byte order: the same on PGlite and any server locale);
    // an index serves an ORDER BY only under the same collation (migration 0004).
    index('participants_sort_name_idx').on(t.contestKey, sql`${t.sortName} collate "C"`),
    index('participants_gender_idx').on(t.contestKey, t.gender),
    index('participants_age_group_idx').on(t.contestKey, t.ageGroup),
    index('participants_country_idx').on(t.contestKey, t.country),
    index('participants_nation_idx').on(t.contestKey, t.nation),
    index('participants_club_idx').on(t.contestKey, sql`search_fold(club)`),
    index('participants_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    index('participants_version_idx').on(t.contestKey, t.dataVersion),
    check('participants_gender_check', sql`${t.gender} in ('m', 'f', 'x')`),
    // A hidden name is never stored: the invariant every read relies on to leak nothing.
    check(
      'participants_hidden_name_check',
      sql`not ${t.nameHidden} or (${t.firstName} = '' and ${t.lastName} = '' and ${t.displayName} = '')`,
    ),
    check('participants_timer_status_check', sql`${t.timerStatus} in ('dnf', 'dns', 'dsq')`),
  ],
);

/**
 * The vocabulary of "did you mean" (queries/search-participants.ts): each contest's distinct first names, last
 * names, display names and clubs, folded like `participants.search` with runs of spaces collapsed, and how many
 * participant fields carry each. 3,029 rows for the demo's 23,500-runner event, searched by trigram similarity
 * through its GiST index in a few milliseconds where scoring the participants took 200 ms–1 s (ADR 005). Kept
 * by statement-level triggers on participants (migration 0010), which drizzle cannot express.
 */
export const searchNames = pgTable(
  'search_names',
  {
    contestKey: integer('contest_key')
      .notNull()
      .references(() => contests.key, { onDelete: 'cascade' }),
    /** search_fold() of the name, trimmed, single-spaced. */
    name: text('name').notNull(),
    /** One spelling of it as imported, to show. */
    shown: text('shown').notNull(),
    /** How many participant fields of the contest fold to this name; the row goes when it reaches 0. */
    refs: integer('refs').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_names_pkey', columns: [t.contestKey, t.name] }),
    // GiST rather than GIN: one entry a name instead of one a trigram, so the triggers' writes cost a few times
    // less, and no pending list (PGlite never vacuums: a fast-update GIN index's pending list would be read in
    // full by every search); searches take about as long on the demo data.
    index('search_names_trgm_idx').using('gist', t.name.op('gist_trgm_ops')),
  ],
);

/**
 * Raw timing reads, as received. The natural key (contest, checkpoint, bib, at) — the checkpoint implies the
 * contest — is the primary key, so writes are idempotent: a re-sent read is ignored (ON CONFLICT DO NOTHING).
 * Reads are kept by bib, not by participant, so a read for a bib not (yet) entered is stored and simply unused
 * until that bib exists.
 * No foreign keys, on purpose: at 500 000 reads per import their per-row checks cost about a third of the
 * insert. The one writer (insertPassingRows) resolves contest and checkpoint by joining them, so references
 * are valid by construction, and removing a checkpoint deletes its reads explicitly (replaceCheckpoints).
 */
export const passings = pgTable(
  'passings',
  {
    contestKey: integer('contest_key').notNull(),
    checkpointKey: integer('checkpoint_key').notNull(),
    bib: text('bib').notNull(),
    at: timestamp('at', { precision: 3, withTimezone: true, mode: 'string' }).notNull(),
    receivedAt: timestamp('received_at', { precision: 3, withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    /** Where the read came from: `import`, `live`, or a timing system's name. */
    source: text('source').notNull(),
  },
  (t) => [
    primaryKey({ name: 'passings_pkey', columns: [t.checkpointKey, t.bib, t.at] }),
    // Loading a contest's reads for a recompute, and the live view's recent passings.
    index('passings_contest_at_idx').on(t.contestKey, t.at),
  ],
);
