import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { contestOf, NO_FILTER } from '../testing/list-queries.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { findResults, type ResultFilter, type ResultListRow } from './find-results.js';
import { type ContestVersion } from './versions.js';

const MIN = 60_000;
type Brief = Pick<ResultListRow, 'bib' | 'place' | 'gapMs' | 'diffMs'>;

describe.each(testDbKinds())('results on %s', (kind) => {
  let db: DbHandle;
  let marathon: ContestVersion;
  beforeAll(async () => {
    db = await openSampleDb(kind);
    marathon = await contestOf(db, 'casa-2026', 'marathon');
  });
  afterAll(() => db.close());

  const page = (query: Partial<ResultFilter> = {}) =>
    findResults(db, marathon, { ...NO_FILTER, checkpoint: null, page: 1, pageSize: 100, ...query });
  const brief = async (query: Partial<ResultFilter> = {}): Promise<Brief[]> =>
    (await page(query)).items.map(({ bib, place, gapMs, diffMs }) => ({ bib, place, gapMs, diffMs }));

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
    const second = await page({ page: 2, pageSize: 3 });
    expect(second.total).toBe(8);
    expect(second.items.map((row) => row.bib)).toEqual(['3', '10', '12']);
    expect(second.items[0]).toMatchObject({
      status: 'finished',
      overallPlace: 4,
      genderPlace: 3,
      ageGroupPlace: 1,
      officialTimeMs: 170 * MIN,
      gunTimeMs: 170 * MIN,
      timeMs: 170 * MIN,
      paceMsPerKm: Math.ceil((170 * MIN * 1000) / 42_195),
      paceMsPerMile: Math.ceil((170 * MIN * 1609.344) / 42_195),
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
    expect((await page({ gender: 'm', status: 'finished' })).total).toBe(3);
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
    const ranking = await page({ checkpoint: 'km10' });
    expect(ranking.total).toBe(7);
    expect(ranking.items.map(({ bib, place, timeMs }) => [bib, place, timeMs])).toEqual([
      ['4', 1, 34 * MIN],
      ['1', 2, 35 * MIN],
      ['12', 3, 36 * MIN],
      ['2', 3, 38 * MIN],
      ['3', 4, 40 * MIN],
      ['11', 5, 41 * MIN],
      ['10', 6, 44 * MIN],
    ]);
    expect(ranking.items[0]).toMatchObject({ paceMsPerKm: 204_000, gapMs: 0, diffMs: null });
    expect(ranking.items[0]?.speedKmh).toBeCloseTo(17.647, 3);
    // 34:00 at 10 km: 5:28.2 per mile, 10.97 mph.
    expect(ranking.items[0]?.paceMsPerMile).toBe(Math.ceil((34 * MIN * 1609.344) / 10_000));
    expect(ranking.items[0]?.speedMph).toBeCloseTo(10.965, 3);
    expect(await brief({ checkpoint: 'half', gender: 'f' })).toEqual([
      { bib: '2', place: 1, gapMs: 0, diffMs: null },
      { bib: '10', place: 2, gapMs: 12 * MIN, diffMs: 12 * MIN },
    ]);
  });

  it('returns an empty page past the end, with the total', async () => {
    expect(await page({ page: 5 })).toEqual({ items: [], total: 8 });
    expect(await page({ club: 'raja athletic', page: 5 })).toEqual({ items: [], total: 4 });
  });
});
