/**
 * previewImport against the writes it mirrors: for random corrected results files, the places it says move are
 * the ones upsertBundle and the recompute then move, and once written, the same file previews as no change —
 * which fails if the in-memory rules drift from upsertBundle's (a read it keeps that the import deletes, …).
 */
import { type ImportBundle, type ParticipantRecord, type PassingRecord } from '@finishline/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { openTestDb, testDbKinds } from '../testing/test-dbs.js';
import { loadImportBaseline } from '../queries/load-import-baseline.js';
import { loadOverallPlaces } from '../queries/load-overall-places.js';
import { upsertBundle } from '../writes/upsert-bundle.js';
import { previewImport, storedPlacesOf, withPlacesMoved } from './preview-import.js';

const GUN = Date.UTC(2026, 4, 10, 8);
const MIN = 60_000;
const RUNNERS = 24;
const REPLACE = { checkpointIds: ['km5', 'finish'] };

const setupBundle: ImportBundle = {
  events: [
    {
      id: 'preview',
      name: 'Preview 10K',
      type: 'running',
      country: 'MA',
      city: 'Rabat',
      dateFrom: '2026-05-10',
      dateTo: '2026-05-10',
      timeZone: 'Africa/Casablanca',
      description: null,
    },
  ],
  contests: [
    {
      eventId: 'preview',
      id: '10k',
      name: '10K',
      startTime: GUN,
      distanceM: 10_000,
      gender: 'mf',
      country: 'MA',
      city: 'Rabat',
      timeBasis: 'gun',
      precisionMs: 1000,
      paceUnit: 'min_per_km',
      speedUnit: 'kmh',
      ageGroupScheme: null,
      checkpoints: [
        { id: 'km5', name: '5 km', distanceM: 5_000, order: 0, kind: 'split' },
        { id: 'finish', name: 'Finish', distanceM: 10_000, order: 1, kind: 'finish' },
      ],
      contact: {
        name: null,
        email: null,
        phone: null,
        website: null,
        organizerType: null,
        organizer: null,
        timingCompany: null,
        country: null,
        city: null,
      },
      courseGpx: null,
    },
  ],
  participants: [],
  passings: [],
  recordings: [],
};

/** One row of a results file: in it or not, its club, status, 5K and finish minutes. */
type Row = { listed: boolean; club: string | null; dnf: boolean; km5: number | null; finish: number | null };

function fileOf(rows: readonly Row[]): ImportBundle {
  const participants: ParticipantRecord[] = [];
  const passings: PassingRecord[] = [];
  rows.forEach((row, i) => {
    if (!row.listed) return;
    const bib = String(i + 1);
    participants.push({
      eventId: 'preview',
      contestId: '10k',
      id: bib,
      bib,
      chip: null,
      firstName: 'Runner',
      lastName: bib,
      displayName: `Runner ${bib}`,
      club: row.club,
      country: null,
      nation: null,
      gender: i % 2 === 0 ? 'f' : 'm',
      birthYear: 1980 + i,
      age: null,
      ageGroup: null,
      waveStart: null,
      timerStatus: row.dnf ? 'dnf' : null,
    });
    const read = (checkpointId: string, minutes: number | null): void => {
      if (minutes !== null)
        passings.push({ eventId: 'preview', contestId: '10k', bib, checkpointId, at: GUN + minutes * MIN });
    };
    read('km5', row.km5);
    read('finish', row.finish);
  });
  return { events: [], contests: [], participants, passings, recordings: [] };
}

const rowArb: fc.Arbitrary<Row> = fc.record({
  listed: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
  club: fc.constantFrom(null, 'AC Rabat', 'Wydad'),
  dnf: fc.boolean(),
  km5: fc.option(fc.integer({ min: 18, max: 22 }), { freq: 5, nil: null }),
  finish: fc.option(fc.integer({ min: 38, max: 44 }), { freq: 5, nil: null }),
});

