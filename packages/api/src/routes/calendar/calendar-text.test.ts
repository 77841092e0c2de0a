import { describe, expect, it } from 'vitest';
import { formatKm, localStart, nameSaysDistance, placeName } from './calendar-text.js';

describe('a contest name that says its distance', () => {
  it('is one with the distance in km, however it is written', () => {
    for (const name of [
      '10 km',
      '10K',
      '10k de Rabat',
      'Corrida 10 KM',
      'Semi 21,1 km',
      'Half 21.1K',
      '10 كم',
    ])
      expect(nameSaysDistance(name, name.includes('21') ? 21_097.5 : 10_000), name).toBe(true);
  });

  it('is not one with another number, a word or a longer number that ends the same', () => {
    expect(nameSaysDistance('Marathon', 42_195)).toBe(false);
    expect(nameSaysDistance('5 km', 10_000)).toBe(false);
    expect(nameSaysDistance('110 km', 10_000)).toBe(false);
    expect(nameSaysDistance('10 kids', 10_000)).toBe(false);
    expect(nameSaysDistance('Edition 10', 10_000)).toBe(false);
  });
});

describe('the calendar’s words', () => {
  it('formats the distance, the start and the place in the language', () => {
    expect(formatKm(42_195, 'en')).toBe('42.195 km');
    expect(formatKm(10_000, 'ar')).toBe('10 كم');
    const gun = Date.UTC(2026, 4, 10, 7, 0);
    expect(localStart(gun, 'Africa/Casablanca', 'es')).toBe(
      'domingo, 10 de mayo de 2026, 8:00 (Africa/Casablanca)',
    );
    // A zone Intl does not know: the start in UTC, said so.
    expect(localStart(gun, 'Mars/Olympus', 'en')).toBe('Sunday, 10 May 2026 at 07:00 (UTC)');
    expect(placeName('Rabat', 'MA', 'ar')).toBe('Rabat، المغرب');
    expect(placeName('Rabat', 'MA', 'fr')).toBe('Rabat, Maroc');
  });
});
