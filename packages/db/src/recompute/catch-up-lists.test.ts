/**
 * A live contest's lists catch up after a lull (ADR 032): a step within LIST_EVERY_MS of the last move leaves them
 * behind; the catch-up says how long until they may move, then moves them with the notifications of a step that
 * moved them (the lists and the event, no runner named), and is a no-op once they are current.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { ingestReads } from '../live/ingest-reads.js';
import {
  CONTEST_CHANGED_CHANNEL,
  type ContestChanged,
  EVENT_CHANGED_CHANNEL,
  type EventChanged,
  listen,
} from '../notify.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { resetContestTiming } from '../writes/reset-contest-timing.js';
import { catchUpLists } from './catch-up-lists.js';
import { LIST_EVERY_MS } from './live-step.js';
import { recomputeContest } from './recompute-contest.js';

const GUN = Date.UTC(2026, 9, 25, 8, 0, 0);
const MARATHON = { eventId: 'casa-2026', contestId: 'marathon' };

describe.each(testDbKinds())('lists catching up on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
    await resetContestTiming(db, MARATHON, GUN);
  });
  afterAll(() => db.close());

  async function versions() {
    const [row] = await db.query<{ data: number; list: number }>(sql`
      select data_version as data, list_version as list from contests
      where event_id = ${MARATHON.eventId} and id = ${MARATHON.contestId}`);
    return { data: Number(row?.data), list: Number(row?.list) };
  }

  it('moves lists a step left behind once they are old enough, and only then', async () => {
    await recomputeContest(db, MARATHON.eventId, MARATHON.contestId, { force: true });
    expect(await catchUpLists(db, MARATHON)).toBeNull();
    await ingestReads(db, [
      { index: 0, ...MARATHON, bib: '1', chip: null, checkpointId: 'km10', at: GUN + 35 * 60_000 },
    ]);
    await recomputeContest(db, MARATHON.eventId, MARATHON.contestId, { ifRequested: true, live: true });
    const behind = await versions();
    expect(behind.list).toBeLessThan(behind.data);
    // Moved by the whole recompute a moment ago: not yet.
    const wait = await catchUpLists(db, MARATHON);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LIST_EVERY_MS);
    expect((await versions()).list).toBe(behind.list);

    const events: EventChanged[] = [];
    const contests: ContestChanged[] = [];
    const stopEvents = await listen(db, EVENT_CHANGED_CHANNEL, (p) => events.push(p as EventChanged));
    const stopContests = await listen(db, CONTEST_CHANGED_CHANNEL, (p) => contests.push(p as ContestChanged));
    await db.query(sql`update contests set list_version_at = now() - interval '6 seconds'
      where event_id = ${MARATHON.eventId} and id = ${MARATHON.contestId}`);
    expect(await catchUpLists(db, MARATHON)).toBeNull();
    const caught = await versions();
    expect(caught).toEqual({ data: behind.data, list: behind.data });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual([
      expect.objectContaining({
        eventId: MARATHON.eventId,
        contestIds: ['marathon'],
        live: 'lists',
        participantIds: [],
      }),
    ]);
    expect(contests).toEqual([{ ...MARATHON, version: behind.data, participantIds: [] }]);
    // Current: nothing to do, nothing said.
    expect(await catchUpLists(db, MARATHON)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toHaveLength(1);
    await stopEvents();
    await stopContests();
  });
});
