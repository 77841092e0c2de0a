import { describe, expect, it } from 'vitest';
import { indexCourse, pickReads, START_READ_TOLERANCE_MS } from './pick-reads.js';
import { GUN, makeSetup, MINUTE, read } from './testing/contest-fixture.js';

const course = indexCourse(makeSetup());

describe('pickReads', () => {
  it('the earliest read after the gun counts at each checkpoint', () => {
    const picked = pickReads(course, GUN, [
      read('finish', 42 * MINUTE),
      read('finish', 40 * MINUTE),
      read('km5', 20 * MINUTE),
    ]);
    expect(picked).toEqual([NaN, GUN + 20 * MINUTE, GUN + 40 * MINUTE]);
  });

  it('split and finish reads before the gun are ignored', () => {
    const picked = pickReads(course, GUN, [
      read('finish', -1),
      read('finish', 40 * MINUTE),
      read('km5', -MINUTE),
    ]);
    expect(picked).toEqual([NaN, NaN, GUN + 40 * MINUTE]);
  });

  it('a start-mat read shortly before the gun counts as a start at the gun', () => {
    expect(pickReads(course, GUN, [read('start', -START_READ_TOLERANCE_MS)])[0]).toBe(GUN);
  });

  it('a start-mat read more than 10 s before the gun is ignored', () => {
    const picked = pickReads(course, GUN, [
      read('start', -START_READ_TOLERANCE_MS - 1),
      read('start', 30_000),
    ]);
    expect(picked[0]).toBe(GUN + 30_000);
  });

  it('reads for unknown checkpoints are ignored', () => {
    expect(pickReads(course, GUN, [read('km7', MINUTE)])).toEqual([NaN, NaN, NaN]);
  });

  it('checkpoints are taken in course order whatever the setup order', () => {
    const shuffled = indexCourse(makeSetup({ checkpoints: [...makeSetup().checkpoints].reverse() }));
    expect(shuffled.checkpoints.map((checkpoint) => checkpoint.id)).toEqual(['start', 'km5', 'finish']);
    expect(shuffled.finishIndex).toBe(2);
  });
});
