import { describe, expect, it } from 'vitest';
import {
  comparePath,
  compareSearch,
  formRedirect,
  MAX_COMPARED,
  parseBibs,
  parseCompareBibs,
  withoutBib,
} from './compare-bibs';

describe('compare bibs', () => {
  it('reads two to four bibs from the URL, deduplicated, invalid ones dropped', () => {
    expect(parseCompareBibs('12,345,678')).toEqual({ bibs: ['12', '345', '678'], isCapped: false });
    expect(parseCompareBibs('12, 12 a-7 A-7 <x>')).toEqual({ bibs: ['12', 'a-7'], isCapped: false });
    expect(parseCompareBibs(null)).toEqual({ bibs: [], isCapped: false });
  });

  it('reads a pasted list up to a limit that keeps the URL short', () => {
    const many = Array.from({ length: 30 }, (_, i) => String(i + 1));
    expect(parseBibs(many.join(' '))).toEqual(many.slice(0, 20));
    expect(parseBibs('x'.repeat(17))).toEqual([]);
  });

  it('keeps the first four and says more were given', () => {
    expect(MAX_COMPARED).toBe(4);
    expect(parseCompareBibs('1,2,3,4,5,6')).toEqual({ bibs: ['1', '2', '3', '4'], isCapped: true });
  });

  it('writes the shareable URL', () => {
    expect(compareSearch(['12', 'A-7'])).toBe('?bibs=12,A-7');
    expect(compareSearch([])).toBe('');
    expect(comparePath('casa 26', 'marathon', ['12'])).toBe(
      '/event/casa%2026/contest/marathon/compare?bibs=12',
    );
  });

  it("tidies the form's fields into the list, empty fields left out", () => {
    const params = new URLSearchParams('bib=12&bib=&bib=345 678&bib=12');
    expect(formRedirect('/fr/event/e/contest/c/compare', params)).toBe(
      '/fr/event/e/contest/c/compare?bibs=12,345,678',
    );
    expect(formRedirect('/x', new URLSearchParams('bib=&bib='))).toBe('/x');
    expect(formRedirect('/x', new URLSearchParams('bibs=1,2'))).toBeNull();
  });

  it('removes a runner whatever the case of the bib', () => {
    expect(withoutBib(['12', 'a-7', '3'], 'A-7')).toEqual(['12', '3']);
  });
});
