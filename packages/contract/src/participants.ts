/** GET …/contests/{contestId}/participants (start list) and /api/events/{eventId}/participants/{participantId}. */
import { Type, type Static } from 'typebox';
import {
  CHECKPOINT_KIND_CODES,
  GENDER_CODES,
  LEG_CODES,
  PRECISION_VALUES,
  SCHEDULE_STATE_CODES,
  STATUS_CODES,
  TIME_BASIS_CODES,
} from './codes.js';
import { pagingProperties, TextParam } from './common.js';
import { contestUnitProperties } from './contests.js';
import { CountryCodeParam } from './events.js';
import {
  NullableInteger,
  NullableNumber,
  NullableString,
  NullableStringEnum,
  Page,
  StringEnum,
} from './schema-helpers.js';

/** Start-list sort orders: by bib (numeric-aware) or by last name then first name. */
export const START_LIST_SORTS = ['bib', 'name'] as const;
export type StartListSort = (typeof START_LIST_SORTS)[number];

/** A bib, as a regular expression source without anchors: letters, digits and `-`, up to 16 characters. */
export const BIB_SOURCE = '[A-Za-z0-9-]{1,16}';

/** A bib as typed in a filter. */
export const BibFilterParam = Type.String({
  pattern: `^${BIB_SOURCE}$`,
  description: 'Bib number, exact match (letters, digits and `-`, up to 16 characters).',
});

/** Filters shared by the start list and the results. */
export const participantFilterProperties = {
  gender: Type.Optional(StringEnum(GENDER_CODES, { description: 'Participant gender: `m`, `f` or `x`.' })),
  ageGroup: Type.Optional(
    TextParam(20, 'Age group label as listed by the contest (`ageGroups`), e.g. `F40`.'),
  ),
  country: Type.Optional(CountryCodeParam),
  nation: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z]{2}$',
      description: 'Nationality, ISO 3166-1 alpha-2, case-insensitive.',
    }),
  ),
  club: Type.Optional(TextParam(100, 'Club, exact match ignoring case and accents.')),
  status: Type.Optional(StringEnum(STATUS_CODES, { description: 'Participant status code.' })),
};

/** Query of the start list. */
export const StartListQuery = Type.Object({
  ...participantFilterProperties,
  bib: Type.Optional(BibFilterParam),
  text: Type.Optional(
    TextParam(100, 'Words of the name or club, ignoring case and accents; each word matches a word start.'),
  ),
  sort: Type.Optional(
    StringEnum(START_LIST_SORTS, {
      default: 'bib',
      description: '`bib` (default, numeric-aware) or `name` (last, first).',
    }),
  ),
  ...pagingProperties(100),
});
export type StartListQuery = Static<typeof StartListQuery>;

/** Who a participant is: the columns of a start list. */
export const participantProperties = {
  id: Type.String({ description: 'Participant id, unique within the event.' }),
  bib: Type.String({ description: 'Bib, unique within the contest.' }),
  name: Type.String({
    description:
      'Name as shown, e.g. `Amina El Idrissi`; empty for a participant the organiser shows anonymously ' +
      '(their name is not stored: docs/privacy.md).',
  }),
  firstName: Type.String({ description: 'First name (empty when shown anonymously).' }),
  lastName: Type.String({ description: 'Last name (empty when shown anonymously).' }),
  club: NullableString({ description: 'Club or team.' }),
  country: NullableString({ description: 'Country of residence, ISO alpha-2.' }),
  nation: NullableString({ description: 'Nationality, ISO alpha-2.' }),
  gender: StringEnum(GENDER_CODES, { description: '`m`, `f` or `x` (non-binary or undisclosed).' }),
  ageGroup: NullableString({ description: 'Age group label, e.g. `F40`; null when unknown.' }),
  status: StringEnum(STATUS_CODES, {
    description: 'Status code: `registered`, `started`, `finished`, `dnf`, `dns`, `dsq`.',
  }),
};

/** A start-list row. */
export const StartListEntry = Type.Object(participantProperties, { additionalProperties: false });
export type StartListEntry = Static<typeof StartListEntry>;

/** Response of the start list. */
export const StartList = Page(StartListEntry, 'A page of the start list.');
export type StartList = Static<typeof StartList>;

