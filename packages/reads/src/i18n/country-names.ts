/**
 * Country names through Intl.DisplayNames (no hand-written tables, design §2). The code list is ISO 3166-1
 * alpha-2 plus XK (Kosovo), which sport results use.
 */
import { type LocaleCode } from '@finishline/contract';

export const COUNTRY_CODES: readonly string[] = [
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE',
  'BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD',
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM',
  'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF',
  'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU',
  'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN',
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME',
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA',
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM',
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI',
  'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK',
  'TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI',
  'VN VU WF WS XK YE YT ZA ZM ZW',
]
  .join(' ')
  .split(' ');

/**
 * Intl locale per interface locale, the site's own (apps/web/app/lib/i18n/locales.ts): British English
 * (`10 May 2026`), Spain's Spanish, France's French, Moroccan Arabic with Latin digits (design §5).
 */
export const INTL_LOCALES: Readonly<Record<LocaleCode, string>> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  ar: 'ar-MA-u-nu-latn',
};

const displayNames = new Map<LocaleCode, Intl.DisplayNames>();
const collators = new Map<LocaleCode, Intl.Collator>();

/** The country's name in `locale`, or the code itself when Intl does not know it. */
export function countryName(code: string, locale: LocaleCode): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Compares names the way readers of `locale` sort them. */
export function compareNames(locale: LocaleCode): (a: string, b: string) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(INTL_LOCALES[locale]);
    collators.set(locale, collator);
  }
  return collator.compare;
}
