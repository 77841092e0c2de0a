import { describe, expect, it } from 'vitest';
import { shownContestState, shownEventState } from './schedule-state';

const gun = '2026-11-24T19:00:00Z';
const at = (iso: string) => Date.parse(iso);

describe('shownContestState', () => {
  it('is not "ongoing" on its day before the gun, only after it', () => {
    expect(shownContestState('ongoing', gun, at('2026-11-24T08:00:00Z'))).toBe('today');
    expect(shownContestState('ongoing', gun, at(gun) - 1)).toBe('today');
    expect(shownContestState('ongoing', gun, at(gun))).toBe('ongoing');
  });

  it('keeps the other states', () => {
    expect(shownContestState('upcoming', gun, at('2026-11-20T12:00:00Z'))).toBe('upcoming');
    expect(shownContestState('completed', gun, at('2026-11-26T12:00:00Z'))).toBe('completed');
  });
});

describe('shownEventState', () => {
  it('is happening only once a contest has started', () => {
    const starts = [gun, '2026-11-24T21:00:00Z'];
    expect(shownEventState('ongoing', starts, at('2026-11-24T18:00:00Z'))).toBe('today');
    expect(shownEventState('ongoing', starts, at('2026-11-24T19:30:00Z'))).toBe('ongoing');
    expect(shownEventState('ongoing', [], at('2026-11-24T19:30:00Z'))).toBe('today');
    expect(shownEventState('upcoming', starts, at('2026-11-24T19:30:00Z'))).toBe('upcoming');
  });
});
