/**
 * The database stays the truth: after any sequence of changes — reads ingested, reads corrected by a re-import,
 * timer verdicts, a renamed runner, a runner removed, a course changed — the field brought forward row by row (or
 * reloaded when it must be) equals a fresh load, on PGlite and PostgreSQL. And the store keeps to its budget.
 */
import { type ParticipantRecord } from '@finishline/core';
import {
  type DbHandle,
  getContestVersion,
  ingestReads,
  loadContestField,
  recomputeContest,
  setTimerStatus,
  upsertBundle,
} from '@finishline/db';
import { openTestDbs, syntheticBundle } from '@finishline/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variedBundle, VARIED } from '../testing/varied-contest.js';
import { ContestField } from './contest-field.js';
import { createFieldStore } from './field-store.js';

const dbs = await openTestDbs();

afterAll(async () => {
  await Promise.all(dbs.map((db) => db.close()));
});

const PARTICIPANTS = 200;
const bundle = variedBundle(PARTICIPANTS);
const CHECKPOINTS = bundle.contests[0]?.checkpoints ?? [];
const GUN = bundle.contests[0]?.startTime ?? 0;

type Change =
  | { kind: 'read'; bib: number; checkpoint: number; minutes: number }
  | { kind: 'verdict'; bib: number; status: 'dnf' | 'dsq' | 'dns' | null }
  | { kind: 'rename'; bib: number; name: string }
  | { kind: 'correct'; bib: number; minutes: number }
  | { kind: 'remove'; bib: number };

const bib = fc.integer({ min: 1, max: PARTICIPANTS });
const change: fc.Arbitrary<Change> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('read' as const),
      bib,
      checkpoint: fc.integer({ min: 1, max: CHECKPOINTS.length - 1 }),
      minutes: fc.integer({ min: 20, max: 300 }),
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
      kind: fc.constant('rename' as const),
      bib,
      name: fc.constantFrom('Zoé', 'Ádám', 'سارة', 'Ann'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      bib,
      minutes: fc.integer({ min: 100, max: 400 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), bib }) },
);

async function apply(db: DbHandle, step: Change): Promise<void> {
  const ref = { eventId: VARIED.eventId, contestId: VARIED.contestId };
  const participant = bundle.participants[step.bib - 1] as ParticipantRecord;
  switch (step.kind) {
    case 'read': {
      const checkpoint = CHECKPOINTS[step.checkpoint];
      await ingestReads(db, [
        {
          index: 0,
          ...ref,
          bib: String(step.bib),
          chip: null,
          checkpointId: checkpoint?.id ?? null,
          at: GUN + step.minutes * 60_000,
        },
      ]);
      await recomputeContest(db, ref.eventId, ref.contestId);
      return;
    }
    case 'verdict':
      await setTimerStatus(db, { ...ref, bib: String(step.bib) }, step.status);
      await recomputeContest(db, ref.eventId, ref.contestId);
      return;
    case 'rename':
      await upsertBundle(db, {
        ...bundle,
        participants: [
          { ...participant, firstName: step.name, displayName: `${step.name} ${participant.lastName}` },
        ],
        passings: [],
      });
      return;
    case 'correct': {
      const finish = CHECKPOINTS.at(-1)?.id ?? 'finish';
      await upsertBundle(
        db,
        {
          ...bundle,
          participants: [participant],
          passings: [
            { ...ref, bib: String(step.bib), checkpointId: finish, at: GUN + step.minutes * 60_000 },
          ],
        },
        { replaceReads: { checkpointIds: [finish] } },
      );
      return;
    }
    case 'remove':
      await db.query('delete from participants where event_id = $1 and id = $2', [
        ref.eventId,
        participant.id,
      ]);
      await recomputeContest(db, ref.eventId, ref.contestId);
  }
}

