import { describe, expect, it } from 'vitest';
import { comparableBibs, initialPicks, togglePick } from './compare-pick';
import type { MyRunner } from './my-runner';

function runner(bib: string, isFound = true): MyRunner {
  if (!isFound) return { bib, isFound: false };
  return {
    bib,
    isFound: true,
    id: `p${bib}`,
    name: `Runner ${bib}`,
    club: null,
    nation: null,
    status: 'started',
    latest: null,
    officialTimeMs: null,
    overallPlace: null,
  };
}

const runners = [runner('7'), runner('404', false), runner('12'), runner('3'), runner('A-9'), runner('55')];

describe('the runners ticked to compare', () => {
  it('are the first ones followed that the race knows, at most the compare page’s limit', () => {
    expect(comparableBibs(runners)).toEqual(['7', '12', '3', 'A-9', '55']);
    expect(initialPicks(runners, 4)).toEqual(['7', '12', '3', 'A-9']);
    expect(initialPicks(runners.slice(0, 3), 4)).toEqual(['7', '12']);
  });

  it('change by a tick or untick, keep the race’s order, and never pass the limit', () => {
    const first = initialPicks(runners, 4);
    const fewer = togglePick(first, '12', runners, 4);
    expect(fewer).toEqual(['7', '3', 'A-9']);
    expect(togglePick(fewer, '55', runners, 4)).toEqual(['7', '3', 'A-9', '55']);
    // Full: a fifth tick does nothing.
    expect(togglePick(first, '55', runners, 4)).toEqual(first);
    // Case does not matter; a bib the race does not know is never ticked.
    expect(togglePick(fewer, 'a-9', runners, 4)).toEqual(['7', '3']);
    expect(togglePick(['7'], '404', runners, 4)).toEqual(['7']);
  });
});
