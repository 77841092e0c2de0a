/**
 * Whether a runner's times can be real (docs/import.md, "Plausibility"): checkpoints passed in course order, and
 * no stretch covered faster than the sport allows or the whole race slower than anyone moves. Applied to each row
 * of an import and to each live read, so that a malformed cell (a spreadsheet day fraction read as 0.124 s, a
 * 49-minute swim mangled into 49:03:00) is refused with its line instead of winning the race.
 */
import { type EventType } from './types.js';

/**
 * Fastest average speed (km/h) over a stretch of at least MIN_STRETCH_M, by sport, generous on purpose: the
 * fastest results on record over 1 km or more are about 27 km/h running (1,000 m), 16 km/h race walking, 57 km/h
 * for the cycling hour (descents are faster), 8 km/h swimming. null: no limit (motor sports, sailing, other).
 */
export const MAX_SPEED_KMH: Readonly<Record<EventType, number | null>> = {
  running: 30,
  trail_running: 30,
  cross_country_running: 30,
  athletics: 30,
  obstacle_course_race: 30,
  canicross: 35,
  walking: 20,
  cycling: 90,
  bmx: 90,
  duathlon: 90,
  triathlon: 90,
  gigathlon: 90,
  aquathlon: 30,
  swimming: 10,
  kayak: 25,
  rowing: 30,
  standup_paddleboarding: 15,
  speed_skating: 65,
  biathlon: 50,
  equestrian: 70,
  motocross: null,
  motorsports: null,
  sailing: null,
  water_skiing: null,
  wakeboard: null,
  other: null,
};

/** The speed limit applies to stretches at least this long (shorter ones are timed too coarsely). */
export const MIN_STRETCH_M = 1_000;
/** Slower than this over the race so far is not a time but a mangled one (a 49:03 swim read as 49 hours). */
export const MIN_SPEED_KMH = 0.5;

/** A time at a checkpoint, from the runner's start (or the gun). */
export type TimedCheckpoint = { checkpointId: string; order: number; distanceM: number; elapsedMs: number };

export type Implausibility =
  | { kind: 'out_of_order'; checkpointId: string; elapsedMs: number; before: TimedCheckpoint }
  | {
      kind: 'too_fast';
      checkpointId: string;
      elapsedMs: number;
      fromId: string | null;
      speedKmh: number;
      limitKmh: number;
    }
  | { kind: 'too_slow'; checkpointId: string; elapsedMs: number; speedKmh: number; limitKmh: number };

const kmh = (meters: number, ms: number): number => meters / 1000 / (ms / 3_600_000);

/**
 * What is wrong with one runner's times, each found once and charged to the checkpoint where it shows: a time
 * earlier than at a checkpoint before it on the course; a stretch from the previous timed checkpoint (or the start)
 * covered faster than `MAX_SPEED_KMH`; the race so far slower than `MIN_SPEED_KMH`.
 */
export function checkPlausibility(
  points: readonly TimedCheckpoint[],
  eventType: EventType | null,
): Implausibility[] {
  const limit = eventType === null ? null : MAX_SPEED_KMH[eventType];
  const course = [...points].sort((a, b) => a.order - b.order || a.distanceM - b.distanceM);
  const found: Implausibility[] = [];
  let latest: TimedCheckpoint | null = null;
  let previous: { id: string | null; distanceM: number; elapsedMs: number } = {
    id: null,
    distanceM: 0,
    elapsedMs: 0,
  };
  for (const point of course) {
    if (latest !== null && point.elapsedMs < latest.elapsedMs) {
      found.push({
        kind: 'out_of_order',
        checkpointId: point.checkpointId,
        elapsedMs: point.elapsedMs,
        before: latest,
      });
      continue; // its speed would only repeat the same fault
    }
    const meters = point.distanceM - previous.distanceM;
    const ms = point.elapsedMs - previous.elapsedMs;
    if (limit !== null && meters >= MIN_STRETCH_M && (ms <= 0 || kmh(meters, ms) > limit)) {
      found.push({
        kind: 'too_fast',
        checkpointId: point.checkpointId,
        elapsedMs: point.elapsedMs,
        fromId: previous.id,
        speedKmh: ms <= 0 ? Infinity : kmh(meters, ms),
        limitKmh: limit,
      });
    } else if (
      point.distanceM >= MIN_STRETCH_M &&
      point.elapsedMs > 0 &&
      kmh(point.distanceM, point.elapsedMs) < MIN_SPEED_KMH
    ) {
      found.push({
        kind: 'too_slow',
        checkpointId: point.checkpointId,
        elapsedMs: point.elapsedMs,
        speedKmh: kmh(point.distanceM, point.elapsedMs),
        limitKmh: MIN_SPEED_KMH,
      });
    }
    latest = point;
    previous = { id: point.checkpointId, distanceM: point.distanceM, elapsedMs: point.elapsedMs };
  }
  return found;
}
