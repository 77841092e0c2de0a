import { describe, expect, it } from 'vitest';
import { MAX_FOLLOWED } from './follow-store';
import { countRunners, formatRunners, orderLists, parseRunners, runnersSearch } from './runners-param';

describe('the My runners URL', () => {
  it('reads contests and their bibs', () => {
    expect(parseRunners('marathon:12,345;half:7')).toEqual([
      { contestId: 'marathon', bibs: ['12', '345'] },
      { contestId: 'half', bibs: ['7'] },
    ]);
    expect(parseRunners('')).toEqual([]);
    expect(parseRunners(null)).toEqual([]);
  });

  it('drops bad contests and bibs, merges a repeated contest, and keeps the event’s order', () => {
    expect(parseRunners('half:7;:5;bad id:1;marathon:<b>;half:8,7;x:1', ['marathon', 'half'])).toEqual([
      { contestId: 'half', bibs: ['7', '8'] },
    ]);
    expect(parseRunners('half:7;marathon:1', ['marathon', 'half']).map((list) => list.contestId)).toEqual([
      'marathon',
      'half',
    ]);
  });

  it('keeps at most one list’s worth of bibs per contest', () => {
    const many = Array.from({ length: MAX_FOLLOWED + 5 }, (_, i) => String(i + 1)).join(',');
    expect(parseRunners(`c:${many}`)[0]?.bibs).toHaveLength(MAX_FOLLOWED);
  });

  it('writes what it reads, and an empty list as an empty parameter', () => {
    const lists = [
      { contestId: 'marathon', bibs: ['12', 'A-7'] },
      { contestId: 'half', bibs: [] },
      { contestId: '10k', bibs: ['3'] },
    ];
    expect(formatRunners(lists)).toBe('marathon:12,A-7;10k:3');
    expect(parseRunners(formatRunners(lists))).toEqual([lists[0], lists[2]]);
    expect(runnersSearch(lists)).toBe('?runners=marathon:12,A-7;10k:3');
    expect(runnersSearch([])).toBe('?runners=');
    expect(new URLSearchParams(runnersSearch(lists)).get('runners')).toBe('marathon:12,A-7;10k:3');
  });

  it('counts runners and orders contests like the event', () => {
    const lists = [
      { contestId: 'z', bibs: ['1'] },
      { contestId: 'half', bibs: ['2', '3'] },
      { contestId: 'marathon', bibs: ['4'] },
    ];
    expect(countRunners(lists)).toBe(4);
    expect(orderLists(lists, ['marathon', 'half']).map((list) => list.contestId)).toEqual([
      'marathon',
      'half',
      'z',
    ]);
  });
});
