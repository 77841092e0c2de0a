import { type Checkpoint, type TimeBasis, type TimerStatus } from '@finishline/core';
import { type CsvMapping } from './csv-mapping.js';
import { normalizeStatus } from './normalize-status.js';
import { formatDuration, parseDuration } from './parse-duration.js';
import { type ColumnPlan, type ColumnRef } from './resolve-columns.js';
import { type RowReader } from './row-reader.js';

/** What the times need from the contest. */
export type TimingContest = { startTime: number; timeBasis: TimeBasis; checkpoints: readonly Checkpoint[] };
export type RowRead = { checkpointId: string; at: number };
export type RowTimes = { reads: RowRead[]; waveStart: number | null; timerStatus: TimerStatus | null };

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
): RowTimes {
  const { columns } = plan;
  const read = (ref: ColumnRef | undefined): Cell => readTimeCell(row, ref, mapping);
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
  const finishMs = columns.time ? time.ms : gun.ms;
  const finish = [...contest.checkpoints].reverse().find((checkpoint) => checkpoint.kind === 'finish');
  const finishAt = finishMs === null ? null : contest.startTime + finishMs;
  let waveStart: number | null = null;
  if (net.ms !== null) {
    // A bad gun time is reported already; only a blank one needs saying.
    if (gun.ms === null || finishAt === null) {
      if (!gun.isBad) row.report(columns.netTime, 'a net time needs a gun time on the same row');
    } else if (net.ms > gun.ms) {
      row.report(
        columns.netTime,
        `${formatDuration(net.ms, 0)} is longer than the gun time ${formatDuration(gun.ms, 0)}`,
      );
    } else waveStart = finishAt - net.ms;
  }
  const splitBase = contest.timeBasis === 'net' && waveStart !== null ? waveStart : contest.startTime;
  for (const split of plan.splits) {
    const cell = read(split.column);
    if (cell.ms !== null) reads.push({ checkpointId: split.checkpointId, at: splitBase + cell.ms });
  }
  if (finishAt !== null && finish) reads.push({ checkpointId: finish.id, at: finishAt });
  return { reads, waveStart, timerStatus: fromColumn ?? fromCells };
}

function readTimeCell(row: RowReader, ref: ColumnRef | undefined, mapping: CsvMapping): Cell {
  const text = row.cell(ref);
  const duration = parseDuration(text);
  // 0:00:00 is how many exports write "no time" for those who did not finish.
  if (duration.ok) return { ms: duration.ms === 0 ? null : duration.ms, status: null, isBad: false };
  const status = normalizeStatus(text, mapping.statusValues ?? {});
  if (status.ok && status.status !== null) return { ms: null, status: status.status, isBad: false };
  row.report(ref, `"${text}" is not a time (h:mm:ss, mm:ss, h:mm:ss.sss or seconds)`);
  return { ms: null, status: null, isBad: true };
}
