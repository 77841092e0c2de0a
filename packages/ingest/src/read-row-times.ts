import {
  type Checkpoint,
  type EventType,
  type SetAsideReason,
  setAsideImplausible,
  type TimeBasis,
  type TimerStatus,
} from '@finishline/core';
import { type CsvMapping } from './csv-mapping.js';
import { normalizeStatus } from './normalize-status.js';
import { type DurationParse, formatDuration, looksLikeDayFraction, parseDuration } from './parse-duration.js';
import {
  type MixedDurationParse,
  parseMixedDuration,
  type Stretch,
  stretchesOfColumns,
} from './parse-mixed-duration.js';
import { type ColumnPlan, type ColumnRef } from './resolve-columns.js';
import { type RowReader } from './row-reader.js';

/** What the times need from the contest. */
export type TimingContest = {
  startTime: number;
  timeBasis: TimeBasis;
  checkpoints: readonly Checkpoint[];
  /** The event's sport, for the speed limit of the plausibility checks (none when null or absent). */
  eventType?: EventType | null;
};
export type RowRead = { checkpointId: string; at: number };
/** A read that cannot be real, kept out of the results (docs/import.md, "Set aside"): where it was and why. */
export type RowSetAside = RowRead & { column: string | null; value: string; reason: string };
export type RowTimes = {
  reads: RowRead[];
  waveStart: number | null;
  timerStatus: TimerStatus | null;
  /** Implausible splits left out of `reads` (none with `strict`, which reports them as problems instead). */
  setAside: RowSetAside[];
};
export type RowTimesOptions = {
  /** Refuse a row with an implausible split (a problem on its column) instead of setting the split aside. */
  strict?: boolean;
};

/** A time cell: its duration, a status word found in it, or neither (blank, or reported as bad). */
type Cell = { ms: number | null; status: TimerStatus | null; isBad: boolean };

/**
 * Turns a row's durations into reads the engine recomputes the same times from (docs/import.md,
 * "From durations to reads"): finish at = gun + (time or gun time); with a net time the own start
 * is finish − net (the wave start); a split is at its base + split time, the base being the own
 * start for a net-basis contest when known, else the gun. A status word in a time cell (`DNF`)
 * counts as the status.
 */
export function readRowTimes(
  row: RowReader,
  plan: ColumnPlan,
  mapping: CsvMapping,
  contest: TimingContest,
  options: RowTimesOptions = {},
): RowTimes {
  const { columns } = plan;
  const stretches =
    (mapping.minutesSecondsColumns ?? []).length === 0
      ? new Map<number, Stretch>()
      : stretchesOfColumns(plan, contest.checkpoints, contest.eventType ?? null);
  const read = (ref: ColumnRef | undefined): Cell => readTimeCell(row, ref, mapping, stretches);
  const time = read(columns.time);
  const gun = read(columns.gunTime);
  const net = read(columns.netTime);
  const statusText = row.cell(columns.status);
  const statusCell = normalizeStatus(statusText, mapping.statusValues ?? {});
  if (!statusCell.ok) {
    row.report(
      columns.status,
      `"${statusText}" is not a status (DNF, DNS, DSQ and their variants, or blank for finishers)`,
    );
  }
  const fromCells = [time, gun, net].map((cell) => cell.status).find((status) => status !== null) ?? null;
  const fromColumn = statusCell.ok ? statusCell.status : null;
  if (fromColumn !== null && fromCells !== null && fromColumn !== fromCells) {
    row.report(
      columns.status,
      `says ${fromColumn.toUpperCase()} but a time column says ${fromCells.toUpperCase()}`,
    );
  }
  const reads: RowRead[] = [];
  // A net time alone — a net-basis contest whose export has no gun time, or a row whose gun time is blank in a file
  // that has them: the runner's own start is unknown, so the finish is placed as if they started with the gun, and
  // the net time is their official time (docs/import.md, "From durations to reads").
  const isLoneNet =
    columns.netTime !== undefined &&
    columns.time === undefined &&
    (columns.gunTime === undefined || (gun.ms === null && !gun.isBad && net.ms !== null));
  const finishMs = columns.time ? time.ms : isLoneNet ? net.ms : gun.ms;
  const finishColumn = columns.time ?? (isLoneNet ? columns.netTime : columns.gunTime);
  const finish = [...contest.checkpoints].reverse().find((checkpoint) => checkpoint.kind === 'finish');
  const finishAt = finishMs === null ? null : contest.startTime + finishMs;
  let waveStart: number | null = null;
  if (isLoneNet) {
    if (net.ms !== null) waveStart = contest.startTime;
  } else if (net.ms !== null && gun.ms !== null && finishAt !== null) {
    // (A bad gun time is reported already; a blank one made the row a lone net time above.)
    if (net.ms > gun.ms) {
      row.report(
        columns.netTime,
        `${formatDuration(net.ms, 0)} is longer than the gun time ${formatDuration(gun.ms, 0)}`,
      );
    } else waveStart = finishAt - net.ms;
  }
  const splitBase = contest.timeBasis === 'net' && waveStart !== null ? waveStart : contest.startTime;
  const columnOf = new Map<string, ColumnRef | undefined>();
  for (const split of plan.splits) {
    const cell = read(split.column);
    if (cell.ms !== null) reads.push({ checkpointId: split.checkpointId, at: splitBase + cell.ms });
    columnOf.set(split.checkpointId, split.column);
  }
  const legs = addUpLegs(row, plan, read);
  for (const leg of legs) {
    columnOf.set(leg.checkpointId, leg.column);
    if (leg.checkpointId !== finish?.id)
      reads.push({ checkpointId: leg.checkpointId, at: splitBase + leg.ms });
  }
  const legsFinish = legs.find((leg) => leg.checkpointId === finish?.id);
  if (legsFinish && finishAt !== null) {
    // Both a finish time and the legs: they must agree (within a second a leg, for rounding).
    const official = finishAt - splitBase;
    if (Math.abs(official - legsFinish.ms) > 1000 * plan.legs.length) {
      row.report(
        finishColumn,
        `${formatDuration(official, 0)} is not the sum of the legs, ${formatDuration(legsFinish.ms, 0)}`,
      );
    }
  }
  const finishRead = finishAt ?? (legsFinish ? splitBase + legsFinish.ms : null);
  if (finishRead !== null && finish) {
    reads.push({ checkpointId: finish.id, at: finishRead });
    if (!columnOf.has(finish.id)) columnOf.set(finish.id, finishColumn);
  }
  const setAside =
    row.problems.length === 0
      ? keepPlausible(row, reads, waveStart ?? contest.startTime, contest, columnOf, options)
      : [];
  const kept = reads.filter((read) => !setAside.some((aside) => aside.checkpointId === read.checkpointId));
  return { reads: kept, waveStart, timerStatus: fromColumn ?? fromCells, setAside };
}

