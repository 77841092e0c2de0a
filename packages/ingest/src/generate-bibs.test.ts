import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BibSource, generateBibs } from './generate-bibs.js';

const row = (name: string, gender = 'F', year = '1987', club = '', extra: string[] = []): BibSource => ({
  identity: [name, gender, year, club],
  extra: [extra[0] ?? '', extra[1] ?? '', extra[2] ?? ''],
});

describe('generateBibs', () => {
  it('gives a runner without namesakes the bib earlier versions gave: N and 8 hex digits of the folded four', () => {
    const folded = ['ann lee', 'f', '1987', 'club ete'].join('\u001f');
    const hash = createHash('sha256').update(folded).digest('hex').slice(0, 8).toUpperCase();
    expect(generateBibs([row('Ann  LEE', 'F', '1987', 'Club-Été')])).toEqual([`N${hash}`]);
  });

  it('tells namesakes apart by country, nation and chip, whatever their order', () => {
    const es = row('María García', 'F', '1985', '', ['', 'ESP']);
    const mx = row('María García', 'F', '1985', '', ['', 'MEX']);
    const other = row('Ann Lee');
    const [bibEs, bibMx, bibOther] = generateBibs([es, mx, other]);
    expect(new Set([bibEs, bibMx, bibOther]).size).toBe(3);
    expect(bibEs).toMatch(/^N[0-9A-F]{8}$/);
    expect(generateBibs([mx, other, es])).toEqual([bibMx, bibOther, bibEs]);
    // The runner without namesakes keeps the bib a file without the García pair gives.
    expect(generateBibs([other])).toEqual([bibOther]);
  });

  it('numbers twins alike in everything in file order, and leaves rows that say nothing without a bib', () => {
    const twin = row('John Smith', 'M', '1990');
    const [first, second, third, none] = generateBibs([twin, twin, twin, row('', '', '', '')]);
    expect(first).toMatch(/^N[0-9A-F]{8}$/);
    expect([second, third]).toEqual([`${first}-2`, `${first}-3`]);
    expect(none).toBe('');
  });

  it('gives two different runners whose 8 digits are the same 16 digits each', () => {
    // Found by trying names: both hash to 44A32FF4….
    const [a, b, c] = generateBibs([row('Runner 385'), row('Runner 5921'), row('Ann Lee')]);
    expect(a).toMatch(/^N44A32FF4[0-9A-F]{8}$/);
    expect(b).toMatch(/^N44A32FF4[0-9A-F]{8}$/);
    expect(a).not.toBe(b);
    expect(c).toMatch(/^N[0-9A-F]{8}$/);
    expect(generateBibs([row('Runner 385')])).toEqual(['N44A32FF4']);
  });

  it('is unique and the same again for any file, namesakes, twins and blank cells included', () => {
    const names = fc.constantFrom('Ann Lee', 'ann lee', 'Ben Roy', 'Cho Kim', 'María García', '');
    const source = fc.record({
      identity: fc.tuple(names, fc.constantFrom('F', 'M', ''), fc.constantFrom('1987', '1990', '')),
      extra: fc.tuple(fc.constantFrom('', 'ESP', 'MEX'), fc.constantFrom('', 'E1', 'E2')),
    });
    fc.assert(
      fc.property(fc.array(source, { maxLength: 40 }), (rows) => {
        const bibs = generateBibs(rows);
        const given = bibs.filter((bib) => bib !== '');
        expect(new Set(given).size).toBe(given.length);
        expect(generateBibs(rows)).toEqual(bibs);
        // Rows that differ only after folding (case, accents) are the same runner: they are numbered, not lost.
        expect(given.every((bib) => /^N[0-9A-F]{8}(?:[0-9A-F]{8})?(?:-\d+)?$/.test(bib))).toBe(true);
      }),
    );
  });

  it('stays unique in a file of 36,000 runners with namesakes, and keeps bibs when unrelated rows change', () => {
    const runner = (i: number) => row(`Runner ${i}`, i % 2 ? 'M' : 'F', String(1950 + (i % 50)));
    // Every 1,200th runner has a namesake of the same gender and year (30 pairs), one of a different nation.
    const rows = Array.from({ length: 36_000 }, (_, i) => runner(i % 1200 === 1 ? i - 1 : i));
    rows[1] = { ...runner(0), extra: ['', 'FRA', ''] };
    const bibs = generateBibs(rows);
    expect(new Set(bibs).size).toBe(36_000);
    const changed = [...rows.slice(0, 20_000), row('Someone New'), ...rows.slice(20_001)];
    const again = generateBibs(changed);
    expect(again.filter((bib, i) => i !== 20_000 && bib !== bibs[i])).toEqual([]);
  });
});
