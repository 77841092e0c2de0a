import { describe, expect, it } from 'vitest';
import { getMessages } from './catalogs.server';
import { createTranslator } from './translator';

describe('createTranslator', () => {
  it('formats Arabic plurals with all six CLDR forms and Latin digits', () => {
    const t = createTranslator('ar', getMessages('ar'));
    expect(t('events.count', { count: 0 })).toBe('لا توجد فعاليات');
    expect(t('events.count', { count: 1 })).toBe('فعالية واحدة');
    expect(t('events.count', { count: 2 })).toBe('فعاليتان');
    expect(t('events.count', { count: 3 })).toBe('3 فعاليات');
    expect(t('events.count', { count: 11 })).toBe('11 فعالية');
    expect(t('events.count', { count: 100 })).toBe('100 فعالية');
    // Moroccan grouping: a dot between thousands, a comma before decimals.
    expect(t('events.count', { count: 1500 })).toBe('1.500 فعالية');
  });

  it('formats English, Spanish and French plurals', () => {
    expect(createTranslator('en', getMessages('en'))('events.count', { count: 1 })).toBe('1 event');
    expect(createTranslator('es', getMessages('es'))('events.count', { count: 2 })).toBe('2 eventos');
    expect(createTranslator('fr', getMessages('fr'))('events.count', { count: 0 })).toBe('Aucun événement');
  });

  it('returns plain messages as they are and fills arguments', () => {
    const t = createTranslator('fr', getMessages('fr'));
    expect(t('common.loading')).toBe('Chargement des résultats, veuillez patienter…');
    expect(t('common.error.notFound.message', { path: '/fr/x' })).toBe('Page introuvable\u00a0: /fr/x');
  });

  it('works from messages that went through JSON (the browser never parses ICU)', () => {
    const messages = JSON.parse(JSON.stringify(getMessages('ar'))) as ReturnType<typeof getMessages>;
    expect(createTranslator('ar', messages)('event.contest.participants', { count: 2 })).toBe('مشاركان');
  });

  it('shows the key of a missing message instead of failing', () => {
    const t = createTranslator('en', {});
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(t('common.loading')).toBe('common.loading');
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
