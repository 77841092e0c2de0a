import { ALPHA3_BY_ALPHA2 } from './country-codes.js';
import { foldText } from './fold-text.js';

/** Two-letter codes Intl names that are not countries, and common aliases of real ones. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ']);
const ALPHA2_ALIASES: Readonly<Record<string, string>> = { UK: 'GB', EL: 'GR' };
/** Languages whose country names are recognised (as Intl spells them). */
const NAME_LOCALES = ['en', 'fr', 'es', 'ar', 'de'];

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const alpha2ByAlpha3 = new Map<string, string>(
  Object.entries(ALPHA3_BY_ALPHA2).flatMap(([alpha2, codes]) =>
    codes.split(' ').map((code) => [code, alpha2] as const),
  ),
);
let alpha2ByName: Map<string, string> | undefined;

/** True for an ISO 3166-1 alpha-2 country code (upper case) that Intl can name. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  return regionNames.of(code) !== code;
}

/**
 * Normalizes a country cell to ISO 3166-1 alpha-2 (upper case): accepts alpha-2 in any case,
 * the ISO alpha-3 and IOC codes of country-codes.ts (`MAR`, `GER`), and country names in English,
 * French, Spanish, Arabic or German (`Morocco`, `Maroc`, `المغرب`). Null when not recognised.
 */
export function normalizeCountry(text: string): string | null {
  const value = text.trim();
  const upper = value.toUpperCase();
  if (upper.length === 2) {
    const code = ALPHA2_ALIASES[upper] ?? upper;
    return isCountryCode(code) ? code : null;
  }
  return alpha2ByAlpha3.get(upper) ?? countryNames().get(foldText(value)) ?? null;
}

function countryNames(): Map<string, string> {
  if (alpha2ByName) return alpha2ByName;
  const names = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const locale of NAME_LOCALES) {
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    for (const first of letters) {
      for (const second of letters) {
        const code = first + second;
        if (!isCountryCode(code)) continue;
        const name = display.of(code);
        if (name !== undefined && name !== code && !names.has(foldText(name)))
          names.set(foldText(name), code);
      }
    }
  }
  alpha2ByName = names;
  return names;
}
