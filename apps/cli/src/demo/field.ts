/** Generates the participants of a demo contest and, for a completed contest, their reads. */
import {
  ageGrade,
  type ContestRecord,
  type Gender,
  type ParticipantRecord,
  type PassingRecord,
} from '@finishline/core';
import { composeName, NAME_POOLS } from './names.js';
import { type Random } from './random.js';
import { type Leg } from './catalog-spec.js';
import { planRace, type RacePlan, type RunnerProfile } from './race-plan.js';

export type FieldOptions = {
  count: number;
  paceSecPerKm: [median: number, spread: number];
  field: Record<string, number>;
  startSpreadMs: number;
  /** First bib of this contest. */
  bibBase: number;
  /** Race year, for ages. */
  year: number;
  /** Generate reads (completed contest) or only the start list. */
  withReads: boolean;
  /** Multisport only: the leg ending at each of the contest's checkpoints, paced by its sport. */
  legs?: readonly (Leg | null)[];
};

/** Finishers this far up, overall and by gender, keep every read: a podium with a missing split looks broken. */
const COMPLETE_SPLITS_PLACES = 5;

type Draft = { gender: Gender; age: number; country: string; profile: RunnerProfile };

/** The WMA road factor (≤ 1 past 30 or so) at this age, or a gentle quadratic slowdown where the tables stop. */
function ageFactor(distanceM: number, gender: Gender, age: number): number {
  const graded = ageGrade({ timeMs: 1_000_000, distanceM, gender: gender === 'f' ? 'f' : 'm', age });
  return graded?.factor ?? 1 / (1 + Math.max(0, age - 32) ** 2 * 0.0002);
}

export function generateField(contest: ContestRecord, options: FieldOptions, random: Random) {
  const countries = Object.entries(options.field);
  const drafts: Draft[] = [];
  for (let i = 0; i < options.count; i++) {
    const gender = pickGender(contest.gender, random);
    const age = Math.round(Math.min(82, Math.max(16, random.normal(38, 11))));
    const country = pickWeighted(countries, random);
    const [median, spread] = options.paceSecPerKm;
    // An open-age ability, slowed by the WMA age factor of the runner's age: the fastest of a big field are then
    // rarely fifty, and no one's age grade passes world-record level (docs/age-grading.md).
    const ability = Math.max(median * 0.55, random.normal(median, spread) * (gender === 'f' ? 1.08 : 1));
    const pace = ability / ageFactor(contest.distanceM, gender, age);
    drafts.push({ gender, age, country, profile: { paceSecPerKm: pace, startRank: 0 } });
  }
  // Faster runners get lower bibs and start at the front, as in real start pens.
  const order = drafts
    .map((_, i) => i)
    .sort((a, b) => (drafts[a]?.profile.paceSecPerKm ?? 0) - (drafts[b]?.profile.paceSecPerKm ?? 0));
  const legs = options.legs;
  const multisport = legs?.some((leg) => leg !== null)
    ? { legs, medianPaceSecPerKm: options.paceSecPerKm[0] }
    : undefined;
  // Plans first (each seeded by its bib, not by `random`), so the front of the race is known before the reads.
  const plans = order.map((draftIndex, position) => {
    const draft = drafts[draftIndex];
    const profile = {
      paceSecPerKm: draft?.profile.paceSecPerKm ?? 0,
      startRank: position / Math.max(1, options.count - 1),
    };
    const bib = String(options.bibBase + position);
    return planRace(
      `${contest.eventId}/${contest.id}/${bib}`,
      contest.checkpoints,
      profile,
      options.startSpreadMs,
      multisport,
    );
  });
  for (const position of frontRunners(
    contest,
    plans,
    order.map((i) => drafts[i]?.gender ?? 'm'),
  )) {
    const plan = plans[position];
    if (plan) plan.readOffsetsMs = [...plan.passedOffsetsMs];
  }
  const participants: ParticipantRecord[] = [];
  const passings: PassingRecord[] = [];
  order.forEach((draftIndex, position) => {
    const draft = drafts[draftIndex];
    const plan = plans[position];
    if (!draft || !plan) return;
    const bib = String(options.bibBase + position);
    const pool = NAME_POOLS[draft.country] ?? NAME_POOLS.GB;
    if (!pool) throw new Error('name pools are missing');
    const name = composeName(
      random.pick(draft.gender === 'f' ? pool.female : pool.male),
      random.pick(pool.last),
      draft.country === 'MA' && random.chance(0.2),
    );
    const hasStartMat = contest.checkpoints.some((c) => c.kind === 'start');
    participants.push({
      eventId: contest.eventId,
      contestId: contest.id,
      id: bib,
      bib,
      chip: `C${contest.id.toUpperCase().slice(0, 3)}${bib.padStart(6, '0')}`,
      ...name,
      club: random.chance(0.45) ? random.pick(pool.clubs) : null,
      country: draft.country,
      nation: random.chance(0.92) ? draft.country : random.pick(countries)[0],
      gender: draft.gender,
      birthYear: options.year - draft.age,
      age: null,
      ageGroup: null,
      waveStart: contest.timeBasis === 'net' && !hasStartMat ? contest.startTime + plan.startOffsetMs : null,
      timerStatus: options.withReads ? plan.timerStatus : null,
    });
    if (!options.withReads) return;
    plan.readOffsetsMs.forEach((offset, i) => {
      const checkpoint = contest.checkpoints[i];
      if (offset === null || !checkpoint) return;
      passings.push({
        eventId: contest.eventId,
        contestId: contest.id,
        bib,
        checkpointId: checkpoint.id,
        at: contest.startTime + offset,
      });
    });
  });
  return { participants, passings };
}

/** Positions of the finishers placed in the first COMPLETE_SPLITS_PLACES, overall or in their gender. */
function frontRunners(contest: ContestRecord, plans: RacePlan[], genders: Gender[]): Set<number> {
  const finishers = plans
    .map((plan, position) => {
      const finish = plan.passedOffsetsMs.at(-1) ?? null;
      const origin = contest.timeBasis === 'net' ? plan.startOffsetMs : 0;
      return { position, gender: genders[position], time: finish === null ? null : finish - origin, plan };
    })
    .filter((f) => f.plan.timerStatus === null && f.time !== null)
    .sort((a, b) => (a.time ?? 0) - (b.time ?? 0));
  const front = new Set<number>();
  const placed = new Map<string, number>();
  finishers.forEach((f, overall) => {
    const inGender = placed.get(f.gender ?? '') ?? 0;
    placed.set(f.gender ?? '', inGender + 1);
    if (overall < COMPLETE_SPLITS_PLACES || inGender < COMPLETE_SPLITS_PLACES) front.add(f.position);
  });
  return front;
}

function pickGender(contestGender: ContestRecord['gender'], random: Random): Gender {
  if (contestGender !== 'mf') return contestGender;
  const roll = random.next();
  return roll < 0.64 ? 'm' : roll < 0.995 ? 'f' : 'x';
}

function pickWeighted(entries: [string, number][], random: Random): string {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll <= 0) return key;
  }
  return entries[entries.length - 1]?.[0] ?? 'MA';
}
