/**
 * What the pages show of a multisport result (docs/results.md §Pace and speed, "Legs"): the course's legs (core's
 * courseLegs — swim, T1, bike, T2, run as the contest's checkpoints name them), each with its time and its sport's
 * measure, in place of a whole-race pace that means nothing across sports. Pure, so the pages and their tests agree.
 */
import type { CheckpointInfo, PaceUnitCode, Split, SpeedUnitCode } from '@finishline/contract';
import { type CourseLeg, courseLegs, legPace, legTimes } from '@finishline/core';
import type { Translate } from '../../lib/i18n/translator';
import type { LegMeasure } from './leg-measure';

export type ShownLeg = CourseLeg & { timeMs: number | null; measure: LegMeasure };

type Units = { paceUnit: PaceUnitCode; speedUnit: SpeedUnitCode };

/** A leg's time read in its sport's measure, in the contest's units; null without a time or a length. */
export function measureOfLeg(leg: CourseLeg, timeMs: number | null, units: Units): LegMeasure {
  const pace = legPace(leg.leg, timeMs, leg.distanceM);
  if (pace === null) return null;
  switch (pace.kind) {
    case 'transition':
      return { kind: 'transition' };
    case 'swim':
      return { kind: 'swimPace', msPer100m: pace.msPer100m };
    case 'bike':
      return {
        kind: 'speed',
        value: units.speedUnit === 'mph' ? pace.mph : pace.kmh,
        unit: units.speedUnit,
      };
    case 'run':
      return {
        kind: 'pace',
        ms: units.paceUnit === 'min_per_mile' ? pace.msPerMile : pace.msPerKm,
        unit: units.paceUnit,
      };
  }
}

/** A participant's legs from their splits (every split and finish checkpoint, in course order); [] off multisport. */
export function participantLegs(splits: readonly Split[], units: Units): ShownLeg[] {
  const legs = courseLegs(
    splits.map((split) => ({
      id: split.checkpointId,
      kind: split.kind,
      distanceM: split.distanceM,
      leg: split.leg,
    })),
  );
  const times = legTimes(
    legs,
    splits.map((split) => split.fromStartMs),
  );
  return legs.map((leg, index) => {
    const timeMs = times[index] ?? null;
    return { ...leg, timeMs, measure: measureOfLeg(leg, timeMs, units) };
  });
}

/**
 * The results table's leg columns: the course's legs, or at a checkpoint's ranking those that end at or before it
 * (the rows' leg times are in course order, so a column keeps its index into them). [] off multisport.
 */
export function legColumns(
  checkpoints: readonly Pick<CheckpointInfo, 'id' | 'kind' | 'distanceM' | 'leg'>[],
  checkpointId: string | null = null,
): (CourseLeg & { index: number })[] {
  const legs = courseLegs(checkpoints).map((leg, index) => ({ ...leg, index }));
  if (checkpointId === null) return legs;
  const at = checkpoints.findIndex((checkpoint) => checkpoint.id === checkpointId);
  return at < 0 ? legs : legs.filter((leg) => leg.toIndex <= at);
}

/** `Swim`, `T1`, `Bike`, `T2`, `Run`; `Run 1` and `Run 2` where the course has two. */
export function legLabel(t: Translate, leg: Pick<CourseLeg, 'leg' | 'number' | 'ofSport'>): string {
  if (leg.leg === 'transition') return t('participants.legs.transition', { number: leg.number });
  if (leg.ofSport > 1) return t(`participants.legs.numbered.${leg.leg}`, { number: leg.number });
  return t(`participants.splits.leg.${leg.leg}`);
}
