import { type Status, type TimerStatus } from './types.js';

/**
 * A participant's status (docs/results.md §Status): a timer status (dnf, dns, dsq) wins over reads;
 * otherwise a finish read makes them `finished`, any other read (the start mat included) `started`,
 * and no read at all `registered`.
 */
export function resolveStatus(
  timerStatus: TimerStatus | null,
  hasFinishRead: boolean,
  hasAnyRead: boolean,
): Status {
  if (timerStatus !== null) return timerStatus;
  if (hasFinishRead) return 'finished';
  return hasAnyRead ? 'started' : 'registered';
}

/**
 * Order of statuses among non-finishers at the same checkpoint and time
 * (docs/results.md §Order of non-finishers):
 * still racing first, then DNF, DSQ, DNS as design.md lists them, then those who never showed up.
 */
export const NON_FINISHER_STATUS_ORDER: Readonly<Record<Status, number>> = {
  finished: 0,
  started: 1,
  dnf: 2,
  dsq: 3,
  dns: 4,
  registered: 5,
};
