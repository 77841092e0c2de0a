/**
 * The live tab from the field (ADR 032): after live steps (stored places left to drift), the ranking, the leaders at
 * each checkpoint and the counts the field works out equal core's live rules over a whole computeResults of the
 * stored entries, on PGlite and PostgreSQL.
 */
import { computeResults, leadersAtCheckpoints, liveRanking } from '@finishline/core';
import {
  type DbHandle,
  getContestEntries,
  getContestVersion,
  ingestReads,
  loadContestField,
  recomputeContest,
  upsertBundle,
} from '@finishline/db';
import { openTestDbs } from '@finishline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variedBundle, VARIED } from '../testing/varied-contest.js';
import { ContestField } from './contest-field.js';
import { fieldLiveRanking } from './field-live.js';

const dbs = await openTestDbs();

afterAll(async () => {
  await Promise.all(dbs.map((db) => db.close()));
});

const bundle = variedBundle(200);
const CHECKPOINTS = bundle.contests[0]?.checkpoints ?? [];
const GUN = bundle.contests[0]?.startTime ?? 0;
const REF = { eventId: VARIED.eventId, contestId: VARIED.contestId };

describe.each(dbs.map((db) => [db.kind, db] as const))(
  'the live tab from the field on %s',
  (_kind, db: DbHandle) => {
    let contestKey: number;

    beforeAll(async () => {
      await upsertBundle(db, bundle);
      contestKey = (await getContestVersion(db, REF.eventId, REF.contestId))?.contestKey ?? 0;
      await recomputeContest(db, REF.eventId, REF.contestId, { force: true });
      // Live steps: runners reach checkpoints (some ahead of the leaders there), one finishes fastest.
      const reads = [3, 17, 41, 82, 123, 164].flatMap((bib, index) =>
        CHECKPOINTS.slice(1, 2 + (index % CHECKPOINTS.length)).map((checkpoint, k) => ({
          index: 0,
          ...REF,
          bib: String(bib),
          chip: null,
          checkpointId: checkpoint.id,
          at: GUN + (k + 1) * (9 + index) * 60_000,
        })),
      );
      for (const [index, read] of reads.entries()) {
        await ingestReads(db, [{ ...read, index }]);
        await recomputeContest(db, REF.eventId, REF.contestId, { ifRequested: true, live: true });
      }
    });

    it("gives core's live ranking, leaders and counts over the whole contest", async () => {
      const loaded = await loadContestField(db, contestKey);
      if (!loaded) throw new Error('no field');
      const field = ContestField.of(contestKey, loaded);
      const live = fieldLiveRanking(field, { size: 25, leaders: 4 });
      const entries = await getContestEntries(db, REF.eventId, REF.contestId);
      if (!entries) throw new Error('no entries');
      const all = computeResults(entries.setup, entries.entries);
      const expected = liveRanking(all).slice(0, 25);
      expect(
        live.ranking.map((r) => [r.position, r.bib, r.status, r.lastCheckpointId, r.fromStartMs]),
      ).toEqual(
        expected.map(({ position, row }) => [
          position,
          row.bib,
          row.status,
          row.lastCheckpointId,
          row.lastFromStartMs,
        ]),
      );
      const leaders = leadersAtCheckpoints(entries.setup, all, { limit: 4 });
      expect(
        live.checkpoints.map((c) => [c.checkpointId, c.leaders.map((l) => [l.bib, l.place, l.gapMs])]),
      ).toEqual(leaders.map((c) => [c.checkpointId, c.leaders.map((l) => [l.bib, l.place, l.gapMs])]));
      expect(live.checkpoints.some((c) => c.leaders.length > 0)).toBe(true);
      expect(live.startedCount).toBe(all.filter((row) => row.status === 'started').length);
      expect(live.finishedCount).toBe(all.filter((row) => row.status === 'finished').length);
      expect(live.ranking[0]).toMatchObject({ name: expect.any(String), participantId: expect.any(String) });
      // Worked out once per placing: the same object for every reader of this field.
      expect(fieldLiveRanking(field, { size: 25, leaders: 4 })).toBe(live);
    });
  },
);
