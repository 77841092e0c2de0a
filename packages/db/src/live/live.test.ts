import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { recomputeContest } from '../recompute/recompute-contest.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { resetContestTiming } from '../writes/reset-contest-timing.js';
import {
  findLatestPassings,
  findPassingsAfter,
  getLiveContest,
  getPassingCursor,
  type LiveContestRef,
} from './find-live-passings.js';
import { ingestReads, type LiveReadInput } from './ingest-reads.js';

const GUN = Date.UTC(2026, 9, 25, 8, 0, 0);
const MIN = 60_000;
const MARATHON = { eventId: 'casa-2026', contestId: 'marathon' };

function read(index: number, bib: string, checkpointId: string, minutes: number): LiveReadInput {
  return { index, ...MARATHON, bib, chip: null, checkpointId, at: GUN + minutes * MIN };
}

describe.each(testDbKinds())('live reads on %s', (kind) => {
  let db: DbHandle;
  let contest: LiveContestRef;
  beforeAll(async () => {
    db = await openSampleDb(kind);
    await resetContestTiming(db, MARATHON, GUN);
    await recomputeContest(db, MARATHON.eventId, MARATHON.contestId, { force: true });
    await db.query(
      sql`update participants set chip = 'E200-0010' where event_id = 'casa-2026' and id = 'm10'`,
    );
    contest = (await getLiveContest(db, MARATHON.eventId, MARATHON.contestId))!;
  });
  afterAll(() => db.close());

  it('stores a batch under one cursor and reports re-sent reads as duplicates', async () => {
    const batch = [read(0, '1', 'km10', 35), read(1, '4', 'km10', 34), read(2, '99', 'km10', 50)];
    const first = await ingestReads(db, batch);
    expect(first).toMatchObject({ inserted: 3, duplicates: 0, statusChanges: 0, changed: [MARATHON] });
    expect(first.cursor).toBe(await getPassingCursor(db, contest.key));
    const again = await ingestReads(db, batch);
    expect(again).toMatchObject({ inserted: 0, duplicates: 3, cursor: null, changed: [] });
    expect([...again.outcomes.values()].every((o) => o.kind === 'duplicate')).toBe(true);
    expect(await getPassingCursor(db, contest.key)).toBe(first.cursor);
  });

  it('rejects unknown contests, checkpoints and chips, verdicts of bibs not entered, times far from the gun', async () => {
    const result = await ingestReads(db, [
      { ...read(0, '1', 'km10', 36), contestId: 'nope' },
      read(1, '1', 'km99', 36),
      { ...read(2, '1', 'km10', 36), bib: null, chip: 'E999' },
      { ...read(3, '77', 'km10', 36), status: 'dnf' },
      read(4, '1', 'km10', -2 * 24 * 60),
      { ...read(5, '1', 'half', 74), bib: null, chip: 'E200-0010' },
      read(6, '1', 'km10', 12), // 10 km in 12 minutes: 50 km/h
    ]);
    const codes = [0, 1, 2, 3, 4, 5, 6].map((i) => {
      const outcome = result.outcomes.get(i);
      return outcome?.kind === 'rejected' ? outcome.code : outcome?.kind;
    });
    expect(codes).toEqual([
      'unknown_contest',
      'unknown_checkpoint',
      'unknown_chip',
      'unknown_bib',
      'invalid_time',
      'inserted',
      'implausible_time',
    ]);
    const reason = result.outcomes.get(6);
    expect(reason?.kind === 'rejected' ? reason.reason : '').toMatch(
      /50\.0 km\/h, faster than the 30 km\/h limit for running/,
    );
    const [stored] = await findPassingsAfter(db, contest.key, result.cursor! - 1, 10).then((r) => r.items);
    expect(stored).toMatchObject({ bib: '10', checkpointId: 'half', participantId: 'm10' });
  });

  it('sets and clears verdicts, the last item of a bib winning, without a read', async () => {
    const verdict = (index: number, status: 'dnf' | null): LiveReadInput => ({
      ...read(index, '3', 'km10', 0),
      checkpointId: null,
      at: null,
      status,
    });
    const set = await ingestReads(db, [verdict(0, null), verdict(1, 'dnf')]);
    expect(set).toMatchObject({ inserted: 0, statusChanges: 1, cursor: null, changed: [MARATHON] });
    expect((await ingestReads(db, [verdict(0, 'dnf')])).statusChanges).toBe(0);
    expect((await ingestReads(db, [verdict(0, null)])).statusChanges).toBe(1);
  });

  it('replays reads after a cursor with the time and place of the last recompute', async () => {
    const before = await getPassingCursor(db, contest.key);
    const { cursor } = await ingestReads(db, [read(0, '2', 'km10', 38), read(1, '12', 'km10', 36)]);
    const early = await findPassingsAfter(db, contest.key, before, 10);
    expect(early.items.map((p) => [p.bib, p.seq, p.place])).toEqual([
      ['12', cursor, null],
      ['2', cursor, null],
    ]);
    await recomputeContest(db, MARATHON.eventId, MARATHON.contestId, { force: true });
    const { items, truncated } = await findPassingsAfter(db, contest.key, before, 10);
    expect(truncated).toBe(false);
    expect(items.map((p) => [p.bib, p.name, p.fromStartMs, p.place, p.status])).toEqual([
      ['12', 'Pierre Dupont', 36 * MIN, 3, 'started'],
      ['2', 'Amina El Idrissi', 38 * MIN, 4, 'started'],
    ]);
    expect((await findPassingsAfter(db, contest.key, before, 1)).truncated).toBe(true);
    expect((await findPassingsAfter(db, contest.key, cursor!, 10)).items).toEqual([]);
    expect((await findLatestPassings(db, contest.key, 2)).map((p) => p.bib)).toEqual(['12', '2']);
  });

  it('gives concurrent batches of a contest distinct cursors in commit order', async () => {
    const before = await getPassingCursor(db, contest.key);
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((n) => ingestReads(db, [read(0, String(200 + n), 'finish', 200 + n)])),
    );
    const cursors = results.map((r) => r.cursor!);
    expect(new Set(cursors).size).toBe(5);
    for (const cursor of cursors) {
      const later = await findPassingsAfter(db, contest.key, cursor, 10);
      expect(later.items.length).toBe(cursors.filter((c) => c > cursor).length);
    }
    expect((await findPassingsAfter(db, contest.key, before, 10)).items).toHaveLength(5);
  });
});
