import { MAX_TRACKED_BIBS } from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import {
  addBibs,
  bibsSearch,
  MAX_FOLLOWED,
  parseBibs,
  reloadGapMs,
  removeBib,
  storageKey,
} from './tracking-bibs';

describe('tracking bibs', () => {
  it('follows as many bibs as the tracking API takes in one call', () => {
    expect(MAX_FOLLOWED).toBe(MAX_TRACKED_BIBS);
  });

  it('reads bibs separated by commas, spaces or semicolons, dropping invalid and repeated ones', () => {
    expect(parseBibs('12, 345;A-7  12 a-7 <b> ' + 'x'.repeat(17))).toEqual(['12', '345', 'A-7']);
    expect(parseBibs('')).toEqual([]);
    expect(parseBibs(null)).toEqual([]);
  });

  it('follows a whole club, up to a safety limit that keeps the shared URL short', () => {
    const bibs = (count: number, width = 1) =>
      Array.from({ length: count }, (_, i) => String(i + 1).padStart(width, '0'));
    expect(parseBibs(bibs(50).join(','))).toEqual(bibs(50));
    expect(MAX_FOLLOWED).toBeGreaterThanOrEqual(100);
    expect(parseBibs(bibs(MAX_FOLLOWED + 30).join(','))).toEqual(bibs(MAX_FOLLOWED));
    expect(addBibs(bibs(MAX_FOLLOWED), '100000')).toEqual(bibs(MAX_FOLLOWED));
    // The longest list, every bib at the longest, stays well under nginx's 8 kB request line.
    const longest = bibsSearch(bibs(MAX_FOLLOWED, 16));
    expect(parseBibs(longest.slice('?bibs='.length))).toHaveLength(MAX_FOLLOWED);
    expect(longest.length).toBeLessThan(4096);
  });

  it('spaces out the reloads of a long list', () => {
    expect(reloadGapMs(1)).toBeLessThanOrEqual(100);
    expect(reloadGapMs(10)).toBeLessThanOrEqual(500);
    expect(reloadGapMs(100)).toBeGreaterThan(reloadGapMs(10));
    expect(reloadGapMs(MAX_FOLLOWED)).toBe(5_000);
    expect(reloadGapMs(10_000)).toBe(5_000);
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
