import { type ImportBundle } from '@finishline/core';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { dumpTables } from '../testing/dump-tables.js';
import { sampleBundle } from '../testing/sample-bundle.js';
import { syntheticBundle } from '../testing/synthetic-bundle.js';
import { openTestDb, testDbKinds } from '../testing/test-dbs.js';
import { upsertBundle, type UpsertStage } from './upsert-bundle.js';

async function count(db: DbHandle, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? -1;
}

/** The stages upsertBundle reports, in order. */
const STAGES: UpsertStage[] = ['events', 'contests', 'participants', 'passings', 'recordings', 'recompute'];

describe.each(testDbKinds())('upsertBundle on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  it('writes every record and recomputes both contests, reporting progress', async () => {
    const stages = new Set<UpsertStage>();
    const summary = await upsertBundle(db, sampleBundle(), { onProgress: (stage) => stages.add(stage) });
    expect(summary.recomputed.map((r) => r.contestId).sort()).toEqual(['10k', 'marathon']);
    expect(summary.insertedPassings).toBe(sampleBundle().passings.length);
    expect(summary.changedEvents).toHaveLength(3);
    expect([...stages]).toEqual(STAGES);
    expect(await count(db, 'participants')).toBe(9);
    expect(await count(db, 'results')).toBe(9);
    expect(await count(db, 'checkpoints')).toBe(6);
  });

  it('derives missing age groups with the default scheme and keeps imported ones', async () => {
    const rows = await db.query<{ id: string; ageGroup: string | null }>(
      sql`select id, age_group as "ageGroup" from participants where event_id = 'casa-2026' order by id`,
    );
    const byId = Object.fromEntries(rows.map((row) => [row.id, row.ageGroup]));
    expect(byId).toMatchObject({
      m1: 'M40',
      m2: 'F35',
      m3: 'MSEN',
      m4: 'M45',
      m10: 'F40',
      m11: 'MSEN',
      m13: null,
    });
  });

  it('leaves identical data, versions included, when the same bundle is imported again', async () => {
    const before = await dumpTables(db);
    const summary = await upsertBundle(db, sampleBundle());
    expect(summary).toEqual({ changedEvents: [], recomputed: [], insertedPassings: 0 });
    expect(await dumpTables(db)).toEqual(before);
  });

  it('takes a bundle handed over by a function: called once, before the first write', async () => {
    const calls: string[] = [];
    const summary = await upsertBundle(
      db,
      () => {
        calls.push('handed over');
        return sampleBundle();
      },
      { onProgress: (stage, done) => void (done === 0 && calls.push(stage)) },
    );
    expect(calls).toEqual(['handed over', ...STAGES]);
    expect(summary).toEqual({ changedEvents: [], recomputed: [], insertedPassings: 0 });
  });

  it('stores each contest’s units; a change of units alone is a change of the contest (its version moves)', async () => {
    const units = () =>
      db.query<{ id: string; paceUnit: string; speedUnit: string; version: number }>(sql`
        select id, pace_unit as "paceUnit", speed_unit as "speedUnit", data_version as version
        from contests where event_id = 'casa-2026' order by id`);
    const before = await units();
    expect(before.map(({ version: _v, ...row }) => row)).toEqual([
      { id: '10k', paceUnit: 'min_per_mile', speedUnit: 'mph' },
      { id: 'marathon', paceUnit: 'min_per_km', speedUnit: 'kmh' },
    ]);
    const bundle = sampleBundle();
    Object.assign(bundle.contests[0]!, { paceUnit: 'min_per_mile', speedUnit: 'mph' });
    await upsertBundle(db, bundle);
    const after = await units();
    expect(after[1]).toMatchObject({ paceUnit: 'min_per_mile', speedUnit: 'mph' });
    expect(after[1]!.version).toBeGreaterThan(before[1]!.version);
    expect(after[0]!.version).toBe(before[0]!.version);
    await upsertBundle(db, sampleBundle());
  });

  it('swaps two bibs in one import', async () => {
    const bundle = sampleBundle();
    const [jose, , amina] = bundle.participants;
    [jose!.bib, amina!.bib] = ['2', '1'];
    bundle.passings = [];
    await upsertBundle(db, bundle);
    const rows = await db.query<{ id: string; bib: string }>(
      sql`select id, bib from participants where id in ('m1', 'm2') order by id`,
    );
    expect(rows).toEqual([
      { id: 'm1', bib: '2' },
      { id: 'm2', bib: '1' },
    ]);
    await upsertBundle(db, sampleBundle());
  });

  it('replaces a contest’s checkpoints with the bundle’s, dropping the others and their reads', async () => {
    const bundle = sampleBundle();
    const marathon = bundle.contests[0]!;
    marathon.checkpoints = marathon.checkpoints.filter((checkpoint) => checkpoint.id !== 'half');
    bundle.passings = bundle.passings.filter((passing) => passing.checkpointId !== 'half');
    const summary = await upsertBundle(db, bundle);
    expect(summary.recomputed.map((r) => r.contestId)).toEqual(['marathon']);
    const ids = await db.query<{ id: string }>(sql`
      select cp.id from checkpoints cp join contests c on c.key = cp.contest_key where c.id = 'marathon' order by cp."order"`);
    expect(ids.map((row) => row.id)).toEqual(['start', 'km10', 'finish']);
    expect(await count(db, 'passings')).toBe(
      sampleBundle().passings.filter((p) => p.checkpointId !== 'half').length,
    );
  });

  it('moves a participant to another contest of the event, recomputing both', async () => {
    const bundle: ImportBundle = {
      events: [],
      contests: [],
      passings: [],
      recordings: [],
      participants: [
        { ...sampleBundle().participants.find((entry) => entry.id === 'm13')!, contestId: '10k', bib: '13' },
      ],
    };
    const summary = await upsertBundle(db, bundle);
    expect(summary.recomputed.map((r) => r.contestId).sort()).toEqual(['10k', 'marathon']);
    const rows = await db.query<{ contest: string; n: number }>(sql`
      select c.id as contest, count(*)::int as n from results r join contests c on c.key = r.contest_key
      group by c.id order by c.id`);
    expect(rows).toEqual([
      { contest: '10k', n: 2 },
      { contest: 'marathon', n: 7 },
    ]);
  });
});

describe.each(testDbKinds())('upsertBundle with a bundle handed over, on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  it('holds a handed-over bundle only while writing it: it can be collected before the recompute', async () => {
    // A garbage collector of this isolate's own, to see whether anything still refers to the bundle.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    let held: WeakRef<ImportBundle> | null = null;
    let duringRecompute: Promise<boolean> | null = null;
    const bundle = syntheticBundle({ participants: 200, checkpoints: 3, eventId: 'handed-over' });
    const json = JSON.stringify(bundle);
    await upsertBundle(
      db,
      () => {
        const fresh = JSON.parse(json) as ImportBundle;
        held = new WeakRef(fresh);
        return fresh;
      },
      {
        // Looked at a turn of the event loop later (a WeakRef keeps its object for the rest of the turn that made
        // it), while the recompute waits on the database.
        onProgress: (stage, done) => {
          if (stage !== 'recompute' || done !== 0) return;
          duringRecompute = new Promise((resolve) =>
            setImmediate(() => {
              collect();
              resolve(held?.deref() === undefined);
            }),
          );
        },
      },
    );
    expect(held).not.toBeNull();
    expect(await duringRecompute).toBe(true);
  });
});