describe.each(dbs.map((db) => [db.kind, db] as const))('the field store on %s', (_kind, db: DbHandle) => {
  let contestKey: number;

  beforeAll(async () => {
    await upsertBundle(db, bundle);
    const version = await getContestVersion(db, VARIED.eventId, VARIED.contestId);
    contestKey = version?.contestKey ?? 0;
  });

  async function fresh(): Promise<ContestField> {
    const loaded = await loadContestField(db, contestKey);
    if (!loaded) throw new Error('no field');
    return ContestField.of(contestKey, loaded);
  }

  it('brought forward by its changes, equals a fresh load after any of them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        const store = createFieldStore(db, 1 << 30);
        await store.fieldOf(contestKey, 0);
        for (const step of changes) {
          await apply(db, step);
          const version = (await getContestVersion(db, VARIED.eventId, VARIED.contestId))?.key;
          const field = await store.fieldOf(contestKey, Number(version));
          const expected = await fresh();
          expect(field?.version).toBe(expected.version);
          expect(field?.rows).toEqual(expected.rows);
        }
        // Only a removal may load the whole field again; everything else came row by row.
        const removals = changes.filter((step) => step.kind === 'remove').length;
        expect(store.stats().fullLoads).toBeLessThanOrEqual(1 + removals);
      }),
      { numRuns: 12 },
    );
  });

  it('loads only the rows whose own data a change moved, not those whose places it moved', async () => {
    const store = createFieldStore(db, 1 << 30);
    const before = await store.fieldOf(contestKey, 0);
    const loadedBefore = store.stats().rowsLoaded;
    // Whatever the property test above left: a finisher near the front turned DNF moves the place of everyone behind
    // (their stored rows are rewritten) but only its own data changed, and only its row has a new version (ADR 032).
    const finishers = before?.rows.filter((row) => row.status === 'finished') ?? [];
    const target = finishers[Math.floor(finishers.length / 4)];
    if (target === undefined) throw new Error('no finisher left');
    const ref = { eventId: VARIED.eventId, contestId: VARIED.contestId, bib: target.bib };
    await setTimerStatus(db, ref, 'dnf');
    await recomputeContest(db, VARIED.eventId, VARIED.contestId);
    const version = Number((await getContestVersion(db, VARIED.eventId, VARIED.contestId))?.key);
    const after = await store.fieldOf(contestKey, version);
    expect(after).not.toBe(before);
    expect(store.stats().rowsLoaded - loadedBefore).toBe(1);
    expect(store.stats()).toMatchObject({ fullLoads: 1, changeLoads: 1 });
    // Placed anew in memory: those behind moved up, as a fresh load places them.
    const fresh = await createFieldStore(db, 1 << 30).fieldOf(contestKey, version);
    expect(after?.placedAt(version).rows.map((row) => [row.bib, row.overallPlace])).toEqual(
      fresh?.rows.map((row) => [row.bib, row.overallPlace]),
    );
    await setTimerStatus(db, ref, null);
    await recomputeContest(db, VARIED.eventId, VARIED.contestId);
  });

  it('reloads the whole field when the course changes', async () => {
    const store = createFieldStore(db, 1 << 30);
    await store.fieldOf(contestKey, 0);
    const contest = bundle.contests[0];
    if (!contest) throw new Error('no contest');
    const extra = { id: 'km30', name: '30 km', distanceM: 30_000, order: 99, kind: 'split' as const };
    const checkpoints = [...contest.checkpoints.slice(0, -1), extra, contest.checkpoints.at(-1)!].map(
      (checkpoint, order) => ({ ...checkpoint, order }),
    );
    await upsertBundle(db, {
      ...bundle,
      contests: [{ ...contest, checkpoints }],
      participants: [],
      passings: [],
    });
    const version = Number((await getContestVersion(db, VARIED.eventId, VARIED.contestId))?.key);
    const field = await store.fieldOf(contestKey, version);
    expect(field?.contest.checkpoints.map((checkpoint) => checkpoint.id)).toContain('km30');
    expect(field?.rows).toEqual((await fresh()).rows);
    expect(store.stats().fullLoads).toBe(2);
  });

  it('keeps to its memory budget, dropping the contest least recently read', async () => {
    await upsertBundle(db, syntheticBundle({ participants: 50, checkpoints: 3, eventId: 'other-2026' }));
    const other = (await getContestVersion(db, 'other-2026', 'marathon'))?.contestKey ?? 0;
    const field = await fresh();
    const store = createFieldStore(db, field.bytes + 1);
    await store.fieldOf(contestKey, 0);
    expect(store.stats()).toMatchObject({ contests: 1, rows: field.rows.length });
    // Both do not fit: the other one, read last, stays.
    await store.fieldOf(other, 0);
    expect(store.stats()).toMatchObject({ contests: 1, rows: 50 });
    // The one being read is kept even when it alone is over budget.
    const tight = createFieldStore(db, 1);
    expect((await tight.fieldOf(contestKey, 0))?.rows.length).toBe(field.rows.length);
    expect(tight.stats().contests).toBe(1);
  });
});
