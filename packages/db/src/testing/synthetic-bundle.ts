/**
 * A deterministic synthetic contest of any size (default 50 000 participants × 10 checkpoints, ~490 000
 * reads): for import and recompute timings and load tests. Same options, same bundle.
 */
import {
  type Checkpoint,
  type ContactInfo,
  type ImportBundle,
  type ParticipantRecord,
  type PassingRecord,
} from '@finishline/core';

export type SyntheticOptions = {
  participants?: number;
  /** Including the start mat and the finish (at least 2). */
  checkpoints?: number;
  eventId?: string;
  seed?: number;
};

const FIRST = 'Amina|José|Youssef|Fatima|Léa|Omar|Sara|Mehdi|محمد|فاطمة|John|Chloé'.split('|');
const LAST = "El Idrissi|García|Benali|Zahra|Martin|Tazi|Smith|العلوي|Dupont|N'Diaye".split('|');
const CLUBS = ['Raja Athletic', 'Wydad AC', 'Club Atlético', 'نادي الرجاء', null, null];
const NO_CONTACT: ContactInfo = {
  name: null,
  email: null,
  phone: null,
  website: null,
  organizerType: null,
  organizer: null,
  timingCompany: null,
  country: null,
  city: null,
};

/** Mulberry32: a tiny seeded generator, so the bundle is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Builds the bundle: 42.195 km, gun at 2026-04-12 07:00 UTC, ~3 % DNF and ~2 % missing split reads. */
export function syntheticBundle(options: SyntheticOptions = {}): ImportBundle {
  const count = options.participants ?? 50_000;
  const checkpointCount = Math.max(options.checkpoints ?? 10, 2);
  const eventId = options.eventId ?? 'synthetic-2026';
  const next = random(options.seed ?? 42);
  const gun = Date.UTC(2026, 3, 12, 7);
  const distanceM = 42_195;
  const checkpoints: Checkpoint[] = Array.from({ length: checkpointCount }, (_, order) => {
    const kind = order === 0 ? 'start' : order === checkpointCount - 1 ? 'finish' : 'split';
    const at = Math.round((distanceM * order) / (checkpointCount - 1));
    return {
      id: kind === 'split' ? `cp${order}` : kind,
      name: kind === 'split' ? `${(at / 1000).toFixed(1)} km` : kind,
      distanceM: at,
      order,
      kind,
    };
  });
  const participants: ParticipantRecord[] = [];
  const passings: PassingRecord[] = [];
  for (let index = 0; index < count; index++) {
    const bib = String(index + 1);
    const [first, last] = [FIRST[index % FIRST.length] ?? 'A', LAST[(index * 7) % LAST.length] ?? 'B'];
    participants.push({
      eventId,
      contestId: 'marathon',
      id: bib,
      bib,
      chip: null,
      firstName: first,
      lastName: last,
      displayName: `${first} ${last}`,
      club: CLUBS[index % CLUBS.length] ?? null,
      country: index % 5 === 0 ? 'FR' : 'MA',
      nation: index % 5 === 0 ? 'FR' : 'MA',
      gender: next() < 0.4 ? 'f' : 'm',
      birthYear: 1950 + Math.floor(next() * 55),
      age: null,
      ageGroup: null,
      waveStart: null,
      timerStatus: null,
    });
    const msPerMetre = 0.18 + next() * 0.35; // 3:00 to 8:50 per km
    const startDelay = Math.floor(next() * 300_000);
    const stopsAt = next() < 0.03 ? 1 + Math.floor(next() * (checkpointCount - 1)) : checkpointCount;
    for (const checkpoint of checkpoints.slice(0, stopsAt)) {
      if (checkpoint.kind === 'split' && next() < 0.02) continue;
      const at = gun + startDelay + Math.round(checkpoint.distanceM * msPerMetre * (0.95 + next() * 0.1));
      passings.push({ eventId, contestId: 'marathon', bib, checkpointId: checkpoint.id, at });
    }
  }
  return {
    events: [
      {
        id: eventId,
        name: 'Synthetic Marathon',
        type: 'running',
        country: 'MA',
        city: 'Rabat',
        dateFrom: '2026-04-12',
        dateTo: '2026-04-12',
        timeZone: 'Africa/Casablanca',
        description: null,
      },
    ],
    contests: [
      {
        eventId,
        id: 'marathon',
        name: 'Marathon',
        startTime: gun,
        distanceM,
        gender: 'mf',
        country: 'MA',
        city: 'Rabat',
        timeBasis: 'net',
        precisionMs: 1000,
        paceUnit: 'min_per_km',
        speedUnit: 'kmh',
        ageGroupScheme: null,
        checkpoints,
        courseGpx: null,
        contact: NO_CONTACT,
      },
    ],
    participants,
    passings,
    recordings: [],
  };
}
