/**
 * Live steps (ADR 032): a live read recomputes its runners only, and the places are worked out in memory. Incremental
 * equals full: after any sequence of live reads, verdicts, late starts, renames and re-imports, the field brought
 * forward step by step and placed in memory equals the rows a whole recompute stores, on PGlite and PostgreSQL. A step
 * writes only its runners' rows, and one that crashed midway leaves them pending, so the next one still ends right.
 */
import { type ParticipantRecord } from '@finishline/core';
import {
  CONTEST_CHANGED_CHANNEL,
  type ContestChanged,
  type DbHandle,
  EVENT_CHANGED_CHANNEL,
  type EventChanged,
  getContestVersion,
  ingestReads,
  listen,
  loadContestField,
  recomputeContest,
  upsertBundle,
} from '@finishline/db';
import { openTestDbs } from '@finishline/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variedBundle, VARIED } from '../testing/varied-contest.js';
import { createFieldStore } from './field-store.js';

const dbs = await openTestDbs();

afterAll(async () => {
  await Promise.all(dbs.map((db) => db.close()));
});

const PARTICIPANTS = 150;
const bundle = variedBundle(PARTICIPANTS);
const CHECKPOINTS = bundle.contests[0]?.checkpoints ?? [];
const GUN = bundle.contests[0]?.startTime ?? 0;
const REF = { eventId: VARIED.eventId, contestId: VARIED.contestId };

type Change =
  | { kind: 'reads'; items: { bib: number; checkpoint: number; minutes: number }[] }
  | { kind: 'verdict'; bib: number; status: 'dnf' | 'dsq' | 'dns' | null }
  | { kind: 'wave'; bib: number; minutes: number }
  | { kind: 'rename'; bib: number; name: string };

const bib = fc.integer({ min: 1, max: PARTICIPANTS });
const read = fc.record({
  bib,
  checkpoint: fc.integer({ min: 0, max: CHECKPOINTS.length - 1 }),
  minutes: fc.integer({ min: 0, max: 320 }),
});
const change: fc.Arbitrary<Change> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('reads' as const),
      items: fc.array(read, { minLength: 1, maxLength: 5 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('verdict' as const),
      bib,
      status: fc.constantFrom('dnf' as const, 'dsq' as const, 'dns' as const, null),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wave' as const),
      bib,
      minutes: fc.integer({ min: 1, max: 40 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('rename' as const), bib, name: fc.constantFrom('Zoé', 'سارة') }),
  },
);

/** A live change as a timing system or the organiser makes it: live ones through a live step, imports whole. */
async function apply(db: DbHandle, step: Change): Promise<void> {
  const participant = (n: number) => bundle.participants[n - 1] as ParticipantRecord;
  switch (step.kind) {
    case 'reads':
      await ingestReads(
        db,
        step.items.map((item, index) => ({
          index,
          ...REF,
          bib: String(item.bib),
          chip: null,
          checkpointId: CHECKPOINTS[item.checkpoint]?.id ?? null,
          at: GUN + item.minutes * 60_000,
        })),
      );
      await recomputeContest(db, REF.eventId, REF.contestId, { ifRequested: true, live: true });
      return;
    case 'verdict':
      await ingestReads(db, [
        {
          index: 0,
          ...REF,
          bib: String(step.bib),
          chip: null,
          checkpointId: null,
          at: null,
          status: step.status,
        },
      ]);
      await recomputeContest(db, REF.eventId, REF.contestId, { ifRequested: true, live: true });
      return;
    case 'wave':
      // A late wave start, corrected by the organiser's re-import: a whole recompute.
      await upsertBundle(db, {
        ...bundle,
        participants: [{ ...participant(step.bib), waveStart: GUN + step.minutes * 60_000 }],
        passings: [],
      });
      return;
    case 'rename':
      await upsertBundle(db, {
        ...bundle,
        participants: [{ ...participant(step.bib), firstName: step.name }],
        passings: [],
      });
  }
}

