import { checkPlausibility, formatDuration, type TimerStatus } from '@finishline/core';
import { attributeOf, childrenOf, childText, isElement, type XmlElement } from './iof-xml-tree.js';
import { parseInstant } from './parse-instant.js';
import { type CsvContest } from './parse-results-csv.js';

/** What the times need from the contest. */
export type IofTimingContest = Pick<CsvContest, 'startTime' | 'checkpoints' | 'eventType'>;
export type IofRead = { checkpointId: string; at: number };
export type IofTimes = { reads: IofRead[]; waveStart: number | null; timerStatus: TimerStatus | null };

/** IOF XML 3.0 result statuses that have a timer status of core's (`null`: a finisher). Others are reported. */
const STATUS_BY_IOF: Readonly<Record<string, TimerStatus | null>> = {
  OK: null,
  DidNotFinish: 'dnf',
  MissingPunch: 'dnf',
  OverTime: 'dnf',
  DidNotStart: 'dns',
  Disqualified: 'dsq',
};

/** A personal start further than this from the gun is another day's (or another event's) start. */
const MAX_START_OFFSET_MS = 24 * 3_600_000;

/**
 * Turns an IOF `<Result>` into reads at absolute instants (docs/import.md, "IOF XML 3.0"): the finish at the
 * runner's `<StartTime>` + `<Time>` (the gun + `<Time>` without a start time, `<FinishTime>` without a time), each
 * split whose control code `controls` maps to a checkpoint at the same base + its `<Time>`. The personal start is
 * the wave start. `<Status>` gives the timer status.
 */
export function readIofTimes(
  result: XmlElement | undefined,
  contest: IofTimingContest,
  controls: ReadonlyMap<string, string>,
  report: (message: string) => void,
): IofTimes {
  const timerStatus = readStatus(result, report);
  const start = readStart(result, contest.startTime, report);
  const base = start ?? contest.startTime;
  const time = readSeconds(childText(result, 'Time'), '<Time>', report);
  const finishAt = time !== null ? base + time : readFinishTime(result, report);
  const reads: IofRead[] = [];
  for (const split of childrenOf(result, 'SplitTime').filter(isElement)) {
    // Missing: not punched; Additional: a punch that is not on the course.
    if (attributeOf(split, 'status') === 'Missing' || attributeOf(split, 'status') === 'Additional') continue;
    const checkpointId = controls.get(childText(split, 'ControlCode'));
    // A control visited twice (a butterfly loop) counts with its first visit.
    if (checkpointId === undefined || reads.some((read) => read.checkpointId === checkpointId)) continue;
    const ms = readSeconds(
      childText(split, 'Time'),
      `<SplitTime> of control ${childText(split, 'ControlCode')}`,
      report,
    );
    if (ms !== null) reads.push({ checkpointId, at: base + ms });
  }
  const finish = [...contest.checkpoints].reverse().find((checkpoint) => checkpoint.kind === 'finish');
  if (finishAt !== null && finish) reads.push({ checkpointId: finish.id, at: finishAt });
  reportImplausible(reads, base, contest, report);
  return { reads, waveStart: start, timerStatus };
}

function readStatus(result: XmlElement | undefined, report: (message: string) => void): TimerStatus | null {
  const status = childText(result, 'Status');
  if (status === '') return null;
  const timerStatus = STATUS_BY_IOF[status];
  if (timerStatus === undefined) {
    report(
      `<Status> "${status}" has no Finishline status (OK, DidNotFinish, MissingPunch, OverTime, DidNotStart and ` +
        'Disqualified are read): fix the export, or leave the runner out with --skip-invalid',
    );
    return null;
  }
  return timerStatus;
}

function readStart(
  result: XmlElement | undefined,
  gun: number,
  report: (message: string) => void,
): number | null {
  const text = childText(result, 'StartTime');
  if (text === '') return null;
  const start = parseInstant(text);
  if (!start.ok) {
    report(`<StartTime> ${start.reason}`);
    return null;
  }
  if (Math.abs(start.ms - gun) > MAX_START_OFFSET_MS) {
    report(`<StartTime> "${text}" is more than a day from the contest's start: is this the right contest?`);
    return null;
  }
  return start.ms;
}

function readFinishTime(result: XmlElement | undefined, report: (message: string) => void): number | null {
  const text = childText(result, 'FinishTime');
  if (text === '') return null;
  const finish = parseInstant(text);
  if (!finish.ok) report(`<FinishTime> ${finish.reason}`);
  return finish.ok ? finish.ms : null;
}

/** IOF times are seconds, with a fraction when timed finer (`2790`, `2790.4`); kept to the millisecond. */
function readSeconds(text: string, what: string, report: (message: string) => void): number | null {
  if (text === '') return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (match === null) {
    report(`${what} "${text}" is not a number of seconds`);
    return null;
  }
  return Number(match[1]) * 1000 + Number((match[2] ?? '').slice(0, 3).padEnd(3, '0'));
}

/** Core's plausibility checks (course order, too fast, too slow), as for CSV rows (docs/import.md, "Plausibility"). */
function reportImplausible(
  reads: readonly IofRead[],
  start: number,
  contest: IofTimingContest,
  report: (message: string) => void,
): void {
  const byId = new Map(contest.checkpoints.map((checkpoint) => [checkpoint.id, checkpoint]));
  const points = reads.flatMap(({ checkpointId, at }) => {
    const checkpoint = byId.get(checkpointId);
    return checkpoint
      ? [{ checkpointId, order: checkpoint.order, distanceM: checkpoint.distanceM, elapsedMs: at - start }]
      : [];
  });
  const name = (id: string | null) => (id === null ? 'the start' : (byId.get(id)?.name ?? id));
  for (const finding of checkPlausibility(points, contest.eventType ?? null)) {
    const at = `${formatDuration(Math.max(0, finding.elapsedMs))} at ${name(finding.checkpointId)}`;
    if (finding.kind === 'out_of_order')
      report(
        `${at} is earlier than ${formatDuration(finding.before.elapsedMs)} at ${name(finding.before.checkpointId)}`,
      );
    else if (finding.kind === 'too_fast')
      report(
        `${at} is faster than the ${finding.limitKmh} km/h limit for ${contest.eventType ?? 'the sport'}`,
      );
    else report(`${at} is slower than ${finding.limitKmh} km/h from the start`);
  }
}
