import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { GUN, MIN, participant, type Person } from '../testing/sample-entrants.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { upsertBundle } from '../writes/upsert-bundle.js';

const EMPTY = { events: [], contests: [], participants: [], passings: [], recordings: [] };
import { editDistance, rankSuggestions } from './name-suggestions.js';
import { type SearchFilter, searchParticipants } from './search-participants.js';

describe('did-you-mean ranking', () => {
  it('counts edits, a transposition as one, and gives up past the limit', () => {
    expect(editDistance('jonh', 'john', 2)).toBe(1);
    expect(editDistance('mulller', 'muller', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('مححمد', 'محمد', 1)).toBe(1);
  });

  it('offers the nearest names matching the most words, leaving out those an earlier one finds', () => {
    const candidates = [
      { name: 'anna muller', shown: 'Anna Müller', refs: 11 },
      { name: 'muller', shown: 'Müller', refs: 141 },
      { name: 'moller', shown: 'Möller', refs: 3 },
      { name: 'jonas', shown: 'Jonas', refs: 113 },
    ];
    expect(rankSuggestions('mulller', candidates)).toEqual(['Müller', 'Möller']);
    expect(rankSuggestions('ana mulller', candidates)).toEqual(['Anna Müller']);
    expect(rankSuggestions('zzyzx', candidates)).toEqual([]);
    // Trigrams put "jonas" nearer to "jonh" than "john" is; edits do not.
    const johns = [
      { name: 'jonas', shown: 'Jonas', refs: 113 },
      { name: 'john', shown: 'John', refs: 2 },
      { name: 'jon', shown: 'Jon', refs: 1 },
    ];
    expect(rankSuggestions('jonh', johns)).toEqual(['John', 'Jon']);
  });
});

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
  const suggestions = async (text: string, extra: Partial<SearchFilter> = {}, eventId = 'casa-2026') =>
    (await search(text, extra, eventId)).suggestions;

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

  it('lists namesakes best placed first: finishers by place, then the others', async () => {
    const namesakes = ['n1', 'n2', 'n3', 'n4'].map((id) => ({
      ...participant([`8${id.slice(1)}`, 'Said', 'Tazi', 'm']),
      id: `said-${id}`,
    }));
    await upsertBundle(db, { ...EMPTY, participants: namesakes });
    // n3 fastest, n1 second; n2 and n4 never finish.
    const finish = (bib: string, minutes: number) => ({
      eventId: 'casa-2026',
      contestId: 'marathon',
      bib,
      checkpointId: 'finish',
      at: GUN + minutes * MIN,
    });
    await upsertBundle(db, { ...EMPTY, passings: [finish('83', 150), finish('81', 170)] });
    const ids = (await search('said tazi')).items.map((hit) => hit.id);
    expect(ids.slice(0, 2)).toEqual(['said-n3', 'said-n1']);
    expect(ids).toContain('said-n2');
  });

  it('suggests names and clubs near a text that finds nobody, and none otherwise', async () => {
    expect(await suggestions('Jonh Smiht')).toEqual(['John Smith']);
    expect(await suggestions('Garcai')).toEqual(['García']);
    expect(await suggestions('idrisi')).toEqual(['El Idrissi']);
    expect(await suggestions('Raja Atheltic')).toEqual(['Raja Athletic']);
    expect(await suggestions('مححمد')).toEqual(['محمد']);
    // Only the contest searched: John Smith runs the marathon.
    expect(await suggestions('Jonh Smiht', { contestId: '10k' })).toEqual([]);
    expect(await suggestions('Tazzi', { contestId: '10k' })).toEqual(['Tazi']);
    expect(await suggestions('Zzyzx Qwv')).toEqual([]);
    expect(await suggestions('jose')).toEqual([]);
    expect(await suggestions('99')).toEqual([]);
    expect(await suggestions('Jonh', {}, 'atlas-trail-2025')).toEqual([]);
  });

  it('keeps the names searched for suggestions in step with the participants', async () => {
    const vocabulary = () =>
      db.query<{ name: string; refs: number }>(
        `select n.name, n.refs from search_names n join contests c on c.key = n.contest_key
          where c.event_id = 'casa-2026' and c.id = 'marathon' order by n.name`,
      );
    // What the triggers should have counted: every name field and club of the contest's participants.
    const expected = () =>
      db.query<{ name: string; refs: number }>(
        `select btrim(regexp_replace(search_fold(v.shown), ' {2,}', ' ', 'g')) as name, count(*)::int as refs
           from participants p join contests c on c.key = p.contest_key,
                lateral (values (p.first_name), (p.last_name), (p.display_name), (p.club)) v(shown)
          where c.event_id = 'casa-2026' and c.id = 'marathon' and v.shown is not null
          group by 1 order by 1`,
      );
    expect(await vocabulary()).toEqual(await expected());
    expect(await vocabulary()).toContainEqual({ name: 'raja athletic', refs: 4 });
    await upsertBundle(db, {
      ...EMPTY,
      participants: [
        { ...participant(['950', 'Greta', 'Müller', 'f']), id: 'voc950', club: 'Lauftreff  Köln' },
        { ...participant(['951', 'Jürgen', 'MÜLLER', 'm']), id: 'voc951' },
      ],
    });
    expect(await vocabulary()).toContainEqual({ name: 'muller', refs: 2 });
    expect(await vocabulary()).toContainEqual({ name: 'lauftreff koln', refs: 1 });
    expect(await suggestions('Mulller')).toEqual(['Müller']);
    // A renamed participant: the old name goes once nobody carries it.
    await db.query(
      `update participants set last_name = 'Möller', display_name = 'Greta Möller' where id = 'voc950'`,
    );
    await db.query(`update participants set age_group = 'M40' where id = 'voc951'`);
    expect(await vocabulary()).toEqual(await expected());
    expect(await vocabulary()).toContainEqual({ name: 'muller', refs: 1 });
    expect((await vocabulary()).map((row) => row.name)).not.toContain('greta muller');
    await db.query(`delete from participants where id in ('voc950', 'voc951')`);
    expect(await vocabulary()).toEqual(await expected());
    expect((await vocabulary()).map((row) => row.name)).not.toContain('muller');
  });

  it('pages and stays inside the event', async () => {
    const second = await search('raja', { page: 2, pageSize: 3 });
    expect(second.total).toBe(4);
    expect(second.items).toHaveLength(1);
    expect((await search('jose', {}, 'atlas-trail-2025')).total).toBe(0);
  });
});
