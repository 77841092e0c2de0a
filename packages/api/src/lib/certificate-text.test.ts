import { describe, expect, it } from 'vitest';
import { type CertificateFacts, certificateText, shareCardText } from './certificate-text.js';
import { MARATHON_FINISHER } from '../testing/certificate-facts.js';

const FACTS: CertificateFacts = MARATHON_FINISHER;

const places = (locale: 'en' | 'es' | 'fr' | 'ar') =>
  certificateText(FACTS, locale)
    .cells.slice(2)
    .map((cell) => [cell.label, cell.value, cell.note]);

describe('certificateText', () => {
  it('gives every place its "of N" in English, with the date as the site writes it (en-GB)', () => {
    const text = certificateText(FACTS, 'en');
    expect(places('en')).toEqual([
      ['Overall place', '8,123', 'of 12,455'],
      ['Gender place', '2,951', 'of 5,012'],
      ['Age group place', '412', 'F35 · of 1,304'],
    ]);
    expect(text.when).toBe('25 January 2026 · Marrakech, Morocco');
  });

  it('does so in Spanish and French, in their own conventions', () => {
    expect(places('es')).toEqual([
      ['Puesto general', '8123', 'de 12.455'],
      ['Puesto por sexo', '2951', 'de 5012'],
      ['Puesto en la categoría', '412', 'F35 · de 1304'],
    ]);
    expect(certificateText(FACTS, 'es').when).toBe('25 de enero de 2026 · Marrakech, Marruecos');
    expect(places('fr')).toEqual([
      ['Classement général', '8\u00a0123', 'sur 12\u00a0455'],
      ['Classement par sexe', '2\u00a0951', 'sur 5\u00a0012'],
      ['Classement de la catégorie', '412', 'F35 · sur 1\u00a0304'],
    ]);
    expect(certificateText(FACTS, 'fr').when).toBe('25 janvier 2026 · Marrakech, Maroc');
  });

  it('joins the place with the Arabic comma in Arabic, with Latin digits', () => {
    const text = certificateText(FACTS, 'ar');
    expect(text.when).toBe('25 يناير 2026 · Marrakech، المغرب');
    expect(text.when).not.toContain(',');
    expect(places('ar')).toEqual([
      ['الترتيب العام', '8.123', 'من أصل 12.455'],
      ['الترتيب حسب الجنس', '2.951', 'من أصل 5.012'],
      ['الترتيب في الفئة العمرية', '412', 'F35 · من أصل 1.304'],
    ]);
  });

  it('leaves out an unknown count rather than printing "of 0"', () => {
    const text = certificateText({ ...FACTS, genderFinishers: null, finisherCount: 0 }, 'en');
    expect(text.cells.find((cell) => cell.label === 'Gender place')?.note).toBeNull();
    expect(text.cells.find((cell) => cell.label === 'Overall place')?.note).toBeNull();
  });

  it('gives the share card the same place and date', () => {
    const card = shareCardText({ ...FACTS, status: 'finished', splits: [] }, 'ar');
    expect(card.event.map((piece) => piece.text)).toEqual([
      'Marathon International de Marrakech',
      '25 يناير 2026',
      'Marrakech، المغرب',
    ]);
  });
});
