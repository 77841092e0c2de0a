/**
 * The JSON bundle file format (docs/import.md, "JSON bundle"): what a person or another system
 * writes. Shapes and field rules (bundle-fields.ts); the rules that span fields or items
 * (date order, references, uniqueness) live in the normalize-bundle-* modules.
 */
import {
  CHECKPOINT_KINDS,
  LEGS,
  CONTEST_GENDERS,
  EVENT_TYPES,
  GENDERS,
  ORGANIZER_TYPES,
  PACE_UNITS,
  PRECISIONS_MS,
  SPEED_UNITS,
  TIME_BASES,
  TIMER_STATUSES,
} from '@finishline/core';
import { Type, type Static, type TSchema } from 'typebox';
import { Bib, CountryCode, Instant, IsoDate, ParticipantId, Slug, TimeZone } from './bundle-fields.js';

const strict = { additionalProperties: false } as const;
const Text = Type.String({ minLength: 1 });
/** Optional, and null means "not given". */
const Maybe = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

export const EventInput = Type.Object(
  {
    id: Slug,
    name: Text,
    type: Type.Enum(EVENT_TYPES),
    country: CountryCode,
    city: Type.String(),
    dateFrom: IsoDate,
    dateTo: Type.Optional(IsoDate),
    timeZone: TimeZone,
    description: Maybe(Type.String()),
  },
  strict,
);

export const CheckpointInput = Type.Object(
  {
    id: Slug,
    name: Type.Optional(Text),
    distanceM: Type.Number({ minimum: 0 }),
    kind: Type.Optional(Type.Enum(CHECKPOINT_KINDS)),
    /** Multisport: the sport of the stretch ending here (`swim`, `bike`, `run`) or `transition`. */
    leg: Maybe(Type.Enum(LEGS)),
  },
  strict,
);

export const ContactInput = Type.Object(
  {
    name: Maybe(Type.String()),
    email: Maybe(Type.String()),
    phone: Maybe(Type.String()),
    website: Maybe(Type.String()),
    organizerType: Maybe(Type.Enum(ORGANIZER_TYPES)),
    organizer: Maybe(Type.String()),
    timingCompany: Maybe(Type.String()),
    country: Maybe(CountryCode),
    city: Maybe(Type.String()),
  },
  strict,
);

export const AgeGroupSchemeInput = Type.Object(
  {
    bands: Type.Array(Type.Object({ minAge: Type.Integer({ minimum: 0 }), label: Text }, strict), {
      minItems: 1,
    }),
    byGender: Type.Optional(Type.Boolean()),
    ageOn: Type.Optional(Type.Enum(['race_day', 'year_end'])),
  },
  strict,
);

export const ContestInput = Type.Object(
  {
    eventId: Type.Optional(Slug),
    id: Slug,
    name: Text,
    startTime: Instant,
    distanceM: Type.Number({ exclusiveMinimum: 0 }),
    gender: Type.Optional(Type.Enum(CONTEST_GENDERS)),
    country: Maybe(CountryCode),
    city: Maybe(Type.String()),
    timeBasis: Type.Optional(Type.Enum(TIME_BASES)),
    precisionMs: Type.Optional(Type.Enum(PRECISIONS_MS)),
    /** The time limit after the gun (ms): the contest stops being live then, if runners are still out. */
    timeLimitMs: Maybe(Type.Integer({ minimum: 60_000, maximum: 30 * 86_400_000 })),
    paceUnit: Type.Optional(Type.Enum(PACE_UNITS)),
    speedUnit: Type.Optional(Type.Enum(SPEED_UNITS)),
    ageGradingOfficial: Type.Optional(Type.Boolean()),
    ageGroupScheme: Maybe(AgeGroupSchemeInput),
    checkpoints: Type.Optional(Type.Array(CheckpointInput)),
    contact: Maybe(ContactInput),
    courseGpx: Maybe(Type.String()),
  },
  strict,
);

export const ParticipantInput = Type.Object(
  {
    eventId: Type.Optional(Slug),
    contestId: Slug,
    id: Type.Optional(ParticipantId),
    bib: Bib,
    chip: Maybe(Type.String()),
    firstName: Type.Optional(Type.String()),
    lastName: Type.Optional(Type.String()),
    displayName: Type.Optional(Type.String()),
    club: Maybe(Type.String()),
    country: Maybe(CountryCode),
    nation: Maybe(CountryCode),
    gender: Type.Enum(GENDERS),
    birthYear: Maybe(Type.Integer({ minimum: 1900, maximum: 2100 })),
    age: Maybe(Type.Integer({ minimum: 0, maximum: 120 })),
    ageGroup: Maybe(Type.String()),
    waveStart: Maybe(Instant),
    status: Maybe(Type.Enum(TIMER_STATUSES)),
    /** The organiser hides the name (docs/privacy.md); absent keeps what the database has. */
    nameHidden: Type.Optional(Type.Boolean()),
  },
  strict,
);

export const PassingInput = Type.Object(
  { eventId: Type.Optional(Slug), contestId: Slug, bib: Bib, checkpointId: Slug, at: Instant },
  strict,
);

export const RecordingInput = Type.Object(
  {
    eventId: Type.Optional(Slug),
    contestId: Slug,
    id: Slug,
    src: Text,
    startsAt: Instant,
    durationMs: Type.Integer({ exclusiveMinimum: 0 }),
  },
  strict,
);

/** The top level: arrays only; each item is checked on its own so one bad item spoils nothing else. */
export const BundleInput = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    version: Type.Optional(Type.Literal(1)),
    events: Type.Array(Type.Unknown()),
    contests: Type.Optional(Type.Array(Type.Unknown())),
    participants: Type.Optional(Type.Array(Type.Unknown())),
    passings: Type.Optional(Type.Array(Type.Unknown())),
    recordings: Type.Optional(Type.Array(Type.Unknown())),
  },
  strict,
);

export type EventInput = Static<typeof EventInput>;
export type CheckpointInput = Static<typeof CheckpointInput>;
export type ContactInput = Static<typeof ContactInput>;
export type ContestInput = Static<typeof ContestInput>;
export type ParticipantInput = Static<typeof ParticipantInput>;
export type PassingInput = Static<typeof PassingInput>;
export type RecordingInput = Static<typeof RecordingInput>;
