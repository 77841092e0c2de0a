import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbError } from '../errors.js';
import { type DbHandle } from '../handle.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { findResults } from './find-results.js';
import { type ResultListRow, type ResultQuery } from './result-columns.js';

const MIN = 60_000;
type Brief = Pick<ResultListRow, 'bib' | 'place' | 'gapMs' | 'diffMs'>;

describe.each(testDbKinds())('results on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
  });
  afterAll(() => db.close());

  const brief = async (query: ResultQuery = {}): Promise<Brief[]> =>
    (await findResults(db, 'casa-2026', 'marathon', query)).items.map(({ bib, place, gapMs, diffMs }) => ({
      bib,
      place,
      gapMs,
      diffMs,
    }));

  it('lists the finish ranking: shared places, gaps and diffs, then non-finishers', async () => {
    expect(await brief()).toEqual([
      { bib: '1', place: 1, gapMs: 0, diffMs: null },
      { bib: '4', place: 1, gapMs: 0, diffMs: 0 },
      { bib: '2', place: 3, gapMs: 15 * MIN, diffMs: 15 * MIN },
      { bib: '3', place: 4, gapMs: 20 * MIN, diffMs: 5 * MIN },
      { bib: '10', place: 5, gapMs: 40 * MIN, diffMs: 20 * MIN },
      { bib: '12', place: null, gapMs: null, diffMs: null },
      { bib: '11', place: null, gapMs: null, diffMs: null },
      { bib: '13', place: null, gapMs: null, diffMs: null },
    ]);
    const page = await findResults(db, 'casa-2026', 'marathon', { page: 2, pageSize: 3 });
    expect(page.total).toBe(8);
    expect(page.items.map((row) => row.bib)).toEqual(['3', '10', '12']);
    expect(page.items[0]).toMatchObject({
      status: 'finished',
      overallPlace: 4,
      genderPlace: 3,
      ageGroupPlace: 1,
      officialTimeMs: 170 * MIN,
      gunTimeMs: 170 * MIN,
      timeMs: 170 * MIN,
      paceMsPerKm: Math.ceil((170 * MIN * 1000) / 42_195),
      lastCheckpointId: 'finish',
      rank: 4,
      displayName: 'محمد العلوي',
      club: 'نادي الرجاء',
    });
  });

  it('shows the gender and age-group places when filtered by them, with diffs across pages', async () => {
    expect(await brief({ gender: 'f' })).toEqual([
      { bib: '2', place: 1, gapMs: 0, diffMs: null },
      { bib: '10', place: 2, gapMs: 25 * MIN, diffMs: 25 * MIN },
      { bib: '13', place: null, gapMs: null, diffMs: null },
    ]);
    expect(await brief({ gender: 'f', page: 2, pageSize: 1 })).toEqual([
      { bib: '10', place: 2, gapMs: 25 * MIN, diffMs: 25 * MIN },
    ]);
    expect(await brief({ ageGroup: 'MSEN' })).toEqual([
      { bib: '3', place: 1, gapMs: 0, diffMs: null },
      { bib: '11', place: null, gapMs: null, diffMs: null },
    ]);
    expect((await findResults(db, 'casa-2026', 'marathon', { gender: 'm', status: 'finished' })).total).toBe(
      3,
    );
  });

  it('places within any other filter over the listed finishers (club, country)', async () => {
    expect(await brief({ club: 'raja ATHLETIC' })).toEqual([
      { bib: '4', place: 1, gapMs: 0, diffMs: null },
      { bib: '2', place: 2, gapMs: 15 * MIN, diffMs: 15 * MIN },
      { bib: '10', place: 3, gapMs: 40 * MIN, diffMs: 25 * MIN },
      { bib: '12', place: null, gapMs: null, diffMs: null },
    ]);
    expect(await brief({ club: 'raja athletic', page: 2, pageSize: 2 })).toEqual([
      { bib: '10', place: 3, gapMs: 40 * MIN, diffMs: 25 * MIN },
      { bib: '12', place: null, gapMs: null, diffMs: null },
    ]);
    expect(await brief({ country: 'FR' })).toEqual([
      { bib: '12', place: null, gapMs: null, diffMs: null },
      { bib: '13', place: null, gapMs: null, diffMs: null },
    ]);
  });

  it('ranks at a checkpoint everyone who reached it, the disqualified without pushing anyone down', async () => {
    const page = await findResults(db, 'casa-2026', 'marathon', { checkpoint: 'km10' });
    expect(page.checkpoint).toMatchObject({ id: 'km10', distanceM: 10_000 });
    expect(page.total).toBe(7);
    expect(page.items.map(({ bib, place, timeMs }) => [bib, place, timeMs])).toEqual([
      ['4', 1, 34 * MIN],
      ['1', 2, 35 * MIN],
      ['12', 3, 36 * MIN],
      ['2', 3, 38 * MIN],
      ['3', 4, 40 * MIN],
      ['11', 5, 41 * MIN],
      ['10', 6, 44 * MIN],
    ]);
    expect(page.items[0]).toMatchObject({ paceMsPerKm: 204_000, gapMs: 0, diffMs: null });
    expect(page.items[0]?.speedKmh).toBeCloseTo(17.647, 3);
    expect(await brief({ checkpoint: 'half', gender: 'f' })).toEqual([
      { bib: '2', place: 1, gapMs: 0, diffMs: null },
      { bib: '10', place: 2, gapMs: 12 * MIN, diffMs: 12 * MIN },
    ]);
    await expect(findResults(db, 'casa-2026', 'marathon', { checkpoint: 'km99' })).rejects.toBeInstanceOf(
      DbError,
    );
  });

  it('returns an empty page past the end and for an unknown contest', async () => {
    expect(await findResults(db, 'casa-2026', 'marathon', { page: 5 })).toMatchObject({
      items: [],
      total: 8,
    });
    expect(await findResults(db, 'casa-2026', 'marathon', { club: 'raja athletic', page: 5 })).toMatchObject({
      items: [],
      total: 4,
    });
    expect(await findResults(db, 'casa-2026', 'nope')).toEqual({ items: [], total: 0, checkpoint: null });
  });
});
