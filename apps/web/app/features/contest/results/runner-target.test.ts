import { describe, expect, it } from 'vitest';
import { contestPath } from '@finishline/contract/page-paths';
import { runnerTarget } from './runner-target';

describe('runner target', () => {
  it('opens the results page holding the runner, highlighted, with the row’s anchor', () => {
    const path = contestPath('marrakech-marathon', 'marathon', 'results');
    expect(path).toBe('/event/marrakech-marathon/contest/marathon/results');
    expect(runnerTarget(path, { id: 'm 1', resultsRank: 218 }, 'Anna Müller', 3)).toBe(
      `${path}?page=3&highlight=m+1&others=3&for=Anna+M%C3%BCller#p-m%201`,
    );
    expect(runnerTarget(`/ar${path}`, { id: '7', resultsRank: 100 }, '7', 0)).toBe(
      `/ar${path}?page=1&highlight=7&for=7#p-7`,
    );
    expect(runnerTarget(path, { id: '8', resultsRank: 101 }, '8', 0)).toMatch(/\?page=2&/);
  });
});