describe.each(dbs.map((db) => [db.kind, db] as const))('live steps on %s', (_kind, db: DbHandle) => {
  let contestKey: number;

  beforeAll(async () => {
    await upsertBundle(db, bundle);
    contestKey = (await getContestVersion(db, REF.eventId, REF.contestId))?.contestKey ?? 0;
  });

  /** The rows a whole recompute stores, in their stored rank order: the oracle. */
  async function settled() {
    await recomputeContest(db, REF.eventId, REF.contestId, { force: true });
    const loaded = await loadContestField(db, contestKey);
    return [...(loaded?.rows ?? [])].sort((a, b) => a.rank - b.rank);
  }

  it('writes only the runners whose reads arrived, and moves the lists at most every few seconds', async () => {
    await settled();
    const before = await getContestVersion(db, REF.eventId, REF.contestId);
    const events: EventChanged[] = [];
    const contests: ContestChanged[] = [];
    const stopEvents = await listen(db, EVENT_CHANGED_CHANNEL, (p) => events.push(p as EventChanged));
    const stopContests = await listen(db, CONTEST_CHANGED_CHANNEL, (p) => contests.push(p as ContestChanged));
    // First, on the bundle as imported: two runners who had not started (every 41st) reach the first mat after the
    // start: one level with its fastest
    // (a leader there), one a minute later.
    const [first, second] = [1, 42];
    const [fastest] = await db.query<{ ms: number }>(
      `select min(split_from_start_ms[2]) as ms from results where contest_key = $1 and status not in ('dsq', 'dns')`,
      [contestKey],
    );
    // Net times: they cross the start mat an hour after the gun (so no read of theirs is faster than the gun allows).
    const started = GUN + 3_600_000;
    await ingestReads(
      db,
      [first, second].flatMap((n, index) => [
        { index: 2 * index, ...REF, bib: String(n), chip: null, checkpointId: 'start', at: started },
        {
          index: 2 * index + 1,
          ...REF,
          bib: String(n),
          chip: null,
          checkpointId: CHECKPOINTS[1]?.id ?? null,
          at: started + Number(fastest?.ms) + index * 60_000,
        },
      ]),
    );
    await recomputeContest(db, REF.eventId, REF.contestId, { ifRequested: true, live: true });
    const [row] = await db.query<{ written: number }>(
      'select count(*)::int as written from results where contest_key = $1 and data_version > $2',
      [contestKey, Number(before?.key)],
    );
    expect(row?.written).toBe(2);
    // The checkpoint places the step stored: a runner's earlier splits keep theirs; the newest split's is counted
    // when among the first ten (what the live tab's leaders read), else left to the next settle.
    const stepped = await db.query<{ bib: string; place: (number | null)[]; gender: (number | null)[] }>(
      `select p.bib, to_json(r.split_place) as place, to_json(r.split_gender_place) as gender
       from results r join participants p on p.key = r.participant_key
       where p.contest_key = $1 and p.bib in ($2, $3) order by p.bib`,
      [contestKey, String(first), String(second)],
    );
    expect(stepped.some(({ place }) => place.some((value) => value !== null && value <= 10))).toBe(true);
    const after = await getContestVersion(db, REF.eventId, REF.contestId);
    expect(Number(after?.key)).toBeGreaterThan(Number(before?.key));
    // A whole recompute just moved the lists: this step leaves them (and the event's version) where they were.
    expect(after?.listKey).toBe(before?.listKey);
    expect(after?.eventKey).toBe(before?.eventKey);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stopEvents();
    await stopContests();
    const whole = await settled();
    for (const { bib, place, gender } of stepped) {
      const truth = whole.find((candidate) => candidate.bib === bib)?.splits;
      const newest = place.findLastIndex((_, index) => truth?.fromStart[index] != null);
      place.forEach((value, index) => {
        const expected = truth?.place[index] ?? null;
        expect(value).toBe(index === newest && expected !== null && expected > 10 ? null : expected);
      });
      const expectedGender = truth?.genderPlace[newest] ?? null;
      expect(gender[newest]).toBe(expectedGender !== null && expectedGender > 10 ? null : expectedGender);
    }
    const ids = [first, second].map((n) => bundle.participants[n - 1]?.id);
    expect(events.at(-1)).toMatchObject({
      eventId: REF.eventId,
      contestIds: [REF.contestId],
      live: 'runners',
    });
    expect([...(events.at(-1)?.participantIds ?? [])].sort()).toEqual(ids.sort());
    expect([...(contests.at(-1)?.participantIds ?? [])].sort()).toEqual(ids.sort());
  });

  it('brought forward step by step and placed in memory, equal what a whole recompute stores', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        const store = createFieldStore(db, 1 << 30);
        await store.fieldOf(contestKey, 0);
        for (const step of changes) await apply(db, step);
        const version = await getContestVersion(db, REF.eventId, REF.contestId);
        const field = await store.fieldOf(contestKey, Number(version?.key));
        const expected = await settled();
        expect(field?.rows.map(({ search: _s, ...row }) => row)).toEqual(
          expected.map(({ search: _s, ...row }) => row),
        );
      }),
      { numRuns: 10 },
    );
  });

  it('a runner who just finished has their place at once, before the lists are placed again', async () => {
    await settled();
    const store = createFieldStore(db, 1 << 30);
    const before = await getContestVersion(db, REF.eventId, REF.contestId);
    await store.fieldOf(contestKey, Number(before?.key));
    // A runner still on the course crosses the finish line.
    const onCourse = (await store.fieldOf(contestKey, Number(before?.key)))?.rows.find(
      (row) => row.status === 'started',
    );
    if (onCourse === undefined) throw new Error('nobody on the course');
    const finish = CHECKPOINTS.at(-1)?.id ?? 'finish';
    await ingestReads(db, [
      { index: 0, ...REF, bib: onCourse.bib, chip: null, checkpointId: finish, at: GUN + 251 * 60_000 },
    ]);
    await recomputeContest(db, REF.eventId, REF.contestId, { ifRequested: true, live: true });
    const after = await getContestVersion(db, REF.eventId, REF.contestId);
    expect(after?.listKey).toBe(before?.listKey);
    // Own data as of now, places as of the lists: not placed again.
    const field = await store.fieldOf(contestKey, Number(after?.key), Number(after?.listKey));
    expect(field?.changedCount).toBe(1);
    const row = field?.currentRow(onCourse.key);
    expect(row?.status).toBe('finished');
    const stored = (await settled()).find((candidate) => candidate.key === onCourse.key);
    expect(stored?.status).toBe('finished');
    for (const column of ['overallPlace', 'genderPlace', 'ageGroupPlace', 'gapMs', 'diffMs'] as const) {
      expect(row?.[column]).toBe(stored?.[column]);
    }
  });

  it('a step that crashed midway leaves its runners pending, and the next one ends right', async () => {
    await settled();
    await ingestReads(db, [
      {
        index: 0,
        ...REF,
        bib: '7',
        chip: null,
        checkpointId: CHECKPOINTS[1]?.id ?? null,
        at: GUN + 39 * 60_000,
      },
    ]);
    const crash = new Error('the process died');
    await expect(
      db.transaction(async (tx) => {
        await recomputeContest(tx, REF.eventId, REF.contestId, { ifRequested: true, live: true });
        throw crash;
      }),
    ).rejects.toBe(crash);
    const [pending] = await db.query<{ bibs: string[] }>(
      'select array_agg(bib) as bibs from pending_runners where contest_key = $1',
      [contestKey],
    );
    expect(pending?.bibs).toEqual(['7']);
    const store = createFieldStore(db, 1 << 30);
    await store.fieldOf(contestKey, 0);
    await recomputeContest(db, REF.eventId, REF.contestId, { ifRequested: true, live: true });
    const version = await getContestVersion(db, REF.eventId, REF.contestId);
    const field = await store.fieldOf(contestKey, Number(version?.key));
    const seven = field?.rowByBib('7');
    expect(seven?.splits.fromStart[1]).not.toBeNull();
    expect(field?.rows.map(({ search: _s, ...row }) => row)).toEqual(
      (await settled()).map(({ search: _s, ...row }) => row),
    );
  });
});