/**
 * The legs' durations added up into times from the start, one per leg end (docs/import.md, "Legs"). A blank leg
 * ends the sum (a runner who stopped); a leg timed after a blank one is reported, as its total is unknown.
 */
function addUpLegs(
  row: RowReader,
  plan: ColumnPlan,
  read: (ref: ColumnRef | undefined) => Cell,
): { checkpointId: string; ms: number; column: ColumnRef }[] {
  const totals: { checkpointId: string; ms: number; column: ColumnRef }[] = [];
  let sum = 0;
  let blank: ColumnRef | null = null;
  let isBlankBad = false;
  for (const leg of plan.legs) {
    const cell = read(leg.column);
    if (cell.ms === null) {
      if (blank === null) isBlankBad = cell.isBad;
      blank ??= leg.column;
      continue;
    }
    if (blank !== null) {
      // A leg already reported as no time says enough: its later legs would only repeat it.
      if (!isBlankBad)
        row.report(
          leg.column,
          `has a time but the earlier leg "${blank.name}" has none: the total is unknown`,
        );
      continue;
    }
    sum += cell.ms;
    totals.push({ checkpointId: leg.checkpointId, ms: sum, column: leg.column });
  }
  return totals;
}

function notTime(duration: DurationParse, text: string): MixedDurationParse {
  return duration.ok
    ? duration
    : { ok: false, reason: `"${text}" is not a time (h:mm:ss, mm:ss, h:mm:ss.sss or seconds)` };
}

function readTimeCell(
  row: RowReader,
  ref: ColumnRef | undefined,
  mapping: CsvMapping,
  stretches: ReadonlyMap<number, Stretch>,
): Cell {
  const text = row.cell(ref);
  if (!mapping.dayFractions && looksLikeDayFraction(text)) {
    const asFraction = parseDuration(text, { dayFractions: true });
    row.report(
      ref,
      `"${text}" looks like a spreadsheet day fraction (${asFraction.ok && asFraction.ms !== null ? formatDuration(asFraction.ms, 0) : '?'}), ` +
        'not seconds: set "dayFractions": true in the mapping to read it so',
    );
    return { ms: null, status: null, isBad: true };
  }
  const isMixed = ref !== undefined && (mapping.minutesSecondsColumns ?? []).includes(ref.name);
  const format = { dayFractions: mapping.dayFractions };
  const duration: MixedDurationParse = isMixed
    ? parseMixedDuration(text, stretches.get(ref.index) ?? null, format)
    : notTime(parseDuration(text, format), text);
  // 0:00:00 is how many exports write "no time" for those who did not finish.
  if (duration.ok) return { ms: duration.ms === 0 ? null : duration.ms, status: null, isBad: false };
  const status = normalizeStatus(text, mapping.statusValues ?? {});
  if (status.ok && status.status !== null) return { ms: null, status: status.status, isBad: false };
  row.report(ref, duration.reason);
  return { ms: null, status: null, isBad: true };
}

