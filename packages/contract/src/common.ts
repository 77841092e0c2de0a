/** Parameters and shapes shared by several endpoints: ids, paging, locale, errors, health. */
import { Type, type Static } from 'typebox';
import { ERROR_CODES, LOCALE_CODES } from './codes.js';
import { StringEnum } from './schema-helpers.js';

/** Longest accepted `page`: deeper pages of a 500-row page size would skip 50 million rows. */
export const MAX_PAGE = 100_000;
/** Largest accepted `pageSize` (design §4). */
export const MAX_PAGE_SIZE = 500;

/** Free text without control characters (NUL and friends never reach the database). */
export const PLAIN_TEXT_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';

/** A free-text query parameter: 1 to `maxLength` characters, no control characters. */
export function TextParam(maxLength: number, description: string) {
  return Type.String({ minLength: 1, maxLength, pattern: PLAIN_TEXT_PATTERN, description });
}

/** URL-safe slug: letters, digits, `-`, `_`, `.`, `~`; at most 128 characters. */
const ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$';

/** An id path segment (events, contests, participants, checkpoints). */
export function IdString(description: string) {
  return Type.String({ pattern: ID_PATTERN, maxLength: 128, description });
}

/** `page` and `pageSize` query parameters with a per-endpoint default page size. */
export function pagingProperties(defaultPageSize: number) {
  return {
    page: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE,
        default: 1,
        description: `Page number, 1-based (≤ ${MAX_PAGE}).`,
      }),
    ),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE_SIZE,
        default: defaultPageSize,
        description: `Rows per page, 1 to ${MAX_PAGE_SIZE} (default ${defaultPageSize}).`,
      }),
    ),
  };
}

/** Path parameters of event-scoped endpoints. */
export const EventParams = Type.Object({
  eventId: IdString('Event id (URL-safe slug), e.g. `casablanca-marathon-2026`.'),
});
export type EventParams = Static<typeof EventParams>;

/** Path parameters of contest-scoped endpoints. */
export const ContestParams = Type.Object({
  eventId: IdString('Event id (URL-safe slug).'),
  contestId: IdString('Contest id, unique within the event, e.g. `marathon`.'),
});
export type ContestParams = Static<typeof ContestParams>;

/** Path parameters of the participant detail. */
export const ParticipantParams = Type.Object({
  eventId: IdString('Event id (URL-safe slug).'),
  participantId: IdString('Participant id, unique within the event (often the bib).'),
});
export type ParticipantParams = Static<typeof ParticipantParams>;

/** The `locale` query parameter: the language of the `name` fields. */
export const LocaleProperty = StringEnum(LOCALE_CODES, {
  default: 'en',
  description:
    'Language of the names: `en` (default), `es`, `fr` or `ar` (Modern Standard Arabic, Arabic script).',
});

/** Query of the reference lists that carry translated names. */
export const LocaleQuery = Type.Object({ locale: Type.Optional(LocaleProperty) });
export type LocaleQuery = Static<typeof LocaleQuery>;

/**
 * Every error body: `{ "error": { "code", "message" } }`. 400 `invalid_parameter` names the parameter (also in
 * `parameter`); 404 `not_found` for unknown ids or paths; 5xx bodies never carry internals.
 */
export const ErrorResponse = Type.Object(
  {
    error: Type.Object(
      {
        code: StringEnum(ERROR_CODES, {
          description: 'Machine-readable code, e.g. `invalid_parameter`, `not_found`.',
        }),
        message: Type.String({
          description: 'Explanation in English for developers; not meant for display.',
        }),
        parameter: Type.Optional(
          Type.String({ description: 'For `invalid_parameter`: the offending parameter.' }),
        ),
      },
      { additionalProperties: false, description: 'What went wrong.' },
    ),
  },
  { description: 'Error body.', additionalProperties: false },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Body of /healthz and /readyz. */
export const HealthResponse = Type.Object(
  {
    status: StringEnum(['ok', 'unavailable'] as const, {
      description: '`ok`, or `unavailable` (with status 503).',
    }),
    database: Type.Optional(
      StringEnum(['ok', 'unavailable'] as const, {
        description: '/readyz only: whether a query to the database answered.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type HealthResponse = Static<typeof HealthResponse>;
