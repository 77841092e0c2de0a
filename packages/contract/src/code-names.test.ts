import { describe, expect, it } from 'vitest';
import {
  CONTEST_GENDER_CODES,
  EVENT_TYPE_CODES,
  GENDER_CODES,
  LOCALE_CODES,
  ORGANIZER_TYPE_CODES,
  STATUS_CODES,
  TIME_BASIS_CODES,
  TIMER_STATUS_CODES,
} from './codes.js';
import {
  type CodeNames,
  EVENT_TYPE_NAMES,
  GENDER_NAMES,
  ORGANIZER_TYPE_NAMES,
  STATUS_NAMES,
  STATUS_SHORT_NAMES,
  TIME_BASIS_NAMES,
} from './code-names.js';

const LISTS: [string, readonly string[], Readonly<Record<string, CodeNames>>][] = [
  ['event type', EVENT_TYPE_CODES, EVENT_TYPE_NAMES],
  ['organizer type', ORGANIZER_TYPE_CODES, ORGANIZER_TYPE_NAMES],
  ['gender', [...new Set([...CONTEST_GENDER_CODES, ...GENDER_CODES])], GENDER_NAMES],
  ['status', STATUS_CODES, STATUS_NAMES],
  ['short status', TIMER_STATUS_CODES, STATUS_SHORT_NAMES],
  ['time basis', TIME_BASIS_CODES, TIME_BASIS_NAMES],
];

describe('the names of the codes', () => {
  it.each(LISTS)('name every %s code, and only those, in all four languages', (_, codes, names) => {
    expect(Object.keys(names).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      for (const locale of LOCALE_CODES) {
        const name = names[code]?.[locale] ?? '';
        expect(name.trim(), `${code} in ${locale}`).not.toBe('');
        expect(name, `${code} in ${locale}`).toBe(name.trim());
      }
      expect(names[code]?.ar, code).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('give two codes of one list two different names in each language', () => {
    for (const [list, codes, names] of LISTS) {
      for (const locale of LOCALE_CODES) {
        const words = codes.map((code) => names[code]?.[locale]);
        expect(new Set(words).size, `${list} in ${locale}`).toBe(words.length);
      }
    }
  });

  it('speak Modern Standard Arabic, not colloquial forms', () => {
    // Words the first Arabic names borrowed from Moroccan usage or left unwritten (الما for الماء).
    const colloquial = /العوم|الما$|الترايل|فالسباق/;
    for (const [, codes, names] of LISTS) {
      for (const code of codes) expect(names[code]?.ar, code).not.toMatch(colloquial);
    }
  });
});
