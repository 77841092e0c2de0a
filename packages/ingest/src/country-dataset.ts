/**
 * The country look-up tables, built once on first use from the world-countries dataset (mledoze/countries, ODbL;
 * every ISO 3166-1 alpha-2 and alpha-3 code, names and translations) and Intl's region names, the IOC codes
 * (ioc-codes.ts), plus the few codes and names still found in results exports that none has (HISTORIC_CODES,
 * OLD_NAMES).
 */
import { createRequire } from 'node:module';
import { foldText } from './fold-text.js';
import { IOC_CODES, IOC_NAMES } from './ioc-codes.js';

type DatasetCountry = {
  cca2: string;
  cca3: string;
  name: { common: string; official: string };
  altSpellings: string[];
  translations: Record<string, { common: string; official: string } | undefined>;
};

/**
 * Codes no longer in use (or never in a standard) that results exports still carry, each with the country its
 * athletes are entered under today. Not in the table on purpose: codes that are now another country's (ANT, the
 * Netherlands Antilles' ISO code, is Antigua and Barbuda's IOC code; BUR, Burma's, is Burkina Faso's).
 */
const HISTORIC_CODES: Readonly<Record<string, string>> = {
  AHO: 'CW', // Netherlands Antilles (IOC until 2010): most of its athletes were from Curaçao
  SIN: 'SG', // Singapore (IOC until 2016, still in World Athletics lists)
  TRI: 'TT', // Trinidad and Tobago (IOC until 2016)
  ROM: 'RO', // Romania (IOC until 2008)
  ZAI: 'CD', // Zaire
  FRG: 'DE', // West Germany
  ENG: 'GB', // the home nations, in Commonwealth Games and UK results
  SCO: 'GB',
  WAL: 'GB',
  NIR: 'GB',
  UK: 'GB', // a common alpha-2 mistake, as EL is Greece's EU code
  EL: 'GR',
};

/** English names results still use that the dataset and Intl have since changed. */
const OLD_NAMES: Readonly<Record<string, string>> = {
  Turkey: 'TR',
  Swaziland: 'SZ',
  Macedonia: 'MK',
  Burma: 'MM',
  'Czech Republic': 'CZ',
  'Ivory Coast': 'CI',
  'East Timor': 'TL',
  Holland: 'NL',
  'Great Britain': 'GB',
};

/** Languages whose names are recognised: the site's four, and German (common in European results). */
const INTL_NAME_LOCALES = ['en', 'fr', 'es', 'ar', 'de'] as const;
/** The dataset's translations used (its keys are ISO 639-3). */
const DATASET_TRANSLATIONS = ['fra', 'spa', 'ara', 'deu'] as const;

export type CountryTables = {
  /** Alpha-2 codes Intl can name (upper case). */
  alpha2: ReadonlySet<string>;
  /** Alpha-3, IOC and historic codes (upper case) → alpha-2. */
  codes: ReadonlyMap<string, string>;
  /** Codes that are one country's IOC code and another's ISO alpha-3 (BRN: Bahrain, Brunei) → the IOC meaning. */
  iocOverIso: ReadonlyMap<string, string>;
  /** Folded names (foldText) → alpha-2. */
  names: ReadonlyMap<string, string>;
};

let tables: CountryTables | undefined;

export function countryTables(): CountryTables {
  tables ??= buildTables();
  return tables;
}

function buildTables(): CountryTables {
  // CommonJS JSON: Node 20 imports JSON modules only with import attributes, which the package does not use.
  const dataset = createRequire(import.meta.url)('world-countries') as DatasetCountry[];
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const countries = dataset.filter((country) => english.of(country.cca2) !== undefined);
  const alpha2 = new Set(countries.map((country) => country.cca2));

  const codes = new Map<string, string>();
  const iocOverIso = new Map<string, string>();
  // ISO alpha-3 first; an IOC code that is another country's alpha-3 (BRN) is kept apart, to be asked about.
  for (const country of countries) codes.set(country.cca3, country.cca2);
  for (const [code, target] of Object.entries(IOC_CODES)) {
    if (!alpha2.has(target)) continue;
    const iso = codes.get(code);
    if (iso === undefined) codes.set(code, target);
    else if (iso !== target) iocOverIso.set(code, target);
  }
  for (const [code, target] of Object.entries(HISTORIC_CODES)) if (!codes.has(code)) codes.set(code, target);

  const names = new Map<string, string>();
  const add = (name: string | undefined, code: string): void => {
    if (name === undefined || name.length < 3) return; // altSpellings hold codes such as "TR"
    const key = foldText(name);
    if (!names.has(key)) names.set(key, code);
  };
  // The order settles a name two countries share: Intl's current names, then the dataset's, then old ones.
  for (const locale of INTL_NAME_LOCALES) {
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const code of alpha2) add(display.of(code), code);
  }
  for (const country of countries) {
    add(country.name.common, country.cca2);
    add(country.name.official, country.cca2);
    for (const language of DATASET_TRANSLATIONS) {
      add(country.translations[language]?.common, country.cca2);
      add(country.translations[language]?.official, country.cca2);
    }
  }
  for (const [name, code] of Object.entries({ ...OLD_NAMES, ...IOC_NAMES })) add(name, code);
  for (const country of countries) for (const spelling of country.altSpellings) add(spelling, country.cca2);
  return { alpha2, codes, iocOverIso, names };
}
