import { SearchResult } from '@finishline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValid, getJson, openTestApp, testDbKinds, type TestApp } from '../../testing/test-app.js';

const SEARCH = '/api/events/casablanca-marathon-2026/search/participants';

describe.each(testDbKinds())('participant search on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  async function search(query: string): Promise<SearchResult> {
    const { status, body } = await getJson(t.app, `${SEARCH}?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expectValid(SearchResult, body);
    return body as SearchResult;
  }
  const ids = (result: SearchResult) => result.items.map((item) => item.id);

  it('finds by bib across the contests of the event', async () => {
    const result = await search('bib=1001');
    expect(result.items).toEqual([
      expect.objectContaining({
        id: '1001',
        contestId: '10k',
        contestName: '10 km',
        overallPlace: 1,
        officialTimeMs: 2_370_200,
      }),
    ]);
    expect(ids(await search('bib=4'))).toEqual(['4']);
    expect(ids(await search('bib=404'))).toEqual([]);
  });

  it('searches a text of digits as a bib (specification §5)', async () => {
    expect(ids(await search('text=1002'))).toEqual(['1002']);
  });

  it('finds by name or club words, ignoring case, accents and Arabic diacritics, at word starts', async () => {
    expect(ids(await search('text=JOSE'))).toEqual(['2']);
    expect(ids(await search('text=%C3%B1and%C3%BA'))).toEqual(['2']);
    expect(ids(await search('text=elodie'))).toEqual(['6']);
    expect(ids(await search('text=ben'))).toEqual(['5', '11']);
    expect(ids(await search('text=casa%20fatima'))).toEqual(['5']);
    expect(ids(await search('text=idrissi%20amina'))).toEqual(['1']);
    expect(ids(await search('text=dri'))).toEqual([]);
    // محمد, and مُحَمَّد with diacritics.
    expect(ids(await search(`text=${encodeURIComponent('محمد')}`))).toEqual(['3']);
    expect(ids(await search(`text=${encodeURIComponent('مُحَمَّد')}`))).toEqual(['3']);
    expect(ids(await search(`text=${encodeURIComponent('العلوي')}`))).toEqual(['3']);
  });

  it('restricts to one contest and pages', async () => {
    expect(ids(await search('text=nadia&contest=10k'))).toEqual(['1001']);
    expect(ids(await search('text=nadia&contest=marathon'))).toEqual([]);
    const page = await search('text=casa&pageSize=2&page=2');
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    // Matches as good as each other (a club word), best placed first: Benjelloun (bib 11) comes last.
    expect(ids(page)).toEqual(['11']);
    const first = await search('text=casa&pageSize=2&page=1');
    const places = first.items.map((hit) => hit.overallPlace ?? Infinity);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });

  it('suggests names near a text that finds nobody ("did you mean"), only then', async () => {
    const miss = await search(`text=${encodeURIComponent('Elodei Matrin')}`);
    expect(miss).toMatchObject({ items: [], total: 0, suggestions: ['Élodie Martin'] });
    expect((await search('text=Benjeloun')).suggestions).toEqual(['Benjelloun']);
    expect((await search(`text=${encodeURIComponent('Casa Runing')}`)).suggestions).toEqual([
      'Casa Running Club',
    ]);
    // Within the contest searched.
    expect((await search('text=Nadai&contest=10k')).suggestions).toEqual(['Nadia']);
    expect(await search('text=Nadai&contest=marathon')).not.toHaveProperty('suggestions');
    // Not after a hit, a bib, or when nothing is close.
    expect(await search('text=jose')).not.toHaveProperty('suggestions');
    expect(await search('bib=404')).not.toHaveProperty('suggestions');
    expect(await search('text=zzyzx')).not.toHaveProperty('suggestions');
  });

  it('treats LIKE wildcards and SQL as plain text', async () => {
    for (const text of ['%', '_', "%' or '1'='1", 'a%b', '\\']) {
      expect(ids(await search(`text=${encodeURIComponent(text)}`)), text).toEqual([]);
    }
  });

  it('validates text and bib', async () => {
    const cases: [string, string][] = [
      ['bib=abc', 'bib'],
      ['bib=12a', 'bib'],
      ['bib=-1', 'bib'],
      ['bib=', 'bib'],
      ['text=', 'text'],
      ['text=%20%20', 'text'],
      ['', 'text'],
      ['text=jose&bib=2', 'bib'],
      [`text=${'x'.repeat(101)}`, 'text'],
      ['bib=1&bib=2', 'bib'],
    ];
    for (const [query, parameter] of cases) {
      const { status, body } = await getJson(t.app, `${SEARCH}?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ error: { code: 'invalid_parameter', parameter } });
    }
  });

  it('answers 404 for an unknown event', async () => {
    expect((await getJson(t.app, '/api/events/nope/search/participants?text=a')).status).toBe(404);
  });
});
