import { describe, expect, it } from 'vitest';
import { getMessages } from '../../lib/i18n/catalogs.server';
import { LOCALES } from '../../lib/i18n/locales';
import { createTranslator } from '../../lib/i18n/translator';
import { competitorKey, competitorWord } from './competitor-word';

describe('competitorWord', () => {
  it('calls the people of a running event runners, and of any other sport athletes', () => {
    for (const type of ['running', 'trail_running', 'cross_country_running', 'athletics']) {
      expect(competitorWord(type)).toBe('runner');
    }
    for (const type of ['triathlon', 'duathlon', 'cycling', 'swimming', 'walking', 'kayak']) {
      expect(competitorWord(type)).toBe('athlete');
    }
    expect(competitorWord(undefined)).toBe('runner');
  });
});

describe('competitorKey', () => {
  it('says "athletes passed", not "runners passed", in the race analysis of a triathlon, in every language', () => {
    const runners = {
      en: /runners passed/,
      es: /corredores adelantados/,
      fr: /coureurs dépassés/,
      ar: /العداؤون/,
    };
    for (const locale of LOCALES) {
      const t = createTranslator(locale, getMessages(locale));
      const running = t(competitorKey('participants.analysis.caption', 'runner'));
      const other = t(competitorKey('participants.analysis.caption', 'athlete'));
      expect(running).toMatch(runners[locale]);
      expect(other).not.toMatch(runners[locale]);
      expect(other).not.toBe(running);
    }
    const en = createTranslator('en', getMessages('en'));
    expect(en(competitorKey('participants.analysis.caption', 'athlete'))).toContain(
      'athletes passed and athletes who passed',
    );
    expect(en(competitorKey('contest.results.find.label', 'athlete'))).toBe('Find an athlete');
    expect(en(competitorKey('contest.results.find.found', 'athlete'), { typed: 'x', others: 2 })).toContain(
      '2 other athletes match',
    );
  });
});
