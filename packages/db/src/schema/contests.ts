/** Contests (one race of an event) and their checkpoints. */
import { type AgeGroupScheme, type Leg, type PaceUnit, type SpeedUnit } from '@finishline/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { events } from './events.js';

export const contests = pgTable(
  'contests',
  {
    /** Internal surrogate key: every child table joins on it; the public id is (event_id, id). */
    key: integer('key').primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    /** The gun. */
    startTime: timestamp('start_time', { precision: 3, withTimezone: true, mode: 'string' }).notNull(),
    distanceM: doublePrecision('distance_m').notNull(),
    gender: text('gender').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    timeBasis: text('time_basis').notNull(),
    precisionMs: integer('precision_ms').notNull(),
    /** The cutoff, ms after the gun (null: docs/results.md §Live's default). */
    timeLimitMs: integer('time_limit_ms'),
    /** Units the pages show pace and speed in; metric unless the import says otherwise. */
    paceUnit: text('pace_unit').$type<PaceUnit>().notNull().default('min_per_km'),
    speedUnit: text('speed_unit').$type<SpeedUnit>().notNull().default('kmh'),
    /** False when the results export published no gun time (a net-only file): results then have none. */
    gunTimePublished: boolean('gun_time_published').notNull().default(true),
    /**
     * The organiser publishes the WMA age grading as official (docs/age-grading.md); otherwise it is shown, for
     * road running, marked as unofficial.
     */
    ageGradingOfficial: boolean('age_grading_official').notNull().default(false),
    /** null: core's DEFAULT_AGE_GROUP_SCHEME. */
    ageGroupScheme: jsonb('age_group_scheme').$type<AgeGroupScheme>(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactWebsite: text('contact_website'),
    organizerType: text('organizer_type'),
    organizer: text('organizer'),
    timingCompany: text('timing_company'),
    contactCountry: text('contact_country'),
    contactCity: text('contact_city'),
    courseGpx: text('course_gpx'),
    /** Bumped (from data_version_seq) on every change to the contest, its entrants, reads or results: the ETag. */
    dataVersion: bigint('data_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('data_version_seq')`),
    participantCount: integer('participant_count').notNull().default(0),
    finisherCount: integer('finisher_count').notNull().default(0),
    /** Runners on the course (status `started`), kept by recompute: the contest is live while any are. */
    onCourseCount: integer('on_course_count').notNull().default(0),
    /**
     * The version the contest's lists show (ADR 032): a whole recompute sets it to the contest's version; a live step
     * (one runner's reads) moves it only when it is LIST_EVERY_MS old, so lists change at most that often.
     */
    listVersion: bigint('list_version', { mode: 'number' }).notNull().default(0),
    listVersionAt: timestamp('list_version_at', { precision: 3, withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    /** When a whole recompute last stored every place; live steps leave the stored places of others alone. */
    settledAt: timestamp('settled_at', { precision: 3, withTimezone: true, mode: 'string' }),
  },
  (t) => [
    unique('contests_event_id_id_key').on(t.eventId, t.id),
    index('contests_start_time_idx').on(t.eventId, t.startTime),
    check('contests_gender_check', sql`${t.gender} in ('m', 'f', 'mf')`),
    check('contests_time_basis_check', sql`${t.timeBasis} in ('gun', 'net')`),
    check('contests_precision_check', sql`${t.precisionMs} in (1000, 100, 10, 1)`),
    check('contests_distance_check', sql`${t.distanceM} >= 0`),
    check('contests_pace_unit_check', sql`${t.paceUnit} in ('min_per_km', 'min_per_mile')`),
    check('contests_speed_unit_check', sql`${t.speedUnit} in ('kmh', 'mph')`),
  ],
);

export const checkpoints = pgTable(
  'checkpoints',
  {
    key: integer('key').primaryKey().generatedAlwaysAsIdentity(),
    contestKey: integer('contest_key')
      .notNull()
      .references(() => contests.key, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    distanceM: doublePrecision('distance_m').notNull(),
    /** 0-based position along the course. */
    order: integer('order').notNull(),
    kind: text('kind').notNull(),
    /** Multisport: the leg that ends here (its stretch from the previous checkpoint); null for single-sport. */
    leg: text('leg').$type<Leg>(),
  },
  (t) => [
    unique('checkpoints_contest_key_id_key').on(t.contestKey, t.id),
    check('checkpoints_kind_check', sql`${t.kind} in ('start', 'split', 'finish')`),
    check('checkpoints_leg_check', sql`${t.leg} in ('swim', 'bike', 'run', 'transition')`),
  ],
);

/** Finish-line recordings of a contest. */
export const recordings = pgTable(
  'recordings',
  {
    key: integer('key').primaryKey().generatedAlwaysAsIdentity(),
    contestKey: integer('contest_key')
      .notNull()
      .references(() => contests.key, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** Path relative to the media folder, or an absolute URL. */
    src: text('src').notNull(),
    /** Instant of the first frame. */
    startsAt: timestamp('starts_at', { precision: 3, withTimezone: true, mode: 'string' }).notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [unique('recordings_contest_key_id_key').on(t.contestKey, t.id)],
);
