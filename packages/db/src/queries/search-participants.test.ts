import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { participant, type Person } from '../testing/sample-entrants.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { upsertBundle } from '../writes/upsert-bundle.js';

const EMPTY = { events: [], contests: [], participants: [], passings: [], recordings: [] };
import { type SearchFilter, searchParticipants } from './search-participants.js';

describe.each(testDbKinds())('participant search on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
  });
  afterAll(() => db.close());

  const search = (text: string, extra: Partial<SearchFilter> = {}, eventId = 'casa-2026') =>
    searchParticipants(db, eventId, { text, contestId: null, page: 1, pageSize: 20, ...extra });
  const ids = async (text: string, extra: Partial<SearchFilter> = {}): Promise<string[]> =>
    (await search(text, extra)).items.map((hit) => hit.id);

  it('finds names ignoring case and accents, by word prefixes', async () => {
    expect(await ids('jose')).toEqual(['m1']);
    expect(await ids('GARCÍA')).toEqual(['m1']);
    expect(await ids('EL IDRISSI')).toEqual(['m2']);
    expect(await ids('idri')).toEqual(['m2']);
    expect(await ids('zahra FAT')).toEqual(['m10']);
    expect(await ids('élo')).toEqual(['m13']);
  });

  it('finds Arabic names by prefix, ignoring diacritics', async () => {
    expect(await ids('محمد')).toEqual(['m3']);
    expect(await ids('مح')).toEqual(['m3']);
    expect(await ids('مُحَمَّد')).toEqual(['m3']);
    expect(await ids('الرجاء')).toEqual(['m3']);
  });

  it('finds clubs by name, and nothing for unknown or empty words or LIKE wildcards', async () => {
    expect((await ids('raja')).sort()).toEqual(['m10', 'm12', 'm2', 'm4']);
    expect(await ids('benali')).toEqual(['m4']);
    expect(await ids('zzz')).toEqual([]);
    expect(await ids('   ')).toEqual([]);
    expect(await ids('%_')).toEqual([]);
  });

  it('searches an all-digit text as a bib, in every contest or one', async () => {
    const hits = await search('1');
    expect(hits.total).toBe(2);
    expect(hits.items.map((hit) => [hit.contestId, hit.id])).toEqual([
      ['marathon', 'm1'],
      ['10k', 'k1'],
    ]);
    expect(hits.items[0]).toMatchObject({
      contestName: 'Marathon',
      overallPlace: 1,
      officialTimeMs: 9_000_000,
      status: 'finished',
    });
    expect(await ids('1', { contestId: '10k' })).toEqual(['k1']);
    expect(await ids('99')).toEqual([]);
  });

  it('lists names by relevance: the whole name as typed, then names starting with it, then the rest', async () => {
    const people: Person[] = [
      ['901', 'Annabel', 'Leeds', 'f'],
      ['902', 'Lee', 'Annan', 'm'],
      ['903', 'Ann', 'Lee', 'f'],
      ['904', 'Ann', 'Leeming', 'f'],
    ];
    await upsertBundle(db, {
      ...EMPTY,
      participants: people.map((person) => ({ ...participant(person), id: `rel${person[0]}` })),
    });
    const names = (await search('ann lee')).items.map((hit) => hit.displayName);
    expect(names.slice(0, 2)).toEqual(['Ann Lee', 'Ann Leeming']);
    expect(names.sort()).toEqual(['Ann Lee', 'Ann Leeming', 'Annabel Leeds', 'Lee Annan']);
  });

  it('pages and stays inside the event', async () => {
    const second = await search('raja', { page: 2, pageSize: 3 });
    expect(second.total).toBe(4);
    expect(second.items).toHaveLength(1);
    expect((await search('jose', {}, 'atlas-trail-2025')).total).toBe(0);
  });
});
