/**
 * The demo data set: the catalogue's events placed around a reference date, with generated
 * fields, reads for completed contests and start lists for coming ones. Same seed and date,
 * same bundle.
 */
import { type ContestRecord, type EventRecord, type ImportBundle, localToInstant } from '@finishline/core';
import { addDays } from './add-days.js';
import { DEMO_EVENTS, type ContestSpec, type EventSpec } from './catalog.js';
import { generateCourseGpx } from './course.js';
import { demoRecordings } from './demo-recording.js';
import { generateField } from './field.js';
import { createRandom, seedOf } from './random.js';

export type DemoOptions = {
  /** `YYYY-MM-DD`; events are placed relative to it. */
  referenceDate: string;
  /** Multiply every field size (tests use a small scale). */
  scale?: number;
  seed?: number;
  /** Reads for every contest, coming and live ones too (tests check the pacing of every sport). */
  allRaced?: boolean;
};

/**
 * One demo runner asked to be shown anonymously (docs/privacy.md): the file carries their name with
 * `nameHidden: true`, so the import never stores it — the browser tests check it shows nowhere.
 */
export const DEMO_ANONYMOUS = {
  eventId: 'semi-paris',
  contestId: 'semi',
  bib: '25',
  firstName: 'Ysolde',
  lastName: 'Marchetti-Oyelaran',
} as const;

export function generateDemo(options: DemoOptions): ImportBundle {
  const bundle: ImportBundle = { events: [], contests: [], participants: [], passings: [], recordings: [] };
  for (const spec of DEMO_EVENTS) {
    const event = toEventRecord(spec, options.referenceDate);
    bundle.events.push(event);
    // Past events have results; the event happening today is live (start list only).
    const isCompleted = spec.offsetDays < 0 || options.allRaced === true;
    spec.contests.forEach((contestSpec, index) => {
      const random = createRandom(seedOf(`${options.seed ?? 1}/${spec.id}/${contestSpec.id}`));
      const contest = toContestRecord(spec, contestSpec, event, random);
      bundle.contests.push(contest);
      const registered = isCompleted || contestSpec.live ? 1 : 0.6;
      const count = Math.max(5, Math.round(contestSpec.participants * registered * (options.scale ?? 1)));
      const { participants, passings } = generateField(
        contest,
        {
          count,
          paceSecPerKm: contestSpec.paceSecPerKm,
          field: contestSpec.field,
          startSpreadMs: (contestSpec.startSpreadMin ?? 0) * 60_000,
          // Each contest its own bib range, wide enough for a scaled field (scale 1: 1, 30001, 60001…, as ever).
          bibBase: index * 30_000 * Math.max(1, Math.ceil(options.scale ?? 1)) + 1,
          year: Number(event.dateFrom.slice(0, 4)),
          withReads: isCompleted,
          legs: contest.checkpoints.map(
            (cp) => contestSpec.checkpoints.find((s) => s.id === cp.id)?.leg ?? null,
          ),
        },
        random,
      );
      if (spec.id === DEMO_ANONYMOUS.eventId && contestSpec.id === DEMO_ANONYMOUS.contestId) {
        const runner = participants.find((p) => p.bib === DEMO_ANONYMOUS.bib);
        if (runner) {
          const { firstName, lastName } = DEMO_ANONYMOUS;
          Object.assign(runner, {
            firstName,
            lastName,
            displayName: `${firstName} ${lastName}`,
            nameHidden: true,
          });
        }
      }
      // Not push(...list): a scaled marathon's hundreds of thousands of reads overflow the call stack as arguments.
      for (const participant of participants) bundle.participants.push(participant);
      for (const passing of passings) bundle.passings.push(passing);
    });
  }
  bundle.recordings.push(...demoRecordings(bundle.contests));
  return bundle;
}

function toEventRecord(spec: EventSpec, referenceDate: string): EventRecord {
  const dateFrom = addDays(referenceDate, spec.offsetDays);
  return {
    id: spec.id,
    name: spec.name,
    type: spec.type,
    country: spec.country,
    city: spec.city,
    dateFrom,
    dateTo: addDays(dateFrom, (spec.days ?? 1) - 1),
    timeZone: spec.timeZone,
    description: spec.description,
  };
}

function toContestRecord(
  spec: EventSpec,
  c: ContestSpec,
  event: EventRecord,
  random: ReturnType<typeof createRandom>,
): ContestRecord {
  const checkpoints = [...c.checkpoints]
    .sort((a, b) => a.km - b.km)
    .map((cp, order, all) => ({
      id: cp.id,
      name: cp.name,
      distanceM: Math.round(cp.km * 1000),
      order,
      kind: cp.kind ?? (order === all.length - 1 ? ('finish' as const) : ('split' as const)),
      leg: cp.leg ?? null,
    }));
  return {
    eventId: spec.id,
    id: c.id,
    name: c.name,
    startTime: localToInstant(addDays(event.dateFrom, c.day ?? 0), c.start, spec.timeZone),
    distanceM: Math.round(c.distanceKm * 1000),
    gender: c.gender,
    country: spec.country,
    city: spec.city,
    timeBasis: c.timeBasis,
    precisionMs: c.precisionMs ?? 1000,
    paceUnit: c.units?.pace ?? 'min_per_km',
    speedUnit: c.units?.speed ?? 'kmh',
    ageGroupScheme: null,
    checkpoints,
    contact: { ...spec.contact, country: spec.country, city: spec.city },
    courseGpx: c.course
      ? generateCourseGpx(`${spec.name} — ${c.name}`, c.distanceKm, c.course, random)
      : null,
  };
}
