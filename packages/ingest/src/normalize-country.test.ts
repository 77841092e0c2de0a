import { describe, expect, it } from 'vitest';
import { ALPHA3_BY_ALPHA2 } from './country-codes.js';
import { isCountryCode, normalizeCountry } from './normalize-country.js';

describe('normalizeCountry', () => {
  it('accepts alpha-2 in any case and upper-cases it', () => {
    expect(normalizeCountry('MA')).toBe('MA');
    expect(normalizeCountry(' fr ')).toBe('FR');
    expect(normalizeCountry('UK')).toBe('GB');
  });

  it('maps ISO alpha-3 and IOC codes', () => {
    expect(normalizeCountry('MAR')).toBe('MA');
    expect(normalizeCountry('ESP')).toBe('ES');
    expect(normalizeCountry('fra')).toBe('FR');
    expect(normalizeCountry('GER')).toBe('DE');
    expect(normalizeCountry('DEU')).toBe('DE');
    expect(normalizeCountry('SUI')).toBe('CH');
    expect(normalizeCountry('NED')).toBe('NL');
    expect(normalizeCountry('ALG')).toBe('DZ');
    expect(normalizeCountry('RSA')).toBe('ZA');
  });

  it('recognises country names in English, French, Spanish and Arabic', () => {
    expect(normalizeCountry('Morocco')).toBe('MA');
    expect(normalizeCountry('Maroc')).toBe('MA');
    expect(normalizeCountry('Marruecos')).toBe('MA');
    expect(normalizeCountry('المغرب')).toBe('MA');
    expect(normalizeCountry('kenya')).toBe('KE');
  });

  it('returns null for what is not a country', () => {
    for (const text of ['XX', 'EU', 'ZZ', 'ABC', 'Atlantis']) expect(normalizeCountry(text)).toBeNull();
  });

  it('covers at least 60 nations, all with valid alpha-2 keys and no code used twice', () => {
    const keys = Object.keys(ALPHA3_BY_ALPHA2);
    expect(keys.length).toBeGreaterThanOrEqual(60);
    expect(keys.filter((key) => !isCountryCode(key))).toEqual([]);
    const codes = Object.values(ALPHA3_BY_ALPHA2).flatMap((codes) => codes.split(' '));
    expect(new Set(codes).size).toBe(codes.length);
  });
});
