import { type AgeGroupScheme, type ImportBundle } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { sampleBundle } from '../testing/sample-bundle.js';
import { openTestDb, testDbKinds } from '../testing/test-dbs.js';
import { upsertBundle } from './upsert-bundle.js';

/** Two bands by gender, counted on race day: `MU40`, `F40+`. */
const VETERANS: AgeGroupScheme = {
  bands: [
    { minAge: 0, label: 'U40' },
    { minAge: 40, label: '40+' },
  ],
  byGender: true,
  ageOn: 'race_day',
};

/** The sample's event and marathon alone, with this scheme: no participants, no reads. */
function marathonOnly(scheme: AgeGroupScheme | null): ImportBundle {
  const bundle = sampleBundle();
  const marathon = bundle.contests.find((contest) => contest.id === 'marathon');
  if (!marathon) throw new Error('the sample has a marathon');
  return {
    events: bundle.events.filter((event) => event.id === marathon.eventId),
    contests: [{ ...marathon, ageGroupScheme: scheme }],
    participants: [],
    passings: [],
    recordings: [],
  };
}

async function ageGroups(db: DbHandle): Promise<Record<string, [string | null, string | null]>> {
  const rows = await db.query<{ id: string; stored: string | null; result: string | null }>(sql`
    select p.id, p.age_group as stored, r.age_group as result
    from participants p join results r on r.participant_key = p.key
    where p.event_id = 'casa-2026' order by p.id`);
  return Object.fromEntries(rows.map((row) => [row.id, [row.stored, row.result]]));
}

describe.each(testDbKinds())('age groups derived again on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openTestDb(kind);
    await upsertBundle(db, sampleBundle());
  });
  afterAll(() => db.close());

  it('re-imports a contest with a custom scheme: its stored participants take it, imported labels stay', async () => {
    expect(await ageGroups(db)).toMatchObject({
      m1: ['M40', 'M40'],
      m2: ['F35', 'F35'],
      m10: ['F40', 'F40'],
    });
    const summary = await upsertBundle(db, marathonOnly(VETERANS));
    expect(summary.recomputed.map((outcome) => outcome.contestId)).toEqual(['marathon']);
    // Race day 25 Oct 2026. Bib 10's F40 was imported: kept. Without birth year or age (13, the 10 km): none.
    expect(await ageGroups(db)).toEqual({
      k1: [null, null],
      m1: ['M40+', 'M40+'],
      m2: ['FU40', 'FU40'],
      m3: ['MU40', 'MU40'],
      m4: ['M40+', 'M40+'],
      m10: ['F40', 'F40'],
      m11: ['MU40', 'MU40'],
      m12: [null, null],
      m13: [null, null],
    });
    const places = await db.query<{ id: string; place: number | null }>(sql`
      select p.id, r.age_group_place as place from participants p join results r on r.participant_key = p.key
      where p.age_group = 'M40+' order by p.id`);
    // José and Ahmed tie at 2:30:00, now in one group.
    expect(places).toEqual([
      { id: 'm1', place: 1 },
      { id: 'm4', place: 1 },
    ]);
  });

  it('changes nothing when the same contest is imported again', async () => {
    const before = await ageGroups(db);
    expect(await upsertBundle(db, marathonOnly(VETERANS))).toEqual({
      changedEvents: [],
      recomputed: [],
      insertedPassings: 0,
    });
    expect(await ageGroups(db)).toEqual(before);
  });

  it('goes back to the default scheme, and a label given in a later import is never derived over', async () => {
    const bundle = sampleBundle();
    const amina = bundle.participants.find((entry) => entry.id === 'm2');
    if (!amina) throw new Error('the sample has Amina');
    amina.ageGroup = 'ELITE';
    await upsertBundle(db, bundle);
    await upsertBundle(db, marathonOnly(VETERANS));
    expect(await ageGroups(db)).toMatchObject({ m1: ['M40+', 'M40+'], m2: ['ELITE', 'ELITE'] });
    await upsertBundle(db, marathonOnly(null));
    expect(await ageGroups(db)).toMatchObject({
      m1: ['M40', 'M40'],
      m2: ['ELITE', 'ELITE'],
      m3: ['MSEN', 'MSEN'],
    });
  });
});
