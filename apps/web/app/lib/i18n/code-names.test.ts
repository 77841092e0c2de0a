/**
 * The site names every code as the API does (issue 24): its catalogs (types.json, codes.json) must carry, word for
 * word, the names of @finishline/contract's code-names.ts, the one home of this vocabulary.
 */
import {
  type CodeNames,
  EVENT_TYPE_NAMES,
  GENDER_NAMES,
  ORGANIZER_TYPE_NAMES,
  STATUS_NAMES,
  STATUS_SHORT_NAMES,
  TIME_BASIS_NAMES,
} from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import { readCatalogs } from './catalogs.server';
import { LOCALES } from './locales';

const catalogs = readCatalogs();

/** Each list of names and the catalog keys the site reads them under (labels.ts). */
const LISTS: [
  string,
  Readonly<Record<string, CodeNames>>,
  (code: string) => [Namespace: 'types' | 'codes', string],
][] = [
  ['event types', EVENT_TYPE_NAMES, (code) => ['types', code]],
  ['organizer types', ORGANIZER_TYPE_NAMES, (code) => ['codes', `organizer.${code}`]],
  ['genders', GENDER_NAMES, (code) => ['codes', `gender.${code}`]],
  ['statuses', STATUS_NAMES, (code) => ['codes', `status.${code}`]],
  ['short statuses', STATUS_SHORT_NAMES, (code) => ['codes', `status.short.${code}`]],
  ['time bases', TIME_BASIS_NAMES, (code) => ['codes', `basis.${code}`]],
];

describe('the site’s names of the codes', () => {
  it.each(LOCALES)('are the API’s names, for every code, in %s', (locale) => {
    for (const [, names, keyOf] of LISTS) {
      for (const [code, name] of Object.entries(names)) {
        const [namespace, key] = keyOf(code);
        expect(catalogs[locale][namespace][key], `${locale} ${namespace}.${key}`).toBe(name[locale]);
      }
    }
  });

  it.each(LOCALES)('name no event type the contract does not know, in %s', (locale) => {
    expect(Object.keys(catalogs[locale].types).sort()).toEqual(Object.keys(EVENT_TYPE_NAMES).sort());
  });
});
