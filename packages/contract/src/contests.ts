/** GET /api/events/{eventId}/contests and /api/events/{eventId}/contests/{contestId}. */
import { Type, type Static } from 'typebox';
import {
  CHECKPOINT_KIND_CODES,
  CONTEST_GENDER_CODES,
  LEG_CODES,
  ORGANIZER_TYPE_CODES,
  PACE_UNIT_CODES,
  PRECISION_VALUES,
  SCHEDULE_STATE_CODES,
  SPEED_UNIT_CODES,
  TIME_BASIS_CODES,
} from './codes.js';
import { pagingProperties } from './common.js';
import { NullableString, NullableStringEnum, Page, StringEnum } from './schema-helpers.js';

/** Query of GET /api/events/{eventId}/contests. */
export const ContestListQuery = Type.Object({ ...pagingProperties(100) });
export type ContestListQuery = Static<typeof ContestListQuery>;

const summaryProperties = {
  id: Type.String({ description: 'Contest id, unique within the event.' }),
  eventId: Type.String({ description: 'Id of its event.' }),
  name: Type.String({ description: 'Contest name, e.g. `Marathon`.' }),
  distanceM: Type.Number({
    minimum: 0,
    description: 'Distance in metres (may have a fraction: a half marathon is 21097.5)',
  }),
  startTime: Type.String({ format: 'date-time', description: 'Gun time, ISO 8601 UTC instant.' }),
  gender: StringEnum(CONTEST_GENDER_CODES, { description: 'Open to `m`, `f` or `mf` (mixed).' }),
  country: Type.String({ description: 'ISO alpha-2 country code of the start.' }),
  city: Type.String({ description: 'City of the start.' }),
  timeBasis: StringEnum(TIME_BASIS_CODES, {
    description:
      'Official time is the `gun` time (from the gun) or the `net` time (from the own start mat read).',
  }),
  state: StringEnum(SCHEDULE_STATE_CODES, {
    description:
      "`upcoming`, `ongoing` (its day is today, in the event's zone: live results) or `completed`.",
  }),
  participantCount: Type.Integer({ minimum: 0, description: 'Number of entrants.' }),
  finisherCount: Type.Integer({ minimum: 0, description: 'Number of finishers so far.' }),
};

/** The units a contest shows pace and speed in (its detail, and the contest of a participant's detail). */
export const contestUnitProperties = {
  paceUnit: StringEnum(PACE_UNIT_CODES, {
    description:
      'Unit the contest shows pace in: `min_per_km` (default) or `min_per_mile`. Rows carry both ' +
      '(`paceMsPerKm`, `paceMsPerMile`); show the one this names.',
  }),
  speedUnit: StringEnum(SPEED_UNIT_CODES, {
    description:
      'Unit the contest shows speed in: `kmh` (default) or `mph`. Rows carry both (`speedKmh`, `speedMph`).',
  }),
};

/** A contest as listed under its event. */
export const ContestSummary = Type.Object(summaryProperties, { additionalProperties: false });
export type ContestSummary = Static<typeof ContestSummary>;

/** Response of GET /api/events/{eventId}/contests. */
export const ContestList = Page(ContestSummary, 'The contests of an event, by start time.');
export type ContestList = Static<typeof ContestList>;

/** A timing point along the course. */
export const CheckpointInfo = Type.Object(
  {
    id: Type.String({ description: 'Checkpoint id, unique within the contest (e.g. `km10`, `finish`).' }),
    name: Type.String({ description: 'Name, e.g. `10 km`.' }),
    distanceM: Type.Number({
      minimum: 0,
      description: 'Distance from the start line in metres (may have a fraction: a half marathon is 21097.5)',
    }),
    order: Type.Integer({ minimum: 0, description: '0-based position along the course.' }),
    kind: StringEnum(CHECKPOINT_KIND_CODES, {
      description: '`start` mat, intermediate `split` or `finish`.',
    }),
    leg: NullableStringEnum(LEG_CODES, {
      description:
        'Multisport: the leg that ends here, its stretch from the previous checkpoint (`swim`, `bike`, `run`, ' +
        '`transition`); null for a single-sport contest. Pages show swim pace per 100 m, bike speed, run pace.',
    }),
  },
  { additionalProperties: false },
);
export type CheckpointInfo = Static<typeof CheckpointInfo>;

/** Who to contact about a contest (and where a result claim goes). */
export const ContestContact = Type.Object(
  {
    name: NullableString({ description: 'Contact person or desk.' }),
    email: NullableString({ description: 'E-mail address.' }),
    phone: NullableString({ description: 'Phone number as given.' }),
    website: NullableString({ description: 'Web site URL.' }),
    organizerType: NullableStringEnum(ORGANIZER_TYPE_CODES, { description: 'Organizer type code.' }),
    organizer: NullableString({ description: 'Organizer name.' }),
    timingCompany: NullableString({ description: 'Timing company name.' }),
    country: NullableString({ description: 'ISO alpha-2 country code of the contact.' }),
    city: NullableString({ description: 'City of the contact.' }),
  },
  { additionalProperties: false, description: 'Contact of the organiser; where result claims go.' },
);
export type ContestContact = Static<typeof ContestContact>;

/** Response of GET /api/events/{eventId}/contests/{contestId}. */
export const ContestDetail = Type.Object(
  {
    ...summaryProperties,
    precisionMs: Type.Unsafe<(typeof PRECISION_VALUES)[number]>({
      type: 'integer',
      enum: [...PRECISION_VALUES],
      description: 'Official times are truncated to this many milliseconds: 1000 (1 s), 100, 10 or 1.',
    }),
    ...contestUnitProperties,
    checkpoints: Type.Array(CheckpointInfo, {
      description: 'Timing points by order; the last is the finish.',
    }),
    ageGroups: Type.Array(Type.String(), { description: 'Age groups present among the entrants, sorted.' }),
    ageGrading: NullableStringEnum(['official', 'unofficial'] as const, {
      description:
        'WMA road age grading of the results (docs/age-grading.md): `official` when the organiser publishes it, ' +
        '`unofficial` (shown marked as such) for any other road-running contest; null for other sports.',
    }),
    countries: Type.Array(Type.String(), {
      description: 'Residence countries present among the entrants, sorted.',
    }),
    contact: ContestContact,
    hasCourse: Type.Boolean({ description: 'A course map (GPX) exists.' }),
    hasLiveStream: Type.Boolean({
      description:
        'The contest is on today, so its live stream of passings and ranking changes is worth opening.',
    }),
    hasVideos: Type.Boolean({
      description: 'Finish-line recordings exist, so finishers may have a video clip.',
    }),
  },
  { additionalProperties: false },
);
export type ContestDetail = Static<typeof ContestDetail>;
