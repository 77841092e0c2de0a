import { type ResultRow as ContractResultRow, ErrorResponse, ResultList } from '@finishline/contract';
import { ageGrade, placeFilteredResults, type ResultRow } from '@finishline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValid, getJson, openTestApp, testDbKinds, type TestApp } from '../../testing/test-app.js';

const MARATHON = '/api/events/casablanca-marathon-2026/contests/marathon/results';
type Row = ContractResultRow;

describe.each(testDbKinds())('results on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  async function results(query = '', base = MARATHON): Promise<{ items: Row[]; total: number }> {
    const { status, body } = await getJson(t.app, `${base}${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expectValid(ResultList, body);
    return body as { items: Row[]; total: number };
  }
  const column = (rows: Row[], key: keyof Row) => rows.map((row) => row[key]);

  it('lists finishers by official time with shared places, then non-finishers', async () => {
    const { items, total } = await results();
    expect(total).toBe(12);
    expect(column(items, 'bib')).toEqual(['2', '3', '4', '1', '5', '8', '11', '10', '6', '7', '9', '12']);
    expect(column(items, 'place')).toEqual([1, 1, 3, 4, 5, 6, 7, null, null, null, null, null]);
    expect(column(items, 'overallPlace')).toEqual(column(items, 'place'));
    expect(column(items, 'status')).toEqual([
      ...Array(7).fill('finished'),
      'dsq',
      'dnf',
      'started',
      'dns',
      'registered',
    ]);
    expect(column(items, 'diffMs').slice(0, 4)).toEqual([null, 0, 300_000, 300_000]);
    expect(column(items, 'gapMs').slice(0, 4)).toEqual([0, 0, 300_000, 600_000]);
    expect(items[2]).toMatchObject({
      name: 'Jean Dupont',
      genderPlace: 3,
      ageGroupPlace: 2,
      // 2:25:00.700 on a 1 s gun-basis contest truncates to 2:25:00.
      officialTimeMs: 8_700_000,
      gunTimeMs: 8_700_000,
      netTimeMs: 8_694_000,
      paceMsPerKm: Math.ceil((8_700_000 * 1000) / 42_195),
      lastCheckpointId: 'finish',
    });
    expect(items[5]).toMatchObject({ bib: '8', gender: 'x', genderPlace: null, ageGroupPlace: null });
    expect(items[7]).toMatchObject({
      bib: '10',
      status: 'dsq',
      officialTimeMs: null,
      place: null,
      lastCheckpointId: 'finish',
    });
  });

  it('places within a gender, an age group, a country or a club, keeping the overall place', async () => {
    const men = (await results('?gender=m')).items;
    expect(column(men, 'bib')).toEqual(['2', '3', '4', '11', '7', '9']);
    expect(column(men, 'place')).toEqual([1, 1, 3, 4, null, null]);
    expect(column(men, 'overallPlace')).toEqual([1, 1, 3, 7, null, null]);
    expect(column(men, 'diffMs')).toEqual([null, 0, 300_000, 2_400_000, null, null]);

    const x = (await results('?gender=x')).items;
    expect(x).toMatchObject([
      { bib: '8', place: 1, overallPlace: 6, genderPlace: null, gapMs: 0, diffMs: null },
    ]);

    const f35 = (await results('?ageGroup=F35')).items;
    expect(column(f35, 'bib')).toEqual(['1', '10', '12']);
    expect(column(f35, 'place')).toEqual([1, null, null]);

    const club = (await results('?club=casa%20RUNNING%20club')).items;
    expect(column(club, 'place')).toEqual([1, 2, 3]);
    expect(column(club, 'gapMs')).toEqual([0, 910_000, 2_100_000]);
    expect(column(club, 'overallPlace')).toEqual([4, 5, 7]);
  });

  it('pages filtered lists with places, gaps and diffs continuing across pages', async () => {
    // A tie across the page boundary shares its place; the first row's diff is to the row before the page.
    expect((await results('?gender=m&pageSize=1&page=2')).items).toMatchObject([
      { bib: '3', place: 1, diffMs: 0 },
    ]);
    expect((await results('?gender=m&pageSize=2&page=2')).items).toMatchObject([
      { bib: '4', place: 3, diffMs: 300_000, gapMs: 300_000 },
      { bib: '11', place: 4, diffMs: 2_400_000 },
    ]);
    expect((await results('?country=MA&pageSize=2&page=2')).items).toMatchObject([
      { bib: '5', place: 3, diffMs: 910_000, gapMs: 1_510_000 },
      { bib: '11', place: 4, diffMs: 1_190_000, gapMs: 2_700_000 },
    ]);
    expect(await results('?page=50')).toMatchObject({ items: [], total: 12 });
  });

  it('agrees with core placeFilteredResults for every filter and page size', async () => {
    const all = (await results('?pageSize=500')).items;
    const asCore = all.map((row, index) => ({ ...row, rank: index + 1 }) as unknown as ResultRow & Row);
    const filters: [string, (row: Row) => boolean][] = [
      ['', () => true],
      ['gender=m', (r) => r.gender === 'm'],
      ['gender=f', (r) => r.gender === 'f'],
      ['ageGroup=SEN', (r) => r.ageGroup === 'SEN'],
      ['ageGroup=M40&gender=m', (r) => r.ageGroup === 'M40' && r.gender === 'm'],
      ['country=MA', (r) => r.country === 'MA'],
      ['country=ES&gender=f', (r) => r.country === 'ES' && r.gender === 'f'],
      ['club=Casa%20Running%20Club', (r) => r.club === 'Casa Running Club'],
      ['status=finished', (r) => r.status === 'finished'],
      ['status=dnf', (r) => r.status === 'dnf'],
    ];
    for (const [query, keep] of filters) {
      const expected = placeFilteredResults(asCore.filter(keep)).map((placed) => ({
        bib: placed.row.bib,
        place: placed.place,
        gapMs: placed.gapMs,
        diffMs: placed.diffMs,
      }));
      for (const pageSize of [1, 2, 3, 100]) {
        const rows: Row[] = [];
        for (let page = 1; rows.length < expected.length && page <= 20; page++) {
          rows.push(...(await results(`?${query}&pageSize=${pageSize}&page=${page}`)).items);
        }
        expect(
          rows.map(({ bib, place, gapMs, diffMs }) => ({ bib, place, gapMs, diffMs })),
          `${query} ${pageSize}`,
        ).toEqual(expected);
      }
    }
  });

  it('grades road-running finishers with the WMA tables and ranks them by percent', async () => {
    // Bibs 1 (F, born 1988: 38 on race day), 2 (M, 1984: 42) and 3 (M, 1998: 28) have birth years; no one else.
    const grade = (timeMs: number, gender: 'm' | 'f', age: number) =>
      ageGrade({ timeMs, distanceM: 42_195, gender, age })!;
    const expected = {
      '1': grade(9_000_000, 'f', 38),
      '2': grade(8_400_000, 'm', 42),
      '3': grade(8_400_000, 'm', 28),
    };
    const official = await results();
    for (const row of official.items) {
      const wanted = expected[row.bib as keyof typeof expected];
      expect(row.ageGradedMs).toBe(wanted?.ageGradedTimeMs ?? null);
      expect(row.ageGradePercent).toBe(wanted?.percent ?? null);
    }
    const ranking = await results('?ranking=ageGrade');
    const order = Object.entries(expected).sort((a, b) => b[1].percent - a[1].percent);
    expect(ranking.total).toBe(3);
    expect(column(ranking.items, 'bib')).toEqual(order.map(([bib]) => bib));
    expect(column(ranking.items, 'place')).toEqual([1, 2, 3]);
    expect(column(ranking.items, 'timeMs')).toEqual(order.map(([, g]) => g.ageGradedTimeMs));
    // Filtered: the men only, and a minimum percent.
    const men = await results('?ranking=ageGrade&gender=m');
    expect(column(men.items, 'place')).toEqual([1, 2]);
    const best = order[0]![1].percent;
    const above = await results(`?ranking=ageGrade&ageGradeMin=${Math.floor(best)}`);
    expect(column(above.items, 'bib')).toEqual([order[0]![0]]);
    // Paged: the second page starts at place 2.
    expect(column((await results('?ranking=ageGrade&pageSize=1&page=2')).items, 'place')).toEqual([2]);
    const refused = await getJson(t.app, `${MARATHON}?ranking=ageGrade&checkpoint=half`);
    expect(refused.status).toBe(400);
    expectValid(ErrorResponse, refused.body);
    expect((await getJson(t.app, `${MARATHON}?ranking=fastest`)).status).toBe(400);
    expect((await getJson(t.app, `${MARATHON}?ranking=ageGrade&ageGradeMin=101`)).status).toBe(400);
  });

  it('ranks everyone who reached a checkpoint by their time there', async () => {
    const half = (await results('?checkpoint=half')).items;
    expect(column(half, 'bib')).toEqual(['2', '3', '4', '1', '10', '5', '8', '6']);
    // DSQ takes the place it would have had without pushing anyone down; DNF counts.
    expect(column(half, 'place')).toEqual([1, 2, 3, 4, 5, 5, 6, 7]);
    // The list columns are at the checkpoint; the others stay the final result.
    expect(column(half, 'overallPlace')).toEqual([1, 1, 3, 4, null, 5, 6, null]);
    expect(half[0]).toMatchObject({ timeMs: 70 * 60_000, officialTimeMs: 8_400_000, gapMs: 0, diffMs: null });
    expect(half[1]).toMatchObject({ timeMs: 70 * 60_000 + 5_000, diffMs: 5_000, gapMs: 5_000 });
    expect(half[0]?.paceMsPerKm).toBe(Math.ceil((70 * 60_000 * 1000) / 21_098));

    const women = (await results('?checkpoint=half&gender=f')).items;
    expect(column(women, 'bib')).toEqual(['1', '10', '5', '6']);
    expect(column(women, 'place')).toEqual([1, 2, 2, 3]);
    expect(await results('?checkpoint=half&pageSize=3&page=3')).toMatchObject({
      total: 8,
      items: [{ bib: '8' }, { bib: '6' }],
    });
  });

  it('refuses a checkpoint the contest does not rank at', async () => {
    for (const checkpoint of ['start', 'km99']) {
      const { status, body } = await getJson(t.app, `${MARATHON}?checkpoint=${checkpoint}`);
      expect(status).toBe(400);
      expectValid(ErrorResponse, body);
      expect(body).toMatchObject({ error: { code: 'invalid_parameter', parameter: 'checkpoint' } });
    }
  });

  it('ranks a net-time contest by net time at its precision', async () => {
    const { items } = await results('', '/api/events/casablanca-marathon-2026/contests/10k/results');
    // Bib 1002 crossed the finish first (39:50 after the gun) but started 28 s earlier: 39:48 net.
    expect(column(items, 'bib')).toEqual(['1001', '1002', '1003']);
    // 40:00.250 after the gun, start mat at 0:30 → 39:30.250 net, truncated to 0.1 s.
    expect(items[0]).toMatchObject({ officialTimeMs: 2_370_200, netTimeMs: 2_370_200, gunTimeMs: 2_400_200 });
  });

  it('lists a live contest before anyone finished', async () => {
    const { items } = await results('', '/api/events/paris-10k-2026/contests/10k/results');
    expect(column(items, 'bib')).toEqual(['2', '1', '3']);
    expect(column(items, 'status')).toEqual(['started', 'started', 'registered']);
    expect(column(items, 'place')).toEqual([null, null, null]);
  });

  it('answers 404 for an unknown contest', async () => {
    const { status, body } = await getJson(
      t.app,
      '/api/events/casablanca-marathon-2026/contests/nope/results',
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: 'not_found' } });
  });
});
