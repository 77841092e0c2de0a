/**
 * The field's lists against the database's own (the SQL list queries of @finishline/db, which the exports still
 * stream): every filter, checkpoint, ranking, sort and page of a varied contest gives the same rows, on PGlite and
 * PostgreSQL.
 */
import {
  type DbHandle,
  findResults,
  findStartList,
  getContestVersion,
  loadContestField,
  searchWords,
  upsertBundle,
} from '@finishline/db';
import { openTestDbs } from '@finishline/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variedBundle, VARIED } from '../testing/varied-contest.js';
import { ContestField } from './contest-field.js';
import { fieldResults } from './field-results.js';
import { fieldStartList } from './field-start-list.js';
import { fieldFilterOf } from './read-filter.js';
import { foldTexts } from '@finishline/db';

const dbs = await openTestDbs();

afterAll(async () => {
  await Promise.all(dbs.map((db) => db.close()));
});

const filters = fc.record({
  gender: fc.constantFrom(null, 'm', 'f', 'x'),
  ageGroup: fc.constantFrom(null, 'MSEN', 'F40', 'M45', 'F-nope'),
  status: fc.constantFrom(null, 'finished', 'started', 'dnf', 'dsq', 'dns', 'registered'),
  country: fc.constantFrom(null, 'FR', 'MA', 'ES'),
  nation: fc.constantFrom(null, 'FR', 'MA'),
  club: fc.constantFrom(null, 'Raja Athletic', 'RAJA athletic', 'Club Atletico', 'نادي الرجاء', 'Nobody'),
});

describe.each(dbs.map((db) => [db.kind, db] as const))('the field’s lists on %s', (_kind, db: DbHandle) => {
  let field: ContestField;
  let version: NonNullable<Awaited<ReturnType<typeof getContestVersion>>>;

  beforeAll(async () => {
    await upsertBundle(db, variedBundle());
    const found = await getContestVersion(db, VARIED.eventId, VARIED.contestId);
    if (!found) throw new Error('no contest');
    version = found;
    const loaded = await loadContestField(db, version.contestKey);
    if (!loaded) throw new Error('no field');
    field = ContestField.of(version.contestKey, loaded);
  });

  it('holds every entrant in the results order', () => {
    expect(field.rows.length).toBe(version.participantCount);
    expect(field.rows.map((row) => row.rank)).toEqual(field.rows.map((_, index) => index + 1));
  });

  it('gives the results lists of the database, for any filter, checkpoint, ranking and page', async () => {
    const checkpoints = version.checkpointIds.filter((_, k) => version.checkpointKinds[k] !== 'start');
    await fc.assert(
      fc.asyncProperty(
        filters,
        fc.oneof(
          fc.record({ checkpoint: fc.constant(null), ranking: fc.constant('official' as const) }),
          fc.record({
            checkpoint: fc.constantFrom(...checkpoints),
            ranking: fc.constant('official' as const),
          }),
          fc.record({ checkpoint: fc.constant(null), ranking: fc.constant('ageGrade' as const) }),
        ),
        fc.constantFrom(null, 40, 55, 70),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 60 }),
        async (filter, list, ageGradeMin, page, pageSize) => {
          const query = {
            ...filter,
            ...list,
            ageGradeMin: list.ranking === 'ageGrade' ? ageGradeMin : null,
            page,
            pageSize,
          };
          const expected = await findResults(db, version, query);
          const actual = fieldResults(field, { ...query, ...(await fieldFilterOf({ db }, field, query)) });
          expect(actual.total).toBe(expected.total);
          expect(actual.items).toEqual(expected.items);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives the start lists of the database, by bib and by name, with a bib or words', async () => {
    await fc.assert(
      fc.asyncProperty(
        filters,
        fc.constantFrom('bib', 'name'),
        fc.constantFrom(null, '12', '400', '7'),
        fc.constantFrom(null, 'amina', 'el idr', 'JOSÉ', 'محمد', 'raja', "n'di", 'zz'),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 120 }),
        async (filter, sort, bib, text, page, pageSize) => {
          const query = { ...filter, bib, text, sort: sort as 'bib' | 'name', page, pageSize };
          const expected = await findStartList(db, version, query);
          const words = text === null ? null : await foldTexts(db, searchWords(text));
          const actual = fieldStartList(field, {
            ...query,
            ...(await fieldFilterOf({ db }, field, query)),
            words,
          });
          expect(actual.total).toBe(expected.total);
          expect(actual.items).toEqual(expected.items);
        },
      ),
      { numRuns: 100 },
    );
  });
});
