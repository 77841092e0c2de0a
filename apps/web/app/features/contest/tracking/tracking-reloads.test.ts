import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passingKey } from '../../shared/live-stream-state';
import { changedBibs, createReloadPacer } from './tracking-reloads';

const read = (bib: string, checkpointId = 'km5', at = '2026-06-15T08:20:00.000Z') => ({
  bib,
  checkpointId,
  at,
});

describe('changedBibs', () => {
  const followed = new Set(['5', '7', '9']);

  it('names the followed bibs with reads not seen before, once each', () => {
    const first = [read('7', 'km10'), read('3'), read('7'), read('5')];
    const change = changedBibs(first, followed, new Set(), 100);
    expect(change.what).toEqual(['7', '5']);
    expect(change.seen).toEqual(new Set(first.map(passingKey)));

    // Newer reads on top of the kept ones: only the new ones count.
    const next = changedBibs([read('9', 'finish'), read('4'), ...first], followed, change.seen, 100);
    expect(next.what).toEqual(['9']);
    expect(changedBibs([read('4'), ...first], followed, change.seen, 100).what).toEqual([]);
    expect(changedBibs(first, new Set(), new Set(), 100).what).toEqual([]);
  });

  it('asks for every card when the kept list is all new and full: reads may have been dropped', () => {
    const burst = Array.from({ length: 5 }, (_, i) => read(String(100 + i)));
    expect(changedBibs(burst, followed, new Set(), 5).what).toBe('all');
    expect(changedBibs(burst, followed, new Set([passingKey(burst[4]!)]), 5).what).toEqual([]);
    expect(changedBibs(burst, new Set(), new Set(), 5).what).toEqual([]);
  });
});

describe('createReloadPacer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('reloads at once, then once at the end of the gap with the bibs seen meanwhile', () => {
    const reload = vi.fn();
    const pacer = createReloadPacer(reload);
    pacer.request(['5'], 5_000);
    expect(reload).toHaveBeenLastCalledWith(['5']);
    vi.advanceTimersByTime(1_000);
    pacer.request(['7'], 5_000);
    pacer.request([], 5_000);
    pacer.request(['9', '7'], 5_000);
    vi.advanceTimersByTime(3_999);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenLastCalledWith(['7', '9']);
    // Quiet for longer than the gap: the next read reloads at once.
    vi.advanceTimersByTime(6_000);
    pacer.request(['5'], 5_000);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('gathers into `all`, reloads on every read with no gap, and plans nothing once disposed', () => {
    const reload = vi.fn();
    const pacer = createReloadPacer(reload);
    pacer.request(['5'], 0);
    pacer.request(['7'], 0);
    expect(reload.mock.calls).toEqual([[['5']], [['7']]]);
    pacer.request([], 0);
    expect(reload).toHaveBeenCalledTimes(2);
    pacer.request(['5'], 1_000);
    pacer.request('all', 1_000);
    pacer.request(['9'], 1_000);
    vi.advanceTimersByTime(1_000);
    expect(reload).toHaveBeenLastCalledWith('all');
    pacer.request(['5'], 1_000);
    pacer.dispose();
    vi.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
