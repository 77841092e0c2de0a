/**
 * The state a page shows for an event or a contest. The API calls a contest `ongoing` for the whole of
 * its day, gun or not, and an event `ongoing` on any of its days; "Happening now" is shown only once a
 * contest has started. Before that, on the day, a contest shows its start time and an event "Today".
 */
import type { ScheduleStateCode } from '@finishline/contract';

export type ShownState = 'upcoming' | 'today' | 'ongoing' | 'completed';

export function shownContestState(state: ScheduleStateCode, startTime: string, nowMs: number): ShownState {
  if (state !== 'ongoing') return state;
  return nowMs >= Date.parse(startTime) ? 'ongoing' : 'today';
}

/** An event on today is happening once one of its contests (that are on today) has started. */
export function shownEventState(
  state: ScheduleStateCode,
  contestStarts: readonly string[],
  nowMs: number,
): ShownState {
  if (state !== 'ongoing') return state;
  return contestStarts.some((start) => nowMs >= Date.parse(start)) ? 'ongoing' : 'today';
}
