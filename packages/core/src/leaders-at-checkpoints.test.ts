import { describe, expect, it } from 'vitest';
import { computeResults } from './compute-results.js';
import { leadersAtCheckpoints } from './leaders-at-checkpoints.js';
import { finisher, makeEntry, makeSetup, MINUTE, read } from './testing/contest-fixture.js';

const setup = makeSetup();
const rows = computeResults(setup, [
  finisher('1', 40 * MINUTE, { gender: 'f' }),
  finisher('2', 42 * MINUTE, { gender: 'm' }),
  finisher('3', 38 * MINUTE, { gender: 'm', timerStatus: 'dsq' }),
  makeEntry('4', { gender: 'f', reads: [read('km5', 19 * MINUTE)] }),
  makeEntry('5', { gender: 'm', reads: [read('km5', 22 * MINUTE)] }),
]);

function summary(leaders: ReturnType<typeof leadersAtCheckpoints>) {
  return leaders.map(({ checkpointId, leaders: list }) => [
    checkpointId,
    list.map((leader) => [leader.bib, leader.place, leader.gapMs]),
  ]);
}

describe('leadersAtCheckpoints', () => {
  it('lists the first N by time at each split and finish checkpoint, in course order', () => {
    expect(summary(leadersAtCheckpoints(setup, rows, { limit: 2 }))).toEqual([
      [
        'km5',
        [
          ['4', 1, 0],
          ['1', 2, MINUTE],
        ],
      ],
      [
        'finish',
        [
          ['1', 1, 0],
          ['2', 2, 2 * MINUTE],
        ],
      ],
    ]);
  });

  it('leaves out DSQ participants and the start mat', () => {
    const bibs = leadersAtCheckpoints(setup, rows, { limit: 10 }).flatMap((checkpoint) =>
      checkpoint.leaders.map((leader) => leader.bib),
    );
    expect(bibs).not.toContain('3');
    expect(
      leadersAtCheckpoints(setup, rows, { limit: 1 }).map((checkpoint) => checkpoint.checkpointId),
    ).toEqual(['km5', 'finish']);
  });

  it('a gender filter lists that gender with gender places', () => {
    expect(summary(leadersAtCheckpoints(setup, rows, { limit: 3, gender: 'm' }))).toEqual([
      [
        'km5',
        [
          ['2', 1, 0],
          ['5', 2, MINUTE],
        ],
      ],
      ['finish', [['2', 1, 0]]],
    ]);
  });

  it('a checkpoint nobody reached has no leaders', () => {
    expect(leadersAtCheckpoints(setup, [], { limit: 3 }).map((checkpoint) => checkpoint.leaders)).toEqual([
      [],
      [],
    ]);
  });
});
