/**
 * Country cells of results exports (docs/import.md, "Countries"): ISO 3166-1 alpha-2 or alpha-3, IOC codes (also
 * historic ones such as AHO), and names in English, French, Spanish, Arabic or German, from a maintained dataset
 * (country-dataset.ts); an organiser's own words through the mapping's `countryValues`. `Unknown` or blank is no
 * country; anything else is reported.
 */
import { countryTables } from './country-dataset.js';
import { foldText } from './fold-text.js';

/** `ambiguous`: a code that is one country's IOC code and another's ISO alpha-3 (BRN), both alpha-2. */
export type CountryParse =
  { ok: true; code: string | null } | { ok: false; ambiguous?: { iso: string; ioc: string } };

/**
 * How to read a three-letter code that is one country's ISO alpha-3 and another's IOC code (only BRN: Brunei's ISO
 * code, Bahrain's IOC code): `ask` refuses it (a results export may use either system), `ioc` reads the IOC
 * meaning (IOF XML, whose codes are IOC codes).
 */
export type CodeSystem = 'ask' | 'ioc';

/** Words that say "no country" (folded). */
const NO_COUNTRY = new Set([
  '',
  'unknown',
  'unk',
  'n/a',
  'none',
  '?',
  '-',
  '--',
  '—',
  'inconnu',
  'desconocido',
  'غير معروف',
]);

/** True for an ISO 3166-1 alpha-2 country code (upper case) of a country Intl can name. */
export function isCountryCode(code: string): boolean {
  return countryTables().alpha2.has(code);
}

/**
 * Reads a country cell as ISO 3166-1 alpha-2 (upper case). `words` are the organiser's own (folded on look-up):
 * each maps to a country code or name this function accepts, or to null for "no country".
 */
export function normalizeCountry(
  text: string,
  words: Readonly<Record<string, string | null>> = {},
  system: CodeSystem = 'ask',
): CountryParse {
  const value = text.trim();
  const folded = foldText(value);
  for (const [word, meaning] of Object.entries(words)) {
    if (foldText(word) !== folded) continue;
    if (meaning === null) return { ok: true, code: null };
    return normalizeCountry(meaning, {}, system);
  }
  if (NO_COUNTRY.has(folded)) return { ok: true, code: null };
  const { alpha2, codes, iocOverIso, names } = countryTables();
  const upper = value.toUpperCase();
  if (upper.length === 2 && alpha2.has(upper)) return { ok: true, code: upper };
  const ioc = iocOverIso.get(upper);
  if (ioc !== undefined) {
    if (system === 'ioc') return { ok: true, code: ioc };
    return { ok: false, ambiguous: { iso: codes.get(upper) ?? '', ioc } };
  }
  const code = codes.get(upper) ?? names.get(folded);
  return code === undefined ? { ok: false } : { ok: true, code };
}
