/**
 * Field schemas with the bundle's value rules (docs/import.md, "JSON bundle"), each failing with
 * a reason a person can act on. TypeBox runs a refinement only once the base type matches.
 */
import { Type } from 'typebox';
import { isCountryCode } from './normalize-country.js';
import { canonicalTimeZone, isIsoDate, parseInstant } from './parse-instant.js';

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const PARTICIPANT_ID = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

/** True for a valid participant id (it appears in URLs): letters, digits, `.`, `_`, `-`. */
export function isParticipantId(value: string): boolean {
  return PARTICIPANT_ID.test(value);
}

/** A URL-safe id: lower-case letters and digits, joined by single hyphens or underscores. */
export const Slug = Type.Refine(
  Type.String(),
  (value) => SLUG.test(value),
  (value) => `"${value}" is not a URL-safe id: use lower-case letters, digits and hyphens (e.g. "city-10k")`,
);

/** A participant id (it appears in URLs): letters, digits, `.`, `_`, `-`. */
export const ParticipantId = Type.Refine(
  Type.String(),
  (value) => isParticipantId(value),
  (value) => `"${value}" is not a valid participant id: use letters, digits, ".", "_" or "-"`,
);

/** A bib: text without surrounding blanks, or a whole number (turned into text). */
export const Bib = Type.Union([
  Type.Refine(
    Type.String(),
    (value) => value.trim() !== '' && value.trim() === value,
    (value) => (value.trim() === '' ? 'must not be empty' : `"${value}" has spaces around it`),
  ),
  Type.Integer({ minimum: 0 }),
]);

/** ISO 3166-1 alpha-2, any case (stored upper-cased). */
export const CountryCode = Type.Refine(
  Type.String(),
  (value) => isCountryCode(value.toUpperCase()),
  (value) => `"${value}" is not an ISO 3166-1 alpha-2 country code (e.g. "MA", "FR")`,
);

/** A calendar date `YYYY-MM-DD`. */
export const IsoDate = Type.Refine(
  Type.String(),
  (value) => isIsoDate(value),
  (value) => `"${value}" is not a date in YYYY-MM-DD form`,
);

/** An RFC 3339 instant with an offset, e.g. `2026-04-12T08:00:00.000+01:00`. */
export const Instant = Type.Refine(
  Type.String(),
  (value) => parseInstant(value).ok,
  (value) => {
    const parsed = parseInstant(value);
    return parsed.ok ? 'is not valid' : parsed.reason;
  },
);

/** An IANA time zone such as `Africa/Casablanca`. */
export const TimeZone = Type.Refine(
  Type.String(),
  (value) => canonicalTimeZone(value) !== null,
  (value) => `"${value}" is not an IANA time zone (e.g. "Africa/Casablanca", "Europe/Paris")`,
);
