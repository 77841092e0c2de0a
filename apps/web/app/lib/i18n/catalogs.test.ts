/**
 * Catalog completeness: every locale has exactly the English keys, every message parses, uses the
 * same arguments as English, and every plural covers the locale's CLDR categories (Arabic: six).
 */
import {
  CONTEST_GENDER_CODES,
  EVENT_PERIOD_CODES,
  ORGANIZER_TYPE_CODES,
  STATUS_CODES,
  TIME_BASIS_CODES,
} from '@finishline/contract';
import { EVENT_TYPES } from '@finishline/core';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './catalog';
import { getMessages, readCatalogs } from './catalogs.server';
import { INTL_LOCALES, LOCALES } from './locales';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

const catalogs = readCatalogs();

function parse(message: string, locale: string): Ast {
  return new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst();
}

/** Argument names and, per plural argument, the categories it offers (`=0` style exact matches excluded). */
function describeAst(ast: Ast, args = new Set<string>(), plurals = new Map<string, Set<string>>()) {
  for (const element of ast) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0)
      args.add(element.value);
    if ('options' in element) {
      for (const [key, option] of Object.entries(element.options)) {
        if (element.type === 6 && !key.startsWith('=')) {
          const set = plurals.get(element.value) ?? new Set<string>();
          set.add(key);
          plurals.set(element.value, set);
        }
        describeAst(option.value, args, plurals);
      }
    }
  }
  return { args, plurals };
}

describe('message catalogs', () => {
  for (const namespace of NAMESPACES) {
    const english = catalogs.en[namespace];
    for (const locale of LOCALES) {
      it(`${locale}/${namespace}.json has exactly the English keys`, () => {
        expect(Object.keys(catalogs[locale][namespace]).sort()).toEqual(Object.keys(english).sort());
      });
    }
  }

  for (const locale of LOCALES) {
    it(`${locale}: every message parses, is not empty and uses the English arguments`, () => {
      for (const namespace of NAMESPACES) {
        for (const [key, message] of Object.entries(catalogs[locale][namespace])) {
          const label = `${locale} ${namespace}.${key}`;
          expect(message.trim(), label).not.toBe('');
          const english = describeAst(parse(catalogs.en[namespace][key] ?? '', 'en'));
          const mine = describeAst(parse(message, INTL_LOCALES[locale]));
          expect([...mine.args].sort(), label).toEqual([...english.args].sort());
        }
      }
    });

    it(`${locale}: plurals cover every CLDR category of the language`, () => {
      const required = new Intl.PluralRules(INTL_LOCALES[locale]).resolvedOptions().pluralCategories;
      if (locale === 'ar') expect(required).toHaveLength(6);
      for (const namespace of NAMESPACES) {
        for (const [key, message] of Object.entries(catalogs[locale][namespace])) {
          for (const [arg, categories] of describeAst(parse(message, INTL_LOCALES[locale])).plurals) {
            for (const category of required) {
              // `many` in es/fr only applies to millions (1 000 000 événements); `other` covers it.
              if (category === 'many' && locale !== 'ar' && !categories.has('many')) continue;
              expect(
                categories.has(category),
                `${locale} ${namespace}.${key} {${arg}} lacks "${category}"`,
              ).toBe(true);
            }
          }
        }
      }
    });
  }

  it('translates every code the API sends', () => {
    const en = getMessages('en');
    const keys = [
      ...EVENT_TYPES.map((code) => `types.${code}`),
      ...CONTEST_GENDER_CODES.map((code) => `codes.gender.${code}`),
      ...STATUS_CODES.map((code) => `codes.status.${code}`),
      ...TIME_BASIS_CODES.flatMap((code) => [`codes.basis.${code}`, `codes.basis.${code}.explanation`]),
      ...ORGANIZER_TYPE_CODES.map((code) => `codes.organizer.${code}`),
      ...EVENT_PERIOD_CODES.map((code) => `events.period.${code}`),
    ];
    expect(EVENT_TYPES).toHaveLength(26);
    for (const key of keys) expect(Object.keys(en), key).toContain(key);
  });

  it('translates the visible words into every other language', () => {
    // Words that are the same in several languages (brand, loanwords) may repeat English.
    const sameAllowed = new Set([
      'common.site.name',
      'codes.organizer.club',
      'types.kayak',
      'types.bmx',
      'types.canicross',
      'types.wakeboard',
      'types.triathlon',
      'types.duathlon',
      'types.biathlon',
      'types.motocross',
      'types.aquathlon',
      'types.gigathlon',
      'events.filters.type',
      'event.dates',
      'event.contest.distance',
      'participants.list.title',
      'common.nav.menu',
      'common.pagination.label',
      'codes.organizer.association',
      'contest.tab.contact',
      'common.error.status',
      'contest.tab.information',
      'participants.splits.leg.transition',
      // T1, T2: what triathlon calls its transitions in Spanish and French too.
      'participants.legs.transition',
    ]);
    const untranslated: string[] = [];
    for (const locale of ['es', 'fr', 'ar'] as const) {
      for (const namespace of NAMESPACES) {
        for (const [key, message] of Object.entries(catalogs[locale][namespace])) {
          const full = `${namespace}.${key}`;
          if (sameAllowed.has(full) || !/\p{L}/u.test(message.replace(/\{[^}]*\}/g, ''))) continue;
          if (message === catalogs.en[namespace][key]) untranslated.push(`${locale} ${full}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });
});