/** Final-result columns (design §3): times in milliseconds, places shared on equal times (1, 2, 2, 4). */
export const resultProperties = {
  overallPlace: NullableInteger({
    minimum: 1,
    description: 'Place in the whole contest; null for non-finishers.',
  }),
  genderPlace: NullableInteger({
    minimum: 1,
    description: 'Place within the gender; null for non-finishers and `x`.',
  }),
  ageGroupPlace: NullableInteger({ minimum: 1, description: 'Place within the age group; null when none.' }),
  officialTimeMs: NullableInteger({
    minimum: 0,
    description: 'Official time (gun or net per the basis), truncated to the precision.',
  }),
  gunTimeMs: NullableInteger({ minimum: 0, description: 'Finish minus the gun.' }),
  netTimeMs: NullableInteger({ minimum: 0, description: 'Finish minus the own start read (or wave start).' }),
  paceMsPerKm: NullableNumber({ minimum: 0, description: 'Average pace: milliseconds per kilometre.' }),
  speedKmh: NullableNumber({ minimum: 0, description: 'Average speed in km/h.' }),
  paceMsPerMile: NullableNumber({
    minimum: 0,
    description: 'Average pace: milliseconds per mile (1609.344 m), rounded up to the whole millisecond.',
  }),
  speedMph: NullableNumber({ minimum: 0, description: 'Average speed in miles per hour.' }),
  diffMs: NullableInteger({
    minimum: 0,
    description:
      'Diff: official time minus that of the participant placed just ahead (0 for a shared place, null for the first).',
  }),
  lastCheckpointId: NullableString({ description: 'The furthest checkpoint reached.' }),
};

/** The result of one participant as shown on their page. */
export const ParticipantResult = Type.Object(
  {
    status: participantProperties.status,
    ...resultProperties,
    gapMs: NullableInteger({ minimum: 0, description: 'Gap to the winner of the contest.' }),
    genderGapMs: NullableInteger({ minimum: 0, description: 'Gap to the winner of the gender.' }),
    ageGroupGapMs: NullableInteger({ minimum: 0, description: 'Gap to the winner of the age group.' }),
    placesAsOf: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'While live: when the places were worked out (they drift as others pass); else null.',
    }),
  },
  {
    additionalProperties: false,
    description: 'The result: status, places, times, pace, speed, gaps and diff.',
  },
);
export type ParticipantResult = Static<typeof ParticipantResult>;

/** One split or finish checkpoint of a participant's splits; time fields are null where it was not reached. */
export const Split = Type.Object(
  {
    checkpointId: Type.String({ description: 'Checkpoint id.' }),
    name: Type.String({ description: 'Checkpoint name.' }),
    distanceM: Type.Number({
      minimum: 0,
      description: 'Distance from the start in metres (may have a fraction: a half marathon is 21097.5)',
    }),
    order: Type.Integer({ minimum: 0, description: '0-based position along the course.' }),
    kind: StringEnum(CHECKPOINT_KIND_CODES, { description: '`split` or `finish`.' }),
    leg: NullableStringEnum(LEG_CODES, {
      description:
        'Multisport: the leg that ends here, its stretch from the previous checkpoint (`swim`, `bike`, `run`, ' +
        '`transition`); null for a single-sport contest. Pages show swim pace per 100 m, bike speed, run pace.',
    }),
    isReached: Type.Boolean({
      description: 'A read exists here. A missing read leaves a gap, never a guessed time.',
    }),
    isSetAside: Type.Boolean({
      description:
        'The results file had a time here that cannot be real (for example a 40K split after the finish): the ' +
        'import set it aside, so it is not shown, ranked or analysed (docs/import.md, "Set aside").',
    }),
    at: NullableString({ format: 'date-time', description: 'Read instant, ISO 8601 UTC.' }),
    fromStartMs: NullableInteger({ minimum: 0, description: "Time from the start per the contest's basis." }),
    fromPreviousMs: NullableInteger({
      minimum: 0,
      description: 'Time from the previous checkpoint reached (spans gaps).',
    }),
    segmentDistanceM: NullableNumber({
      minimum: 0,
      description:
        'Distance since that previous checkpoint, in metres (may have a fraction: 11097.5 from 10 km to a half ' +
        'marathon finish).',
    }),
    segmentPaceMsPerKm: NullableNumber({ minimum: 0, description: 'Pace over the segment, ms per km.' }),
    segmentSpeedKmh: NullableNumber({ minimum: 0, description: 'Speed over the segment, km/h.' }),
    segmentPaceMsPerMile: NullableNumber({ minimum: 0, description: 'Pace over the segment, ms per mile.' }),
    segmentSpeedMph: NullableNumber({ minimum: 0, description: 'Speed over the segment, mph.' }),
    overallPlace: NullableInteger({
      minimum: 1,
      description: 'Place at this checkpoint among everyone who reached it.',
    }),
    genderPlace: NullableInteger({ minimum: 1, description: 'Place at this checkpoint within the gender.' }),
    ageGroupPlace: NullableInteger({
      minimum: 1,
      description: 'Place at this checkpoint within the age group.',
    }),
    gapMs: NullableInteger({ minimum: 0, description: 'Behind the leader at this checkpoint, ms.' }),
    genderGapMs: NullableInteger({ minimum: 0, description: 'Behind the leader of the gender here, ms.' }),
    ageGroupGapMs: NullableInteger({
      minimum: 0,
      description: 'Behind the leader of the age group here, ms.',
    }),
    passed: NullableInteger({
      minimum: 0,
      description:
        'Runners this participant overtook on the segment ending here, from the crossing instants at both ends ' +
        '(crossed the previous mat before them, this one after); null when not timed at both ends, or on the ' +
        'first segment of a gun-timed contest (the start-line crossing is not known).',
    }),
    passedBy: NullableInteger({
      minimum: 0,
      description: 'Runners who overtook this participant on that segment.',
    }),
    fieldMedianSegmentMs: NullableInteger({
      minimum: 0,
      description: "The field's median time on that segment (runners timed at both ends), ms.",
    }),
  },
  { additionalProperties: false },
);
export type Split = Static<typeof Split>;