describe.each(testDbKinds())('previewImport on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openTestDb(kind);
    await upsertBundle(db, setupBundle);
  }, 60_000);
  afterAll(() => db.close());

  async function places(): Promise<Map<string, number | null>> {
    const rows = await db.query<{ bib: string; place: number | null }>(`
      select p.bib, r.overall_place as place from participants p join results r on r.participant_key = p.key`);
    return new Map(rows.map((row) => [row.bib, row.place]));
  }

  it('says which places the import moves, and nothing once it is written', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { minLength: RUNNERS, maxLength: RUNNERS }), async (rows) => {
        const file = fileOf(rows);
        const before = await places();
        const changes = await previewImport(db, file, { replaceReads: REPLACE });
        // A real import's way: places not ranked in memory, but read back around the write.
        const unranked = await previewImport(db, file, { replaceReads: REPLACE, rankPlaces: false });
        expect(unranked.contests.map((contest) => contest.places)).toEqual([null]);
        const stored = storedPlacesOf(await loadOverallPlaces(db, unranked.contests));
        await upsertBundle(db, file, { replaceReads: REPLACE });
        const after = await places();
        const readBack = withPlacesMoved(unranked, stored, await loadOverallPlaces(db, unranked.contests));
        expect(readBack).toEqual(changes);
        const moved = [...after].filter(([bib, place]) => before.has(bib) && before.get(bib) !== place);
        const [contest] = changes.contests;
        expect(contest?.places?.moved).toBe(moved.length);
        expect(contest?.runners.added).toBe([...after.keys()].filter((bib) => !before.has(bib)).length);
        for (const move of contest?.places?.biggest ?? []) {
          expect([move.from, move.to]).toEqual([before.get(move.bib), after.get(move.bib)]);
        }
        const again = await previewImport(db, file, { replaceReads: REPLACE });
        expect(again.contests[0]).toMatchObject({
          runners: { added: 0, changed: 0 },
          places: { moved: 0 },
          splits: { added: 0, removed: 0, corrected: 0 },
        });
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('refuses what the import refuses: a read of a bib not entered', async () => {
    const file = fileOf([{ listed: true, club: null, dnf: false, km5: 20, finish: 40 }]);
    file.passings.push({ eventId: 'preview', contestId: '10k', bib: '999', checkpointId: 'finish', at: GUN });
    await expect(previewImport(db, file)).rejects.toMatchObject({ code: 'unknown_bib' });
    await expect(upsertBundle(db, file)).rejects.toMatchObject({ code: 'unknown_bib' });
  });
});

describe('previewImport of a bundle that changes the contest', () => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openTestDb('pglite');
    await upsertBundle(db, setupBundle);
    const rows: Row[] = Array.from({ length: 6 }, (_, i) => ({
      listed: true,
      club: null,
      dnf: false,
      km5: 19 + i,
      finish: 40 + i,
    }));
    await upsertBundle(db, fileOf(rows), { replaceReads: REPLACE });
  }, 60_000);
  afterAll(() => db.close());

  it('a removed checkpoint takes its splits, a new scheme moves derived age groups; then nothing is left to do', async () => {
    const [contest] = setupBundle.contests;
    if (contest === undefined) throw new Error('no contest');
    const changed: ImportBundle = {
      ...setupBundle,
      contests: [
        {
          ...contest,
          checkpoints: contest.checkpoints.filter((checkpoint) => checkpoint.id !== 'km5'),
          ageGroupScheme: { bands: [{ minAge: 0, label: 'ALL' }], byGender: false, ageOn: 'year_end' },
        },
      ],
    };
    const changes = await previewImport(db, changed);
    expect(changes.contests[0]).toMatchObject({
      setupChanged: ['checkpoints'],
      runners: { added: 0, changed: 6, unchanged: 0, fields: { 'age group': 6 }, notInFile: 0 },
      places: { moved: 0 },
      splits: { added: 0, removed: 6, corrected: 0 },
    });
    await upsertBundle(db, changed);
    const labels = await db.query<{ g: string }>(`select distinct age_group as g from participants`);
    expect(labels).toEqual([{ g: 'ALL' }]);
    expect((await previewImport(db, changed)).contests[0]).toMatchObject({
      setupChanged: [],
      runners: { changed: 0, notInFile: 6 },
      splits: { added: 0, removed: 0, corrected: 0 },
    });
  });
});

describe.each(testDbKinds())('loadImportBaseline of a file imported before, on %s', (kind) => {
  let db: DbHandle;
  const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({
    listed: true,
    club: i % 2 === 0 ? 'AC Rabat' : null,
    dnf: false,
    km5: 19 + i,
    finish: 40 + i,
  }));
  beforeAll(async () => {
    db = await openTestDb(kind);
    await upsertBundle(db, setupBundle);
    await upsertBundle(db, fileOf(rows), { replaceReads: REPLACE });
    // A live read of runner 2 at the finish, before the imported one.
    await upsertBundle(
      db,
      {
        ...fileOf([]),
        passings: [
          { eventId: 'preview', contestId: '10k', bib: '2', checkpointId: 'finish', at: GUN + 30 * MIN },
        ],
      },
      { source: 'live' },
    );
  }, 60_000);
  afterAll(() => db.close());

  it("holds the file's reads once: a runner's stored list is the file's own list where they are the same reads", async () => {
    const file = fileOf(rows);
    const baseline = await loadImportBaseline(db, file, { source: 'import' });
    const stored = baseline.contests.get('preview/10k')?.reads;
    const inFile = baseline.fileReads.get('preview/10k');
    for (const bib of ['1', '3', '4', '5']) {
      expect(stored?.get(bib)).toBe(inFile?.get(bib));
    }
    // Runner 2 has a live read the file has not: a list of its own, with the file's records in it.
    const two = stored?.get('2') ?? [];
    expect(two).not.toBe(inFile?.get('2'));
    expect(two).toHaveLength(3);
    expect(two.filter((read) => read.isOtherSource === true)).toEqual([
      { checkpointId: 'finish', at: GUN + 30 * MIN, isOtherSource: true },
    ]);
    for (const read of inFile?.get('2') ?? []) expect(two).toContain(read);
    const clubs = new Map(baseline.contests.get('preview/10k')?.entrants.map((e) => [e.id, e.club]));
    expect(clubs).toEqual(new Map(rows.map((row, i) => [String(i + 1), row.club])));
  });
});
