/**
 * Cells of a column listed under `minutesSecondsColumns` (docs/import.md, "Time formats"), told apart one by one.
 * A spreadsheet that opens an export reads every `mm:ss` under an hour as hours and minutes and writes it back as
 * `MM:SS:00` (a 49:03 swim becomes `49:03:00`), while the `h:mm:ss` times of an hour or more keep their form
 * (`1:08:06`): one column then mixes both. The rule, cell by cell:
 *
 * - two parts, or three with a fraction, or three whose last part is not `00`: the usual clock forms
 *   (`49:03`, `1:08:06`, `1:08:06.4`);
 * - `A:BB:00` with A ≥ 24: minutes and seconds (the spreadsheet's hours went past a day);
 * - `A:BB:00` with A < 24 on a stretch of known length and sport: the one reading of the two (A minutes BB
 *   seconds, or A hours BB minutes) that the sport makes plausible — not faster than core's MAX_SPEED_KMH, not
 *   slower than MIN_SPEED_KMH. A 3.8 km swim in `1:08:00` is 1 h 08 min (68 s would be 201 km/h); a 1.5 km swim in
 *   `9:30:00` is 9 min 30 s (9.5 h would be 0.16 km/h). When both or neither are plausible the cell is refused,
 *   saying how to write it unambiguously;
 * - `A:BB:00` on a stretch without a length (a transition) or a speed limit: minutes and seconds, as listed.
 */
import { type Checkpoint, type EventType, type Leg, MAX_SPEED_KMH, MIN_SPEED_KMH } from '@finishline/core';
import { formatDuration, parseDuration } from './parse-duration.js';
import { type ColumnPlan } from './resolve-columns.js';

/** What a column times: its distance (from the start, or the leg's own) and the sport's top speed. */
export type Stretch = { distanceM: number; maxKmh: number | null; label: string };

export type MixedDurationParse = { ok: true; ms: number | null } | { ok: false; reason: string };

const MANGLED = /^(\d+):(\d{2}):00$/;

/** A leg's sport for the speed limit: a triathlon's swim is held to a swimmer's speed, not a cyclist's. */
const SPORT_OF_LEG: Record<Leg, EventType | null> = {
  swim: 'swimming',
  bike: 'cycling',
  run: 'running',
  transition: null,
};

const kmh = (meters: number, ms: number): number => meters / 1000 / (ms / 3_600_000);

/** Between the slowest anyone moves and the sport's top speed (the rules of core's checkPlausibility). */
function isPlausible(stretch: Stretch, ms: number): boolean {
  const speed = kmh(stretch.distanceM, ms);
  return speed >= MIN_SPEED_KMH && (stretch.maxKmh === null || speed <= stretch.maxKmh);
}

/** Reads one cell of a `minutesSecondsColumns` column by the rule above. */
export function parseMixedDuration(
  text: string,
  stretch: Stretch | null,
  format: { dayFractions?: boolean } = {},
): MixedDurationParse {
  const value = text.trim();
  const mangled = MANGLED.exec(value);
  if (!mangled) {
    const plain = parseDuration(value, format);
    return plain.ok
      ? plain
      : { ok: false, reason: `"${text}" is not a time (mm:ss, MM:SS:00, h:mm:ss or h:mm:ss.t)` };
  }
  const lead = Number(mangled[1]);
  const middle = Number(mangled[2]);
  if (middle >= 60)
    return { ok: false, reason: `"${text}" is not a time (mm:ss, MM:SS:00, h:mm:ss or h:mm:ss.t)` };
  const asMinutes = (lead * 60 + middle) * 1000;
  const asHours = asMinutes * 60;
  if (lead >= 24 || stretch === null || stretch.distanceM <= 0 || asMinutes === 0)
    return { ok: true, ms: asMinutes };
  const minutesOk = isPlausible(stretch, asMinutes);
  const hoursOk = isPlausible(stretch, asHours);
  if (minutesOk !== hoursOk) return { ok: true, ms: minutesOk ? asMinutes : asHours };
  const short = `${lead}:${mangled[2]}`;
  const readings = `${short} (minutes and seconds) or ${formatDuration(asHours, 0)} (hours and minutes)`;
  if (minutesOk) {
    return {
      ok: false,
      reason:
        `"${text}" could be ${readings} for ${stretch.label}: write ${short} for minutes or ` +
        `${formatDuration(asHours, 1)} for hours`,
    };
  }
  return {
    ok: false,
    reason: `"${text}" is neither ${readings.replace(' or ', ' nor ')}: no pace fits ${stretch.label}`,
  };
}

/**
 * The stretch each time column of the plan covers, by its position in the header: a split or finish column from
 * the start (the event's sport), a leg column from the previous leg's end (the leg's sport when its checkpoint
 * names one).
 */
export function stretchesOfColumns(
  plan: ColumnPlan,
  checkpoints: readonly Checkpoint[],
  eventType: EventType | null,
): Map<number, Stretch> {
  const eventLimit = eventType === null ? null : MAX_SPEED_KMH[eventType];
  const byId = new Map(checkpoints.map((checkpoint) => [checkpoint.id, checkpoint]));
  const finish = [...checkpoints].reverse().find((checkpoint) => checkpoint.kind === 'finish');
  const stretches = new Map<number, Stretch>();
  const fromStart = (checkpoint: Checkpoint | undefined): Stretch | null =>
    checkpoint === undefined
      ? null
      : {
          distanceM: checkpoint.distanceM,
          maxKmh: eventLimit,
          label: `${km(checkpoint.distanceM)} from the start to ${checkpoint.name}`,
        };
  for (const ref of [plan.columns.time, plan.columns.gunTime, plan.columns.netTime]) {
    const stretch = fromStart(finish);
    if (ref !== undefined && stretch !== null) stretches.set(ref.index, stretch);
  }
  for (const split of plan.splits) {
    const stretch = fromStart(byId.get(split.checkpointId));
    if (stretch !== null) stretches.set(split.column.index, stretch);
  }
  let previousM = 0;
  for (const leg of plan.legs) {
    const to = byId.get(leg.checkpointId);
    if (to === undefined) continue;
    const sport = to.leg === undefined || to.leg === null ? eventType : SPORT_OF_LEG[to.leg];
    stretches.set(leg.column.index, {
      distanceM: to.distanceM - previousM,
      maxKmh: sport === null ? null : MAX_SPEED_KMH[sport],
      label: `the ${km(to.distanceM - previousM)} leg to ${to.name}`,
    });
    previousM = to.distanceM;
  }
  return stretches;
}

function km(meters: number): string {
  return `${Number((meters / 1000).toFixed(3))} km`;
}
