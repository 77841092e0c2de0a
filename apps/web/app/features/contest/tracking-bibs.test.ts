import { describe, expect, it } from 'vitest';
import { addBibs, bibsSearch, MAX_FOLLOWED, parseBibs, removeBib, storageKey } from './tracking-bibs';

describe('tracking bibs', () => {
  it('reads bibs separated by commas, spaces or semicolons, dropping invalid and repeated ones', () => {
    expect(parseBibs('12, 345;A-7  12 a-7 <b> ' + 'x'.repeat(17))).toEqual(['12', '345', 'A-7']);
    expect(parseBibs('')).toEqual([]);
    expect(parseBibs(null)).toEqual([]);
  });

  it(`follows at most ${MAX_FOLLOWED}`, () => {
    const many = Array.from({ length: 15 }, (_, i) => String(i + 1)).join(',');
    expect(parseBibs(many)).toHaveLength(MAX_FOLLOWED);
  });

  it('adds and removes', () => {
    expect(addBibs(['12'], '7 12')).toEqual(['12', '7']);
    expect(removeBib(['12', 'A-7'], 'a-7')).toEqual(['12']);
  });

  it('writes the shareable query and the storage key', () => {
    expect(bibsSearch(['12', '345'])).toBe('?bibs=12,345');
    expect(bibsSearch([])).toBe('?bibs=');
    expect(storageKey('marrakech-marathon', 'marathon')).toBe(
      'finishline:tracking:marrakech-marathon:marathon',
    );
  });
});
