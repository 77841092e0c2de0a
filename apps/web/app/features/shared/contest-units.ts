/**
 * A contest shows pace and speed in its own units (`paceUnit`, `speedUnit` of the contest): the API gives
 * every value in both, so the pages pick the one the contest names and the message of its unit.
 */
import type { PaceUnitCode, SpeedUnitCode } from '@finishline/contract';

/** The pace in the contest's unit: ms per km or ms per mile. */
export function paceInUnit(unit: PaceUnitCode, perKm: number | null, perMile: number | null): number | null {
  return unit === 'min_per_mile' ? perMile : perKm;
}

/** The speed in the contest's unit: km/h or mph. */
export function speedInUnit(unit: SpeedUnitCode, kmh: number | null, mph: number | null): number | null {
  return unit === 'mph' ? mph : kmh;
}
