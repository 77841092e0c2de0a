/**
 * The demo's finish-line recording: the committed video packages/api/assets/demo-finish.mp4, made by
 * scripts/make-demo-recording.sh, whose burned-in race clock runs from 3:50:00 for ten minutes. It is placed on
 * the Marrakech marathon at gun + 3:50:00, the busiest stretch of its finish, so the clock in the picture shows
 * the race time and hundreds of finishers have a clip. The API serves it from its default media folder
 * (packages/api/assets), hence the bare file name.
 */
import { type ContestRecord, type RecordingRecord } from '@finishline/core';

/** Keep in step with CLOCK_START_S and DURATION_S of scripts/make-demo-recording.sh. */
export const DEMO_RECORDING = {
  eventId: 'marrakech-marathon',
  contestId: 'marathon',
  id: 'finish-cam',
  src: 'demo-finish.mp4',
  /** Race time on the clock of the first frame. */
  clockStartMs: (3 * 60 + 50) * 60_000,
  durationMs: 10 * 60_000,
} as const;

/** The recordings of the demo contests (one, when the contest it films is in the data set). */
export function demoRecordings(contests: readonly ContestRecord[]): RecordingRecord[] {
  const { eventId, contestId, id, src, clockStartMs, durationMs } = DEMO_RECORDING;
  const contest = contests.find((c) => c.eventId === eventId && c.id === contestId);
  if (!contest) return [];
  return [{ eventId, contestId, id, src, startsAt: contest.startTime + clockStartMs, durationMs }];
}
