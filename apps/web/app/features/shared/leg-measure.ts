/**
 * Sport-aware measures of a multisport leg (docs/results.md §Pace and speed, "Legs"): a swim is read as pace per
 * 100 m, a bike leg as speed, a run as pace in the contest's unit; a transition is a time only. A single-sport
 * contest's splits (no leg) are a run. Pure, so the tables and their tests agree.
 */
import type { PaceUnitCode, SpeedUnitCode, Split } from '@finishline/contract';
import { paceInUnit, speedInUnit } from './contest-units';

export type LegMeasure =
  | { kind: 'swimPace'; msPer100m: number }
  | { kind: 'speed'; value: number; unit: SpeedUnitCode }
  | { kind: 'pace'; ms: number; unit: PaceUnitCode }
  | { kind: 'transition' }
  | null;

/** Whether any checkpoint of the course ends a leg: the contest is a multisport one. */
export function hasLegs(splits: readonly Pick<Split, 'leg'>[]): boolean {
  return splits.some((split) => split.leg !== null);
}

/** The measure of the segment ending at `split`; null where it has no time or no length. */
export function legMeasure(
  split: Split,
  units: { paceUnit: PaceUnitCode; speedUnit: SpeedUnitCode },
): LegMeasure {
  if (split.leg === 'transition') return { kind: 'transition' };
  if (split.leg === 'swim') {
    const { fromPreviousMs: ms, segmentDistanceM: metres } = split;
    return ms !== null && metres !== null && metres > 0
      ? { kind: 'swimPace', msPer100m: (ms * 100) / metres }
      : null;
  }
  if (split.leg === 'bike') {
    const value = speedInUnit(units.speedUnit, split.segmentSpeedKmh, split.segmentSpeedMph);
    return value === null ? null : { kind: 'speed', value, unit: units.speedUnit };
  }
  const ms = paceInUnit(units.paceUnit, split.segmentPaceMsPerKm, split.segmentPaceMsPerMile);
  return ms === null ? null : { kind: 'pace', ms, unit: units.paceUnit };
}
