import { describe, expect, it } from 'vitest';
import { countFound, matchRunners, type RunnerDetail, summarizeRunner } from './my-runner';

type TestSplit = RunnerDetail['splits'][number];

function split(
  checkpointId: string,
  km: number,
  minutes: number | null,
  place: number | null = null,
): TestSplit {
  return {
    checkpointId,
    name: `${km} km`,
    distanceM: km * 1000,
    kind: km === 10 ? 'finish' : 'split',
    isReached: minutes !== null,
    at: minutes === null ? null : new Date(Date.UTC(2026, 10, 22, 19, minutes)).toISOString(),
    fromStartMs: minutes === null ? null : minutes * 60_000,
    overallPlace: place,
  };
}

function detail(
  bib: string,
  status: RunnerDetail['participant']['status'],
  splits: TestSplit[],
  result: RunnerDetail['result'] = { officialTimeMs: null, overallPlace: null },
): RunnerDetail {
  return {
    participant: { id: `p${bib}`, bib, name: 'Amina El Idrissi', club: 'Atlas RC', nation: 'MA', status },
    result,
    splits,
  };
}

describe('a followed runner’s latest passing', () => {
  it('is the furthest checkpoint reached, with the time and place there', () => {
    const runner = summarizeRunner(
      detail('12', 'started', [split('km5', 5, 24, 31), split('finish', 10, null)]),
    );
    expect(runner).toMatchObject({
      isFound: true,
      name: 'Amina El Idrissi',
      status: 'started',
      latest: { checkpointId: 'km5', name: '5 km', distanceM: 5000, fromStartMs: 24 * 60_000, place: 31 },
      officialTimeMs: null,
      overallPlace: null,
    });
  });

  it('skips a missing read: the last one there is counts', () => {
    const runner = summarizeRunner(
      detail('12', 'started', [split('km3', 3, 15, 40), split('km5', 5, null), split('km7', 7, 35, 28)]),
    );
    expect(runner.isFound && runner.latest?.checkpointId).toBe('km7');
  });

  it('is none before the first checkpoint', () => {
    const runner = summarizeRunner(detail('12', 'registered', [split('km5', 5, null)]));
    expect(runner.isFound && runner.latest).toBeNull();
  });

  it('gives the official time and place once finished, and not for a disqualified runner', () => {
    const finished = summarizeRunner(
      detail('12', 'finished', [split('finish', 10, 48, 9)], { officialTimeMs: 2_880_000, overallPlace: 9 }),
    );
    expect(finished).toMatchObject({
      officialTimeMs: 2_880_000,
      overallPlace: 9,
      latest: { kind: 'finish' },
    });
    const dsq = summarizeRunner(
      detail('12', 'dsq', [split('finish', 10, 48, 9)], { officialTimeMs: 2_880_000, overallPlace: 9 }),
    );
    expect(dsq).toMatchObject({ status: 'dsq', officialTimeMs: null, overallPlace: null });
  });
});

describe('the runners of a followed list', () => {
  it('come in the list’s order, matched ignoring case; unknown bibs are "not found"', () => {
    const runners = matchRunners(
      ['7', 'a-1', '404'],
      [detail('A-1', 'started', []), detail('7', 'finished', [])],
    );
    expect(runners.map((runner) => [runner.bib, runner.isFound])).toEqual([
      ['7', true],
      ['A-1', true],
      ['404', false],
    ]);
    expect(
      countFound([
        {
          contestId: '10k',
          contestName: '10 km',
          state: 'ongoing',
          precisionMs: 1000,
          bibs: ['7', 'a-1', '404'],
          runners,
        },
      ]),
    ).toBe(2);
  });
});
