import { describe, expect, it } from 'vitest';
import { countryTables } from './country-dataset.js';
import { isCountryCode, normalizeCountry } from './normalize-country.js';

const code = (text: string, words?: Record<string, string | null>) => {
  const parsed = normalizeCountry(text, words);
  return parsed.ok ? parsed.code : 'refused';
};

describe('normalizeCountry', () => {
  it('accepts alpha-2 in any case and upper-cases it', () => {
    expect(code('MA')).toBe('MA');
    expect(code(' fr ')).toBe('FR');
    expect(code('UK')).toBe('GB');
    expect(code('NA')).toBe('NA'); // Namibia, not "not available"
  });

  it('maps ISO alpha-3 and IOC codes', () => {
    expect(code('MAR')).toBe('MA');
    expect(code('fra')).toBe('FR');
    expect(code('GER')).toBe('DE');
    expect(code('DEU')).toBe('DE');
    expect(code('SUI')).toBe('CH');
    expect(code('RSA')).toBe('ZA');
  });

  it('knows every IOC code met in real marathon and triathlon exports, historic ones included', () => {
    const ioc: Record<string, string> = {
      SIN: 'SG',
      BER: 'BM',
      CAY: 'KY',
      ESA: 'SV',
      TRI: 'TT',
      BAH: 'BS',
      LIE: 'LI',
      JAM: 'JM',
      IVB: 'VG',
      OMA: 'OM',
      HON: 'HN',
      CPV: 'CV',
      DMA: 'DM',
      KUW: 'KW',
      GUY: 'GY',
      ARU: 'AW',
      CAF: 'CF',
      NCA: 'NI',
      AHO: 'CW',
      SGP: 'SG',
      TTO: 'TT',
    };
    for (const [text, expected] of Object.entries(ioc)) expect([text, code(text)]).toEqual([text, expected]);
  });

  it('knows every ISO alpha-3 code met in real exports', () => {
    const iso: Record<string, string> = {
      VGB: 'VG',
      TCA: 'TC',
      FRO: 'FO',
      SLV: 'SV',
      BRB: 'BB',
      GGY: 'GG',
      IMN: 'IM',
      COD: 'CD',
      TGO: 'TG',
      HND: 'HN',
      ASM: 'AS',
      GRL: 'GL',
      GEO: 'GE',
      MUS: 'MU',
      TCD: 'TD',
      TTO: 'TT',
      MDA: 'MD',
      UZB: 'UZ',
      HTI: 'HT',
      FSM: 'FM',
    };
    for (const [text, expected] of Object.entries(iso)) expect([text, code(text)]).toEqual([text, expected]);
  });

  it('has every country of the dataset under its alpha-2 and alpha-3 codes', () => {
    const { alpha2, codes } = countryTables();
    expect(alpha2.size).toBeGreaterThanOrEqual(240);
    for (const country of alpha2) expect(code(country)).toBe(country);
    expect([...codes.values()].every((target) => alpha2.has(target))).toBe(true);
  });

  it('recognises names in English (old ones too), French, Spanish and Arabic', () => {
    expect(code('Morocco')).toBe('MA');
    expect(code('Maroc')).toBe('MA');
    expect(code('Marruecos')).toBe('MA');
    expect(code('المغرب')).toBe('MA');
    expect(code('kenya')).toBe('KE');
    expect(code('Turkey')).toBe('TR');
    expect(code('Türkiye')).toBe('TR');
    expect(code('Hong Kong')).toBe('HK');
    expect(code('Trinidad and Tobago')).toBe('TT');
    expect(code('Trinidad & Tobago')).toBe('TT');
    expect(code('Allemagne')).toBe('DE');
    expect(code('Estados Unidos')).toBe('US');
  });

  it('reads Unknown and blank as no country', () => {
    for (const text of ['Unknown', 'UNKNOWN', '', ' ', 'n/a', 'Inconnu']) expect(code(text)).toBeNull();
  });

  it("takes the organiser's own words first, to a country or to none", () => {
    const words = { 'Pays Basque': 'ES', 'Sans club': null, Holland: 'BE' };
    expect(code('pays basque', words)).toBe('ES');
    expect(code('SANS CLUB', words)).toBeNull();
    expect(code('Holland', words)).toBe('BE'); // the organiser's word wins over the dataset's
    expect(code('Basque Country')).toBe('refused');
  });

  it('refuses what is not a country', () => {
    for (const text of ['XX', 'EU', 'ZZ', 'ABC', 'Atlantis']) expect(code(text)).toBe('refused');
  });

  it('isCountryCode accepts alpha-2 codes Intl names only', () => {
    expect(isCountryCode('MA')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('ma')).toBe(false);
  });
});