/** When a runner still on the course is expected at a checkpoint: an estimate, with its range. */
export const Forecast = Type.Object(
  {
    checkpointId: Type.String({ description: 'Checkpoint id.' }),
    name: Type.String({ description: 'Checkpoint name.' }),
    distanceM: Type.Number({ minimum: 0, description: 'Distance from the start in metres.' }),
    kind: StringEnum(CHECKPOINT_KIND_CODES, { description: '`split` or `finish`.' }),
    fromStartMs: Type.Integer({
      minimum: 0,
      description: "Expected time from the start there (contest's basis).",
    }),
    earliestFromStartMs: Type.Integer({ minimum: 0, description: 'Early end of the range.' }),
    latestFromStartMs: Type.Integer({ minimum: 0, description: 'Late end of the range.' }),
    at: Type.String({ format: 'date-time', description: 'Expected instant, ISO 8601 UTC.' }),
    earliestAt: Type.String({ format: 'date-time', description: 'Early end of the range, ISO 8601 UTC.' }),
    latestAt: Type.String({ format: 'date-time', description: 'Late end of the range, ISO 8601 UTC.' }),
    basis: StringEnum(['field', 'pace'] as const, {
      description:
        '`field`: from how the runners with similar times covered the same stretch (median, 10th–90th ' +
        "percentile range); `pace`: too few have covered it yet, so from the runner's own time by Riegel's " +
        'formula, with a wider range.',
    }),
  },
  { additionalProperties: false },
);
export type Forecast = Static<typeof Forecast>;

/** Certificate and video availability (design §3 Video: clips are offered for 6 months after the last day). */
export const ParticipantMedia = Type.Object(
  {
    certificate: Type.Object(
      {
        isAvailable: Type.Boolean({ description: 'A finisher certificate (PDF) can be produced.' }),
        url: Type.Optional(
          NullableString({
            description:
              'Path of the certificate PDF on this API (add `?locale=es|fr|ar` for another language), e.g. ' +
              '`/api/events/{eventId}/participants/{participantId}/certificate.pdf`; null when not available.',
          }),
        ),
      },
      { additionalProperties: false, description: 'Finisher certificate: for finishers only.' },
    ),
    video: Type.Object(
      {
        status: StringEnum(['available', 'expired', 'unavailable'] as const, {
          description:
            '`available`: a finish-line recording covers the finish read and the offer has not expired; `expired`: ' +
            "it did, but the 6 months after the event's last day are over; `unavailable`: no recording or no finish.",
        }),
        expiresAt: NullableString({
          format: 'date',
          description:
            "Last day the video is offered (event's last day + 6 months); null when there is no video.",
        }),
        url: Type.Optional(
          NullableString({
            description:
              "The clip, only while `available`: the finish-line recording's URL with a media fragment " +
              '`#t=start,end` (seconds into the recording) covering a few seconds before and after the finish ' +
              'read, e.g. `/api/events/{eventId}/contests/{contestId}/recordings/finish-cam#t=602.5,612.5`. A ' +
              '`<video>` plays just that window over HTTP range requests. A path on this API, or an absolute URL ' +
              'for recordings hosted elsewhere. Null otherwise.',
          }),
        ),
        contentType: Type.Optional(
          NullableString({
            description:
              'Media type of the recording (e.g. `video/mp4`), for `<source type>`; null without `url`.',
          }),
        ),
        clipStartsAt: Type.Optional(
          NullableString({
            format: 'date-time',
            description: 'Instant of the first frame of the clip, ISO 8601 UTC; null without `url`.',
          }),
        ),
        clipEndsAt: Type.Optional(
          NullableString({
            format: 'date-time',
            description: 'Instant of the last frame of the clip, ISO 8601 UTC; null without `url`.',
          }),
        ),
      },
      { additionalProperties: false, description: 'Finish-line video clip.' },
    ),
  },
  { additionalProperties: false, description: 'What media the participant page can offer.' },
);
export type ParticipantMedia = Static<typeof ParticipantMedia>;

