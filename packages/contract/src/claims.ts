/**
 * POST /api/events/{eventId}/contests/{contestId}/claims: the claim form of the contact tab (bib, name, time,
 * problem, reason), the site's one public write. Sent as JSON or as an HTML form (urlencoded).
 */
import { Type, type Static } from 'typebox';
import { BIB_SOURCE } from './participants.js';
import { StringEnum } from './schema-helpers.js';

/**
 * What is wrong with the result: `wrong_time` (the time is not right), `missing_result` (finished but not
 * listed), `wrong_status` (listed DNF, DNS or DSQ by mistake), `wrong_details` (name, club, country or nation),
 * `wrong_category` (gender or age group), `anonymity` (the participant asks to be shown without their name, the
 * reason saying why: docs/privacy.md), `other`.
 */
export const CLAIM_PROBLEM_CODES = [
  'wrong_time',
  'missing_result',
  'wrong_status',
  'wrong_details',
  'wrong_category',
  'anonymity',
  'other',
] as const;
export type ClaimProblemCode = (typeof CLAIM_PROBLEM_CODES)[number];

/** Longest name accepted, in characters. */
export const CLAIM_NAME_MAX_LENGTH = 100;
/** Longest reason accepted, in characters. */
export const CLAIM_REASON_MAX_LENGTH = 2000;

/** A time as typed: `h:mm:ss`, optionally with up to three decimals (`2:49:30`, `0:41:07.3`); empty = not given. */
export const CLAIM_TIME_PATTERN = '^(?:\\d{1,3}:[0-5]\\d:[0-5]\\d(?:\\.\\d{1,3})?)?$';

/** One line of text with at least one visible character and no control characters. */
const LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$';
/** Several lines: the same, but line breaks and tabs are allowed. */
const LINES_PATTERN =
  '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f]' +
  '[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

/** Body of a claim: JSON, or `application/x-www-form-urlencoded` with the same field names. */
export const ClaimBody = Type.Object(
  {
    bib: Type.String({
      pattern: `^${BIB_SOURCE}$`,
      description:
        'Bib of the participant the claim is about (letters, digits and `-`, up to 16 characters).',
      examples: ['1234'],
    }),
    name: Type.String({
      minLength: 1,
      maxLength: CLAIM_NAME_MAX_LENGTH,
      pattern: LINE_PATTERN,
      description: `Name of the participant, 1 to ${CLAIM_NAME_MAX_LENGTH} characters, one line.`,
      examples: ['Amina El Idrissi'],
    }),
    time: Type.Optional(
      Type.String({
        maxLength: 16,
        pattern: CLAIM_TIME_PATTERN,
        description:
          'The time the participant believes is right, `h:mm:ss` (decimals allowed: `2:49:30.4`). Optional; ' +
          'an empty string (a blank form field) counts as not given.',
        examples: ['2:49:30'],
      }),
    ),
    problem: StringEnum(CLAIM_PROBLEM_CODES, {
      description:
        'What is wrong: `wrong_time`, `missing_result` (finished but not listed), `wrong_status` (DNF, DNS or ' +
        'DSQ by mistake), `wrong_details` (name, club, country), `wrong_category` (gender or age group), `anonymity` (show me without my name; say why in the ' +
        'reason), `other`.',
    }),
    reason: Type.String({
      minLength: 1,
      maxLength: CLAIM_REASON_MAX_LENGTH,
      pattern: LINES_PATTERN,
      description: `Explanation, 1 to ${CLAIM_REASON_MAX_LENGTH} characters; line breaks allowed. Stored as plain text.`,
      examples: ['My watch says 2:49:30; the 30 km mat missed me.'],
    }),
  },
  {
    additionalProperties: false,
    description: 'A result claim. Unknown fields (a form button, a token) are ignored.',
  },
);
export type ClaimBody = Static<typeof ClaimBody>;

/** Answer 201 of a stored claim. */
export const ClaimCreated = Type.Object(
  {
    reference: Type.String({
      description:
        'The acknowledgement to quote to the organiser, e.g. `CLM-7K2M9Q4X` (no I, L, O or U: easy to read aloud).',
    }),
    eventId: Type.String({ description: 'Event id.' }),
    contestId: Type.String({ description: 'Contest id.' }),
    createdAt: Type.String({ format: 'date-time', description: 'When the claim was stored, ISO 8601 UTC.' }),
  },
  {
    additionalProperties: false,
    description: 'The claim is stored; the contest contact sees it in their export.',
  },
);
export type ClaimCreated = Static<typeof ClaimCreated>;
