import { type ImportBundle, type PassingRecord } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, type DbHandle } from '../handle.js';
import { dumpTables } from '../testing/dump-tables.js';
import { sampleBundle } from '../testing/sample-bundle.js';
import { GUN, MIN } from '../testing/sample-entrants.js';
import { openTestDb, testDbKinds } from '../testing/test-dbs.js';
import { insertPassings } from './insert-passings.js';
import { upsertBundle } from './upsert-bundle.js';

const read = (bib: string, checkpointId: string, minutes: number): PassingRecord => ({
  eventId: 'casa-2026',
  contestId: 'marathon',
  bib,
  checkpointId,
  at: GUN + minutes * MIN,
});

/** The export's columns: the 10 km, the half and the finish. */
const COLUMNS = { checkpointIds: ['km10', 'half', 'finish'] };

/**
 * A corrected results export of the marathon for Amina (bib 2) alone, as the CSV import builds it: her finish
 * is 2:47:00, not 2:45:00, and her 10 km time was wrong (its cell blanked); half way she was at 1:20:00 as before.
 */
function correctedExport(): ImportBundle {
  const amina = sampleBundle().participants.find((entry) => entry.id === 'm2');
  if (!amina) throw new Error('the sample has Amina');
  return {
    events: [],
    contests: [],
    participants: [amina],
    passings: [read('2', 'half', 80), read('2', 'finish', 167)],
    recordings: [],
  };
}

type Reads = { bib: string; checkpoint: string; minutes: number; source: string }[];

async function readsOf(db: DbHandle, bibs: string[]): Promise<Reads> {
  return db.query(sql`
    select pa.bib, cp.id as checkpoint, round(extract(epoch from pa.at - c.start_time) / 60)::int as minutes,
      pa.source
    from passings pa join checkpoints cp on cp.key = pa.checkpoint_key join contests c on c.key = pa.contest_key
    where c.id = 'marathon' and pa.bib in (select value from json_array_elements_text(${JSON.stringify(bibs)}))
    order by pa.bib, cp."order", pa.at`);
}

async function officialMinutes(db: Db, bib: string): Promise<number | null> {
  const [row] = await db.query<{ minutes: number | null }>(sql`
    select r.official_time_ms / 60000.0 as minutes from results r join participants p on p.key = r.participant_key
    where p.id = ${`m${bib}`}`);
  return row?.minutes === null || row?.minutes === undefined ? null : Number(row.minutes);
}

describe.each(testDbKinds())('a results export replaces its bibs’ imported reads on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openTestDb(kind);
    await upsertBundle(db, sampleBundle());
    // A live read of Amina at the half, as the timing system pushed it on race day.
    await insertPassings(db, [read('2', 'half', 79)], { source: 'live' });
  });
  afterAll(() => db.close());

  it('without replaceReads, a correction cannot make a time slower: the earliest read still counts', async () => {
    const before = await dumpTables(db);
    await db
      .transaction(async (tx) => {
        await upsertBundle(tx, correctedExport());
        expect(await officialMinutes(tx, '2')).toBe(165);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await dumpTables(db)).toEqual(before);
  });

  it('applies the correction: a slower finish, a removed split; live reads and other bibs stay', async () => {
    const otherBibs = await readsOf(db, ['1', '3']);
    const summary = await upsertBundle(db, correctedExport(), { replaceReads: COLUMNS });
    expect(summary.recomputed.map((outcome) => outcome.contestId)).toEqual(['marathon']);
    expect(await readsOf(db, ['2'])).toEqual([
      // The start mat is no column of a results export (its net time gives a wave start): its read stays.
      { bib: '2', checkpoint: 'start', minutes: 0, source: 'import' },
      { bib: '2', checkpoint: 'half', minutes: 79, source: 'live' },
      { bib: '2', checkpoint: 'half', minutes: 80, source: 'import' },
      { bib: '2', checkpoint: 'finish', minutes: 167, source: 'import' },
    ]);
    expect(await officialMinutes(db, '2')).toBe(167);
    expect(await readsOf(db, ['1', '3'])).toEqual(otherBibs);
  });

  it('changes nothing, data versions included, when the same export is imported again', async () => {
    const before = await dumpTables(db);
    expect(await upsertBundle(db, correctedExport(), { replaceReads: COLUMNS })).toEqual({
      changedEvents: [],
      recomputed: [],
      insertedPassings: 0,
    });
    expect(await dumpTables(db)).toEqual(before);
  });

  it('leaves the checkpoints the export has no column for: a finish-only file keeps the splits', async () => {
    const finishOnly: ImportBundle = { ...correctedExport(), passings: [read('2', 'finish', 166)] };
    await upsertBundle(db, finishOnly, { replaceReads: { checkpointIds: ['finish'] } });
    expect(await readsOf(db, ['2'])).toEqual([
      // The start mat is no column of a results export (its net time gives a wave start): its read stays.
      { bib: '2', checkpoint: 'start', minutes: 0, source: 'import' },
      { bib: '2', checkpoint: 'half', minutes: 79, source: 'live' },
      { bib: '2', checkpoint: 'half', minutes: 80, source: 'import' },
      { bib: '2', checkpoint: 'finish', minutes: 166, source: 'import' },
    ]);
    expect(await officialMinutes(db, '2')).toBe(166);
  });
});