/** Response of GET /api/events/{eventId}/participants/{participantId}. */
export const ParticipantDetail = Type.Object(
  {
    participant: Type.Object(
      { ...participantProperties, contestId: Type.String({ description: 'Id of the contest entered.' }) },
      { additionalProperties: false, description: 'Who the participant is.' },
    ),
    event: Type.Object(
      {
        id: Type.String({ description: 'Event id.' }),
        name: Type.String({ description: 'Event name.' }),
        dateFrom: Type.String({ format: 'date', description: 'First day.' }),
        dateTo: Type.String({ format: 'date', description: 'Last day.' }),
        timeZone: Type.String({ description: 'IANA time zone.' }),
      },
      { additionalProperties: false, description: 'The event, in brief.' },
    ),
    contest: Type.Object(
      {
        id: Type.String({ description: 'Contest id.' }),
        name: Type.String({ description: 'Contest name.' }),
        distanceM: Type.Number({
          minimum: 0,
          description: 'Distance in metres (may have a fraction: a half marathon is 21097.5)',
        }),
        startTime: Type.String({ format: 'date-time', description: 'Gun time, ISO 8601 UTC.' }),
        timeBasis: StringEnum(TIME_BASIS_CODES, { description: '`gun` or `net`: which time is official.' }),
        precisionMs: Type.Unsafe<(typeof PRECISION_VALUES)[number]>({
          type: 'integer',
          enum: [...PRECISION_VALUES],
          description: 'Precision of official times in milliseconds.',
        }),
        state: StringEnum(SCHEDULE_STATE_CODES, { description: '`upcoming`, `ongoing` or `completed`.' }),
        ...contestUnitProperties,
      },
      { additionalProperties: false, description: 'The contest entered, in brief.' },
    ),
    result: ParticipantResult,
    splits: Type.Array(Split, {
      description:
        'One entry per split and finish checkpoint, in course order (the start mat is not a split).',
    }),
    forecasts: Type.Array(Forecast, {
      description:
        'For a runner still on the course: when they are expected at the next checkpoint and at the finish ' +
        '(one entry when the finish is next). Empty otherwise. Estimates (docs/results.md §Forecasts).',
    }),
    media: ParticipantMedia,
  },
  { additionalProperties: false },
);
export type ParticipantDetail = Static<typeof ParticipantDetail>;

/** Most bibs one Tracking request (and one followed list) takes. */
export const MAX_TRACKED_BIBS = 200;

/** Query of GET …/contests/{contestId}/tracking. */
export const TrackingQuery = Type.Object({
  bibs: Type.String({
    pattern: `^${BIB_SOURCE}(,${BIB_SOURCE}){0,${MAX_TRACKED_BIBS - 1}}$`,
    description: `Bibs of the contest, comma-separated, exact match: 1 to ${MAX_TRACKED_BIBS}.`,
  }),
});
export type TrackingQuery = Static<typeof TrackingQuery>;

/** Response of GET …/contests/{contestId}/tracking. */
export const TrackedParticipants = Type.Object(
  {
    items: Type.Array(ParticipantDetail, {
      maxItems: MAX_TRACKED_BIBS,
      description:
        "The participants with those bibs, in the order asked, each as GET /api/events/{eventId}/participants/{participantId} gives it but for the race analysis (the splits' `ageGroupPlace`, gaps, `passed`, `passedBy` and `fieldMedianSegmentMs` are null here; `forecasts` are given); bibs of no participant are left out, a repeated bib comes once.",
    }),
  },
  {
    additionalProperties: false,
    description: 'Followed runners of the Tracking tab: every bib in one call.',
  },
);
export type TrackedParticipants = Static<typeof TrackedParticipants>;
