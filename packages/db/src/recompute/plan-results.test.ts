/**
 * planResults, the recompute's CPU side: rows built one at a time from core's ranking keep the fingerprints and
 * values the rows had when the whole field's rows were built first (a deploy must not rewrite every stored row),
 * and the age grades are core's ranking of the computed official times.
 */
import { ageOn, computeResults, rankAgeGrades } from '@finishline/core';
import { describe, expect, it } from 'vitest';
import { type PlanJob, parseEntries, planResults, runToEnd } from './plan-results.js';

/** A small contest as the database sends it: 6 runners (a DSQ, one on course, gender x, a bib 10), 3 checkpoints. */
const GUN = Date.UTC(2026, 3, 12, 7, 0, 0);
const JOB: PlanJob = {
  setup: {
    startTime: GUN,
    distanceM: 10_000,
    timeBasis: 'net',
    precisionMs: 1_000,
    checkpoints: [
      { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
      { id: 'km5', name: '5 km', distanceM: 5_000, order: 1, kind: 'split' },
      { id: 'finish', name: 'Finish', distanceM: 10_000, order: 2, kind: 'finish' },
    ],
  },
  checkpointIds: [
    [11, 'start'],
    [12, 'km5'],
    [13, 'finish'],
  ],
  // [key, id, bib, gender, age_group, wave_start ms, timer_status, birth_year, age]
  entriesTexts: [
    JSON.stringify([
      [1, 'p1', '1', 'm', 'M40', null, null, 1980, null],
      [2, 'p2', '2', 'f', 'F35', null, null, null, 38],
      [3, 'p3', '3', 'f', null, null, null, 1990, null],
      [4, 'p4', '4', 'm', 'M50', null, 'dsq', 1970, null],
      [5, 'p5', '5', 'x', null, null, null, 2000, null],
      [6, 'p6', '10', 'm', 'M60', null, null, 1961, null],
    ]),
  ],
  readsTexts: [
    [
      ['1', 11, 4_000],
      ['1', 12, 1_204_000],
      ['1', 13, 2_410_500],
      ['2', 11, 9_000],
      ['2', 12, 1_390_000],
      ['2', 13, 2_700_000],
      ['3', 12, 1_500_000],
      ['4', 11, 2_000],
      ['4', 12, 1_100_000],
      ['4', 13, 2_300_000],
      ['5', 11, 1_000],
      ['5', 13, 2_700_000],
      ['6', 11, 3_000],
      ['6', 12, 1_390_000],
      ['6', 13, 2_806_000],
    ]
      .map((read) => read.join('\u001f'))
      .join('\u001e'),
  ],
  storedTexts: [],
  ageGrading: { raceDate: '2026-04-12' },
};

/** An array literal's elements (NULL as null). */
function elements(literal: string | undefined): (string | null)[] {
  return (literal ?? '{}')
    .slice(1, -1)
    .split(',')
    .map((value) => (value === 'NULL' ? null : value.replaceAll('"', '')));
}

describe('planResults', () => {
  const plan = runToEnd(planResults(JOB));

  it('keeps the row fingerprints the rows had before they were built one at a time', () => {
    // Taken from the plan of the same job by the code that built every row first (481ee6a).
    expect(plan.inserts).toHaveLength(1);
    expect(plan.inserts[0]?.keys).toBe('{1,2,5,4,3,6}');
    expect(plan.inserts[0]?.hashes).toBe(
      '{2272140000847816,7277629987338913,377331202668062,6075590899171011,4420648554387971,945733969196106}',
    );
    expect([plan.participantCount, plan.finisherCount, plan.onCourseCount]).toEqual([6, 3, 1]);
  });

  it("grades ages as core ranks the computed official times, on the race date's age", () => {
    const entries = runToEnd(
      parseEntries(JOB.entriesTexts, JOB.readsTexts, JOB.setup.startTime, new Map(JOB.checkpointIds)),
    );
    const rows = computeResults(JOB.setup, entries);
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const wanted = rankAgeGrades(
      rows.map((row) => {
        const entry = byId.get(row.participantId);
        return {
          officialTimeMs: row.status === 'finished' ? row.officialTimeMs : null,
          gender: row.gender,
          age: entry?.age ?? ageOn(entry?.birthYear ?? null, '2026-04-12'),
        };
      }),
      JOB.setup.distanceM,
    );
    const scalars = plan.inserts[0]?.scalars ?? [];
    // age_graded_ms, age_grade_pct and age_grade_rank: the last three scalar columns.
    const [graded, percent, rank] = scalars.slice(-3).map(elements);
    expect(graded).toEqual(wanted.map((grade) => (grade === null ? null : String(grade.ageGradedMs))));
    expect(percent?.map((value) => (value === null ? null : Number(value)))).toEqual(
      wanted.map((grade) => grade?.percent ?? null),
    );
    expect(rank).toEqual(wanted.map((grade) => (grade === null ? null : String(grade.rank))));
    expect(wanted.filter((grade) => grade !== null)).toHaveLength(2);
  });
});
