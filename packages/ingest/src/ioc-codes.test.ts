import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { IOC_CODES } from './ioc-codes.js';
import { normalizeCountry } from './normalize-country.js';

/** The IOC's list of NOCs, as committed (fixtures/ioc-nocs.csv, where it comes from is said at its top). */
const NOCS = readFileSync(new URL('./fixtures/ioc-nocs.csv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'))
  .slice(1)
  .map((line) => {
    const match = /^([A-Z]{3}),(?:"(.*)"|(.*))$/.exec(line);
    if (!match) throw new Error(`not a NOC line: ${line}`);
    return { code: match[1] ?? '', name: match[2] ?? match[3] ?? '' };
  });

const iso3 = new Map(
  (createRequire(import.meta.url)('world-countries') as { cca2: string; cca3: string }[]).map((c) => [
    c.cca2,
    c.cca3,
  ]),
);

/** The country a NOC's name says (the dataset's and Intl's names: nothing of IOC_CODES). */
function countryOfName(name: string): string | null {
  const parsed = normalizeCountry(name);
  return parsed.ok ? parsed.code : null;
}

describe('IOC codes', () => {
  it('has the IOC list as committed: 206 NOCs, each code once, each name a country', () => {
    expect(NOCS).toHaveLength(206);
    expect(new Set(NOCS.map((noc) => noc.code)).size).toBe(206);
    expect(NOCS.filter((noc) => countryOfName(noc.name) === null)).toEqual([]);
  });

  it('reads every NOC code as the country the IOC names for it', () => {
    const wrong = NOCS.flatMap(({ code, name }) => {
      const parsed = normalizeCountry(code, {}, 'ioc');
      const got = parsed.ok ? parsed.code : null;
      return got === countryOfName(name) ? [] : [`${code} (${name}): ${got}`];
    });
    expect(wrong).toEqual([]);
  });

  it('lists exactly the NOC codes that are not their country’s ISO alpha-3', () => {
    const differing = NOCS.filter(({ code, name }) => iso3.get(countryOfName(name) ?? '') !== code)
      .map(({ code }) => code)
      .sort();
    expect(Object.keys(IOC_CODES).sort()).toEqual(differing);
    expect(differing).toEqual(
      expect.arrayContaining(['LIB', 'GER', 'NED', 'SUI', 'RSA', 'POR', 'DEN', 'CRO']),
    );
  });

  it('asks about BRN, Bahrain’s IOC code and Brunei’s ISO code, in a results export; IOF XML means Bahrain', () => {
    expect(normalizeCountry('BRN')).toEqual({ ok: false, ambiguous: { iso: 'BN', ioc: 'BH' } });
    expect(normalizeCountry('brn', { BRN: 'BH' })).toEqual({ ok: true, code: 'BH' });
    expect(normalizeCountry('BRN', {}, 'ioc')).toEqual({ ok: true, code: 'BH' });
    // Every other NOC code reads the same either way.
    const others = NOCS.filter(({ code }) => code !== 'BRN');
    expect(others.filter(({ code }) => !normalizeCountry(code).ok)).toEqual([]);
  });
});
