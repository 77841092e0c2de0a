import type { LiveSnapshot } from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import { LIVE_PASSINGS_SHOWN, liveEmptyState, liveViewFromSnapshot } from './live-view';

const passing = (seq: number, bib: string, checkpointId: string, fromStartMs: number | null) => ({
  seq,
  participantId: bib,
  bib,
  name: `Runner ${bib}`,
  gender: 'f' as const,
  country: 'MA',
  checkpointId,
  at: new Date(Date.UTC(2026, 10, 22, 19, 0, seq)).toISOString(),
  fromStartMs,
  place: 1,
  genderPlace: 1,
  status: 'started' as const,
});

describe('liveViewFromSnapshot', () => {
  const snapshot: LiveSnapshot = {
    eventId: 'e',
    contestId: 'c',
    version: 3,
    cursor: 99,
    startedCount: 40,
    finishedCount: 2,
    ranking: [
      {
        position: 1,
        participantId: '7',
        bib: '7',
        name: 'Runner 7',
        gender: 'm',
        country: 'MA',
        status: 'finished',
        lastCheckpointId: 'finish',
        fromStartMs: 1_800_000,
      },
    ],
    checkpoints: [
      {
        checkpointId: 'km5',
        name: '5 km',
        distanceM: 5000,
        kind: 'split',
        leaders: [
          {
            place: 1,
            participantId: '7',
            bib: '7',
            name: 'Runner 7',
            gender: 'm',
            country: 'MA',
            fromStartMs: 900_000,
            gapMs: 0,
          },
        ],
      },
    ],
    passings: Array.from({ length: 20 }, (_, i) => passing(i, String(i), 'km5', 900_000 + i * 1000)),
  };

  it('keeps the ranking and leaders, and lists the newest passings first', () => {
    const view = liveViewFromSnapshot(snapshot);
    expect(view.startedCount).toBe(40);
    expect(view.ranking[0]).toMatchObject({
      position: 1,
      bib: '7',
      checkpointId: 'finish',
      fromStartMs: 1_800_000,
    });
    expect(view.checkpoints[0]?.leaders[0]).toMatchObject({ place: 1, bib: '7', gapMs: 0 });
    expect(view.passings).toHaveLength(LIVE_PASSINGS_SHOWN);
    expect(view.passings[0]?.bib).toBe('19');
    expect(new Set(view.passings.map((p) => p.key)).size).toBe(LIVE_PASSINGS_SHOWN);
  });
});

describe('liveEmptyState', () => {
  const gun = '2026-11-24T19:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('waits for the first passings once the gun has gone on the race day', () => {
    expect(liveEmptyState('ongoing', gun, at(gun))).toBe('waiting');
    expect(liveEmptyState('ongoing', gun, at('2026-11-24T19:40:00Z'))).toBe('waiting');
  });

  it('says not started earlier on the race day, before the race day and after it', () => {
    expect(liveEmptyState('ongoing', gun, at('2026-11-24T00:15:00Z'))).toBe('notStarted');
    expect(liveEmptyState('ongoing', gun, at(gun) - 1)).toBe('notStarted');
    expect(liveEmptyState('upcoming', gun, at('2026-11-20T12:00:00Z'))).toBe('notStarted');
    expect(liveEmptyState('completed', gun, at('2026-11-26T12:00:00Z'))).toBe('notStarted');
  });
});
