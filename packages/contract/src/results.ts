/** GET /api/events/{eventId}/contests/{contestId}/results. */
import { Type, type Static } from 'typebox';
import { IdString, pagingProperties } from './common.js';
import { participantFilterProperties, participantProperties, resultProperties } from './participants.js';
import { NullableInteger, NullableNumber, Page, StringEnum } from './schema-helpers.js';

/** Query of the results list. */
export const ResultsQuery = Type.Object({
  ...participantFilterProperties,
  checkpoint: Type.Optional(
    IdString(
      'Split or finish checkpoint id: rank everyone who reached it by their time there (`place`, `timeMs`, gaps, ' +
        'diffs, pace and speed at that checkpoint). Default: the finish ranking.',
    ),
  ),
  ranking: Type.Optional(
    StringEnum(['official', 'ageGrade'] as const, {
      description:
        '`ageGrade`: the age-graded ranking of a road-running contest — finishers graded with the WMA road tables ' +
        '(docs/age-grading.md), best percent first; `place` is by percent, `timeMs` the age-graded time. Filters ' +
        'apply as to the official list. Default `official`. Not with `checkpoint`.',
    }),
  ),
  ageGradeMin: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 100,
      description: 'With `ranking=ageGrade`: only runners graded at least this percent (e.g. 70).',
    }),
  ),
  ...pagingProperties(100),
});
export type ResultsQuery = Static<typeof ResultsQuery>;

/**
 * A results row. The list columns (`place`, `timeMs`, `gapMs`, `diffMs`, pace and speed in both units) belong to
 * this list — the filtered finish ranking, or the ranking at a checkpoint; the others are the participant's final
 * result. Finishers come first by official time (shared places 1, 2, 2, 4), then non-finishers by furthest
 * checkpoint, time there and status (started, dnf, dsq, dns), then registered entrants.
 */
export const ResultRow = Type.Object(
  {
    ...participantProperties,
    place: NullableInteger({
      minimum: 1,
      description:
        'The "Place" column: place within this list — `overallPlace` unfiltered, `genderPlace` filtered by gender, ' +
        '`ageGroupPlace` by age group, else 1 + the finishers of the list strictly faster (shared on equal times). ' +
        'At a checkpoint, DSQ and DNS take the place they would have had without pushing anyone down. Null for ' +
        'non-finishers.',
    }),
    timeMs: NullableInteger({
      minimum: 0,
      description:
        'The time this list ranks by: the official time, or the time from the start at the checkpoint.',
    }),
    gapMs: NullableInteger({
      minimum: 0,
      description: 'Gap to the first of this list (`timeMs` minus theirs).',
    }),
    diffMs: NullableInteger({
      minimum: 0,
      description:
        'Diff: `timeMs` minus that of the row placed just ahead in this list (0 when tied, null for the first).',
    }),
    paceMsPerKm: NullableNumber({
      minimum: 0,
      description: 'Average pace over `timeMs`: milliseconds per kilometre.',
    }),
    speedKmh: NullableNumber({ minimum: 0, description: 'Average speed over `timeMs`, km/h.' }),
    paceMsPerMile: NullableNumber({
      minimum: 0,
      description: 'Average pace over `timeMs`: milliseconds per mile (1609.344 m).',
    }),
    speedMph: NullableNumber({ minimum: 0, description: 'Average speed over `timeMs`, mph.' }),
    overallPlace: resultProperties.overallPlace,
    genderPlace: resultProperties.genderPlace,
    ageGroupPlace: resultProperties.ageGroupPlace,
    officialTimeMs: resultProperties.officialTimeMs,
    gunTimeMs: resultProperties.gunTimeMs,
    netTimeMs: resultProperties.netTimeMs,
    lastCheckpointId: resultProperties.lastCheckpointId,
    ageGradedMs: NullableInteger({
      minimum: 0,
      description:
        'WMA road age grading (docs/age-grading.md): the official time times the factor for the gender and age on ' +
        'race day. Null where it does not apply (not road running, no age, gender `x`, not finished).',
    }),
    ageGradePercent: NullableNumber({
      minimum: 0,
      description:
        'Age-grade percent: the age standard over the official time × 100 (world-record level is 100).',
    }),
    legTimesMs: Type.Optional(
      Type.Array(NullableInteger({ minimum: 0 }), {
        description:
          'Multisport only (absent otherwise): the time of each leg of the course, in course order — consecutive ' +
          'checkpoints ending the same `leg` make one leg (swim, T1, bike, T2, run), each from where the leg ' +
          'before it ends. Null for a leg not reached or with a missed read at either end.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ResultRow = Static<typeof ResultRow>;

/** Response of the results list. */
export const ResultList = Page(ResultRow, 'A page of results.');
export type ResultList = Static<typeof ResultList>;
