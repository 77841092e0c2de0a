import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { contestOf, NO_FILTER } from '../testing/list-queries.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { findStartList, type StartListFilter } from './find-start-list.js';
import { type ContestVersion } from './versions.js';

describe.each(testDbKinds())('start list on %s', (kind) => {
  let db: DbHandle;
  let marathon: ContestVersion;
  beforeAll(async () => {
    db = await openSampleDb(kind);
    marathon = await contestOf(db, 'casa-2026', 'marathon');
  });
  afterAll(() => db.close());

  const page = (query: Partial<StartListFilter> = {}) =>
    findStartList(db, marathon, {
      ...NO_FILTER,
      bib: null,
      text: null,
      sort: 'bib',
      page: 1,
      pageSize: 100,
      ...query,
    });
  const bibs = async (query: Partial<StartListFilter> = {}): Promise<string[]> =>
    (await page(query)).items.map((row) => row.bib);

  it('sorts by bib as numbers, or by last then first name (folded)', async () => {
    expect(await bibs()).toEqual(['1', '2', '3', '4', '10', '11', '12', '13']);
    expect(await bibs({ sort: 'name' })).toEqual(['4', '12', '2', '1', '13', '11', '10', '3']);
  });

  it('returns the participant columns and their status', async () => {
    const { items } = await page({ bib: '2' });
    expect(items).toEqual([
      {
        id: 'm2',
        contestId: 'marathon',
        bib: '2',
        firstName: 'Amina',
        lastName: 'El Idrissi',
        displayName: 'Amina El Idrissi',
        club: 'Raja Athletic',
        country: 'MA',
        nation: 'MA',
        gender: 'f',
        ageGroup: 'F35',
        status: 'finished',
      },
    ]);
  });

  it('filters by gender, age group, country, nation, club, status, bib and text', async () => {
    expect(await bibs({ gender: 'f' })).toEqual(['2', '10', '13']);
    expect(await bibs({ ageGroup: 'MSEN' })).toEqual(['3', '11']);
    expect(await bibs({ country: 'FR' })).toEqual(['12', '13']);
    expect(await bibs({ nation: 'GB' })).toEqual(['11']);
    expect(await bibs({ club: 'RAJA athletic' })).toEqual(['2', '4', '10', '12']);
    expect(await bibs({ status: 'dnf' })).toEqual(['11']);
    expect(await bibs({ status: 'registered' })).toEqual(['13']);
    expect(await bibs({ text: 'el idr' })).toEqual(['2']);
    expect(await bibs({ text: 'elodie' })).toEqual(['13']);
    expect(await bibs({ text: 'raja', gender: 'm' })).toEqual(['4', '12']);
    expect(await bibs({ text: 'x%' })).toEqual([]);
  });

  it('pages with the total of the filtered list', async () => {
    expect(await page({ page: 2, pageSize: 3 })).toMatchObject({
      total: 8,
      items: [{ bib: '4' }, { bib: '10' }, { bib: '11' }],
    });
    expect(await page({ page: 9 })).toEqual({ items: [], total: 8 });
    expect(await page({ gender: 'f', page: 9 })).toEqual({ items: [], total: 3 });
  });
});
