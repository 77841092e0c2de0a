import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareBibs } from './compare-bibs.js';

describe('compareBibs', () => {
  it('orders digit runs as numbers', () => {
    expect(['10', '9', '100', '2'].sort(compareBibs)).toEqual(['2', '9', '10', '100']);
  });

  it('orders mixed bibs part by part', () => {
    expect(['A10', 'A9', 'B1', '10A', '10'].sort(compareBibs)).toEqual(['10', '10A', 'A9', 'A10', 'B1']);
  });

  it('orders bibs equal as numbers by their text, so the order is total', () => {
    expect(['7', '007', '07'].sort(compareBibs)).toEqual(['007', '07', '7']);
  });

  it('compares numbers longer than a double can hold exactly', () => {
    expect(compareBibs('90071992547409931', '90071992547409932')).toBeLessThan(0);
  });

  it('is a consistent total order (property)', () => {
    const bib = fc.stringMatching(/^[A-C0-9]{0,5}$/);
    fc.assert(
      fc.property(bib, bib, bib, (a, b, c) => {
        expect(Math.sign(compareBibs(a, b)) + Math.sign(compareBibs(b, a))).toBe(0);
        expect(compareBibs(a, b) === 0).toBe(a === b);
        if (compareBibs(a, b) <= 0 && compareBibs(b, c) <= 0)
          expect(compareBibs(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
