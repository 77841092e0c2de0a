/**
 * POST /api/ingest/passings: timing reads pushed by a timing system with a bearer token (design §1 write path).
 * Each read is checked on its own: good reads are stored even when others of the batch are rejected, and the
 * answer names every rejected read by its index with a code and a reason. See docs/api.md, "Ingest".
 */
import { Type, type Static } from 'typebox';
import { ERROR_CODES, TIMER_STATUS_CODES } from './codes.js';
import { IdString, PLAIN_TEXT_PATTERN } from './common.js';
import { StringEnum } from './schema-helpers.js';

/** Most reads in one batch. */
export const MAX_INGEST_READS = 5000;

/**
 * `at`: an RFC 3339 date-time (§5.6): a fraction of any length or none, `Z` or a numeric offset, `T` and `Z` in
 * either case. The server then checks the calendar (no 2026-02-30) and stores epoch milliseconds.
 */
export const RFC3339_INSTANT_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$';

/** Timer verdicts a read may carry; they win over reads (design §3). */
export const INGEST_STATUS_CODES = TIMER_STATUS_CODES;
export type IngestStatusCode = (typeof INGEST_STATUS_CODES)[number];

/** Why a read was rejected. */
export const INGEST_REJECTION_CODES = [
  'invalid_read',
  'invalid_time',
  'implausible_time',
  'unknown_contest',
  'unknown_checkpoint',
  'unknown_chip',
  'unknown_bib',
  'duplicate_in_batch',
] as const;
export type IngestRejectionCode = (typeof INGEST_REJECTION_CODES)[number];

/** One read (or timer verdict) of a batch. */
export const IngestRead = Type.Object(
  {
    eventId: Type.Optional(IdString('Event id; may be left out when the batch gives `eventId`.')),
    contestId: Type.Optional(IdString('Contest id; may be left out when the batch gives `contestId`.')),
    bib: Type.Optional(
      Type.Union(
        [
          Type.String({ minLength: 1, maxLength: 32, pattern: PLAIN_TEXT_PATTERN }),
          Type.Integer({ minimum: 0 }),
        ],
        {
          description:
            'Bib (a string, or a whole number). A read of a bib not entered is kept, unused until it is entered.',
        },
      ),
    ),
    chip: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        pattern: PLAIN_TEXT_PATTERN,
        description: 'Chip code, mapped to the bib of the entrant wearing it; used when `bib` is absent.',
      }),
    ),
    checkpointId: Type.Optional(
      IdString('Checkpoint id of the contest. Required with `at`, unless the item only carries a `status`.'),
    ),
    at: Type.Optional(
      Type.String({
        pattern: RFC3339_INSTANT_PATTERN,
        description:
          'When the chip crossed the mat: an RFC 3339 instant with `Z` or an offset, with or without a ' +
          'fraction of a second (`2026-06-15T08:22:03.120Z`, `2026-06-15T10:22:03+02:00`). Stored to the ' +
          'millisecond: finer digits are truncated.',
      }),
    ),
    status: Type.Optional(
      Type.Unsafe<IngestStatusCode | null>({
        type: ['string', 'null'],
        enum: [...INGEST_STATUS_CODES, null],
        description:
          'Timer verdict for the bib: `dnf`, `dns` or `dsq`; `null` clears an earlier one; absent changes nothing.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'A read: contest, `bib` (or `chip`), `checkpointId` and `at`; optionally a `status`. An item with a ' +
      '`status` may leave out `checkpointId` and `at` (a verdict without a read).',
  },
);
export type IngestRead = Static<typeof IngestRead>;

/** The request body as documented: every read is then checked one by one. */
export const IngestBody = Type.Object(
  {
    eventId: Type.Optional(IdString('Default event id of the reads.')),
    contestId: Type.Optional(IdString('Default contest id of the reads.')),
    passings: Type.Array(IngestRead, {
      minItems: 1,
      maxItems: MAX_INGEST_READS,
      description: `The reads, 1 to ${MAX_INGEST_READS}, in any order.`,
    }),
  },
  { additionalProperties: false, description: 'A batch of timing reads.' },
);
export type IngestBody = Static<typeof IngestBody>;

/**
 * What the server checks as a whole before looking at each read: the envelope of IngestBody with the reads
 * left unchecked, so that one bad read never refuses the batch.
 */
export const IngestEnvelope = Type.Object(
  {
    eventId: Type.Optional(IdString('Default event id of the reads.')),
    contestId: Type.Optional(IdString('Default contest id of the reads.')),
    passings: Type.Array(Type.Unknown(), { minItems: 1, maxItems: MAX_INGEST_READS }),
  },
  { additionalProperties: false },
);
export type IngestEnvelope = Static<typeof IngestEnvelope>;

/** A read that was not stored, and why. */
export const IngestRejection = Type.Object(
  {
    index: Type.Integer({ minimum: 0, description: 'Position of the read in `passings`, 0-based.' }),
    code: StringEnum(INGEST_REJECTION_CODES, {
      description:
        '`invalid_read` (shape), `invalid_time` (format or outside the contest window), `implausible_time` ' +
        '(the checkpoint reached faster from the gun than the sport allows, or before the gun), `unknown_contest`, ' +
        '`unknown_checkpoint`, `unknown_chip`, `unknown_bib` (a status for a bib not entered), ' +
        '`duplicate_in_batch` (the same read earlier in this batch).',
    }),
    reason: Type.String({ description: 'Explanation in English for the timing operator.' }),
  },
  { additionalProperties: false },
);
export type IngestRejection = Static<typeof IngestRejection>;

/** Answer of POST /api/ingest/passings, sent once the accepted reads are committed. */
export const IngestResult = Type.Object(
  {
    received: Type.Integer({ minimum: 0, description: 'Items in the batch.' }),
    accepted: Type.Integer({
      minimum: 0,
      description: 'Items not rejected: `inserted` + `duplicates` + verdicts.',
    }),
    inserted: Type.Integer({ minimum: 0, description: 'Reads stored now (new).' }),
    duplicates: Type.Integer({
      minimum: 0,
      description: 'Reads already stored, ignored: re-sending a batch is safe and changes nothing.',
    }),
    statusChanges: Type.Integer({ minimum: 0, description: 'Timer verdicts set or cleared by this batch.' }),
    rejected: Type.Array(IngestRejection, { description: 'The items not stored, by index.' }),
    cursor: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description:
        'Live stream position of the new reads (the `id` of the `passings` event carrying them); null when none.',
    }),
  },
  { additionalProperties: false },
);
export type IngestResult = Static<typeof IngestResult>;

/** Error codes of the ingest endpoint: the common ones plus `unauthorized`. */
export const INGEST_ERROR_CODES = [...ERROR_CODES, 'unauthorized'] as const;
export type IngestErrorCode = (typeof INGEST_ERROR_CODES)[number];

/** Error body of the ingest endpoint (the common error shape, with `unauthorized` for a missing or wrong token). */
export const IngestErrorResponse = Type.Object(
  {
    error: Type.Object(
      {
        code: StringEnum(INGEST_ERROR_CODES, {
          description:
            '`unauthorized` (401), `invalid_parameter` (400), `rate_limited` (429), `unavailable` (503).',
        }),
        message: Type.String({ description: 'Explanation in English for developers.' }),
        parameter: Type.Optional(
          Type.String({ description: 'For `invalid_parameter`: the offending field.' }),
        ),
      },
      { additionalProperties: false, description: 'What went wrong.' },
    ),
  },
  { additionalProperties: false, description: 'Error body.' },
);
export type IngestErrorResponse = Static<typeof IngestErrorResponse>;
