/**
 * The inverse of parseBundle: writes a normalized bundle in the documented file format
 * (ISO-8601 instants, `status` for the timer's status), so exported data re-imports unchanged.
 */
import { type ImportBundle } from '@finishline/core';

const iso = (ms: number) => new Date(ms).toISOString();

export function serializeBundle(bundle: ImportBundle): string {
  return JSON.stringify({
    version: 1,
    events: bundle.events,
    contests: bundle.contests.map((c) => ({
      ...c,
      startTime: iso(c.startTime),
      // The file lists checkpoints in course order; `order` is implied.
      checkpoints: c.checkpoints.map(({ order: _order, ...checkpoint }) => checkpoint),
    })),
    participants: bundle.participants.map(({ timerStatus, waveStart, ...p }) => ({
      ...p,
      waveStart: waveStart === null ? null : iso(waveStart),
      status: timerStatus,
    })),
    passings: bundle.passings.map((p) => ({ ...p, at: iso(p.at) })),
    recordings: bundle.recordings.map((r) => ({ ...r, startsAt: iso(r.startsAt) })),
  });
}
