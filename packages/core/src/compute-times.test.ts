import { describe, expect, it } from 'vitest';
import { computeResults } from './compute-results.js';
import { finisher, GUN, makeEntry, makeSetup, MINUTE, read, rowOf } from './testing/contest-fixture.js';

const FINISH = 50 * MINUTE + 12_345;

function timesOf(setup = makeSetup(), entry = finisher('1', FINISH)) {
  const { gunTimeMs, netTimeMs, officialTimeMs } = rowOf(computeResults(setup, [entry]), entry.bib);
  return { gunTimeMs, netTimeMs, officialTimeMs };
}

describe('times', () => {
  it('gun time is the finish read minus the contest start', () => {
    expect(timesOf().gunTimeMs).toBe(50 * MINUTE + 12_000);
  });

  it("net time is the finish read minus the participant's own start read", () => {
    const entry = makeEntry('1', { reads: [read('start', 45_000), read('finish', FINISH)] });
    expect(timesOf(makeSetup(), entry)).toEqual({
      gunTimeMs: 50 * MINUTE + 12_000,
      netTimeMs: 49 * MINUTE + 27_000,
      officialTimeMs: 50 * MINUTE + 12_000,
    });
  });

  it('net time uses the wave start without a start read', () => {
    const entry = finisher('1', FINISH, { waveStart: GUN + 5 * MINUTE });
    expect(timesOf(makeSetup(), entry).netTimeMs).toBe(45 * MINUTE + 12_000);
  });

  it('a start read wins over the wave start', () => {
    const entry = makeEntry('1', {
      waveStart: GUN + 5 * MINUTE,
      reads: [read('start', 6 * MINUTE), read('finish', FINISH)],
    });
    expect(timesOf(makeSetup(), entry).netTimeMs).toBe(44 * MINUTE + 12_000);
  });

  it('net time falls back to gun time without a start read', () => {
    const { gunTimeMs, netTimeMs } = timesOf();
    expect(netTimeMs).toBe(gunTimeMs);
  });

  it('a start read within the tolerance before the gun starts at the gun, so net never exceeds gun', () => {
    const entry = makeEntry('1', { reads: [read('start', -3000), read('finish', FINISH)] });
    expect(timesOf(makeSetup(), entry).netTimeMs).toBe(50 * MINUTE + 12_000);
  });

  it('an own start after a split read is impossible and net time falls back to gun time', () => {
    const entry = finisher('1', FINISH, { waveStart: GUN + 40 * MINUTE });
    expect(timesOf(makeSetup(), entry).netTimeMs).toBe(50 * MINUTE + 12_000);
  });

  it('official time is the gun time on a gun-basis contest', () => {
    const entry = makeEntry('1', { reads: [read('start', MINUTE), read('finish', FINISH)] });
    expect(timesOf(makeSetup({ timeBasis: 'gun' }), entry).officialTimeMs).toBe(50 * MINUTE + 12_000);
  });

  it('official time is the net time on a net-basis contest', () => {
    const entry = makeEntry('1', { reads: [read('start', MINUTE), read('finish', FINISH)] });
    expect(timesOf(makeSetup({ timeBasis: 'net' }), entry).officialTimeMs).toBe(49 * MINUTE + 12_000);
  });

  it('truncates to 0.1 s', () => {
    expect(timesOf(makeSetup({ precisionMs: 100 }))).toEqual({
      gunTimeMs: 50 * MINUTE + 12_300,
      netTimeMs: 50 * MINUTE + 12_300,
      officialTimeMs: 50 * MINUTE + 12_300,
    });
  });

  it('truncates to the second by default, never rounding up', () => {
    expect(timesOf(makeSetup(), finisher('1', 50 * MINUTE + 999)).officialTimeMs).toBe(50 * MINUTE);
  });

  it('keeps milliseconds at 0.001 s', () => {
    expect(timesOf(makeSetup({ precisionMs: 1 })).officialTimeMs).toBe(FINISH);
  });

  it('only finished participants have times', () => {
    expect(timesOf(makeSetup(), makeEntry('1', { reads: [read('km5', 20 * MINUTE)] }))).toEqual({
      gunTimeMs: null,
      netTimeMs: null,
      officialTimeMs: null,
    });
  });
});