/**
 * Keeps the times that can be real together (core's setAsideImplausible) and returns the others, set aside with
 * their column, text and reason; the finish is the official result and is kept whenever it is plausible on its own.
 * A finish that is not, and any implausible time under `strict`, is reported on its column instead: the row is
 * refused (or skipped with --skip-invalid), as a runner without their official time would read as a non-finisher.
 */
function keepPlausible(
  row: RowReader,
  reads: readonly RowRead[],
  start: number,
  contest: TimingContest,
  columnOf: ReadonlyMap<string, ColumnRef | undefined>,
  options: RowTimesOptions,
): RowSetAside[] {
  const byId = new Map(contest.checkpoints.map((checkpoint) => [checkpoint.id, checkpoint]));
  const points = reads.flatMap((read) => {
    const checkpoint = byId.get(read.checkpointId);
    if (!checkpoint) return [];
    return [
      {
        checkpointId: checkpoint.id,
        order: checkpoint.order,
        distanceM: checkpoint.distanceM,
        elapsedMs: read.at - start,
      },
    ];
  });
  const finish =
    [...contest.checkpoints].reverse().find((checkpoint) => checkpoint.kind === 'finish')?.id ?? null;
  const eventType = contest.eventType ?? null;
  const { setAside } = setAsideImplausible(points, eventType, finish);
  const isRefused = options.strict === true || setAside.some((aside) => aside.point.checkpointId === finish);
  return setAside.flatMap(({ point, reason }) => {
    const ref = columnOf.get(point.checkpointId);
    const text = row.cell(ref);
    const why = describeSetAside(point, reason, byId, text, eventType);
    if (isRefused) {
      row.report(ref, why);
      return [];
    }
    return [
      {
        checkpointId: point.checkpointId,
        at: start + point.elapsedMs,
        column: ref?.name ?? null,
        value: text,
        reason: why,
      },
    ];
  });
}

/** Why a time cannot be real, in the words of an import report (docs/import.md, "Plausibility"). */
export function describeSetAside(
  point: { checkpointId: string; elapsedMs: number },
  reason: SetAsideReason,
  checkpoints: ReadonlyMap<string, Checkpoint>,
  text: string,
  eventType: EventType | null,
): string {
  const name = (id: string | null) => (id === null ? 'the start' : (checkpoints.get(id)?.name ?? id));
  const time = formatDuration(Math.max(0, point.elapsedMs), 0);
  const here = `${time} at ${name(point.checkpointId)}`;
  const limit = `km/h limit for ${eventType ?? 'the sport'} (docs/import.md, "Plausibility")`;
  const speed = (kmh: number) => (Number.isFinite(kmh) ? `${kmh.toFixed(1)} km/h` : 'no time at all');
  switch (reason.kind) {
    case 'earlier_than_before':
      return (
        `${here} is earlier than ${formatDuration(reason.other.elapsedMs, 0)} at ${name(reason.other.checkpointId)}, ` +
        'which comes before it on the course'
      );
    case 'later_than_after':
      return (
        `${here} is later than ${formatDuration(reason.other.elapsedMs, 0)} at ${name(reason.other.checkpointId)}, ` +
        'which comes after it on the course'
      );
    case 'too_fast_from':
      return `${here} means ${speed(reason.speedKmh)} from ${name(reason.otherId)}, faster than the ${reason.limitKmh} ${limit}`;
    case 'too_fast_to':
      return (
        `${here} leaves ${speed(reason.speedKmh)} to ${name(reason.other.checkpointId)} ` +
        `(${formatDuration(reason.other.elapsedMs, 0)}), faster than the ${reason.limitKmh} ${limit}`
      );
    case 'too_slow': {
      const hint = /^\d+:\d{2}:00$/.test(text)
        ? ': if this column holds minutes and seconds with a spreadsheet\'s ":00" (MM:SS:00), list it under ' +
          '"minutesSecondsColumns" in the mapping'
        : '';
      return `${here} is slower than ${reason.limitKmh} km/h from the start${hint}`;
    }
  }
}
