import type { ResultRow } from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import { formatPaceValue, formatSpeedValue } from '../../shared/format-result';
import { fromResultsColumns, toResultsColumns } from './results-row';

function resultRow(overrides: Partial<ResultRow> = {}): ResultRow {
  return {
    id: '501',
    bib: '501',
    name: 'Olivia Taylor',
    firstName: 'Olivia',
    lastName: 'Taylor',
    club: null,
    country: 'GB',
    nation: 'GB',
    gender: 'f',
    ageGroup: 'FSEN',
    status: 'finished',
    place: 1,
    timeMs: 5_720_000,
    gapMs: 0,
    diffMs: null,
    paceMsPerKm: 271_123,
    speedKmh: 13.278_142,
    paceMsPerMile: 436_329,
    speedMph: 8.250_712,
    overallPlace: 1,
    genderPlace: 1,
    ageGroupPlace: 1,
    officialTimeMs: 5_720_000,
    gunTimeMs: 5_740_000,
    netTimeMs: 5_720_000,
    lastCheckpointId: 'finish',
    ageGradedMs: 5_100_000,
    ageGradePercent: 72.413_793,
    ...overrides,
  };
}

const finish = { checkpoint: undefined, ranking: undefined };

describe('results columns', () => {
  it('gives back the rows, in order, with the fields the table shows', () => {
    const rows = [
      resultRow(),
      resultRow({ id: '502', bib: '502', name: 'Ana Ruiz', club: 'CA Sevilla', place: 2 }),
    ];
    const back = fromResultsColumns(toResultsColumns(rows, finish));
    expect(back.map((row) => [row.id, row.name, row.club, row.place])).toEqual([
      ['501', 'Olivia Taylor', null, 1],
      ['502', 'Ana Ruiz', 'CA Sevilla', 2],
    ]);
    expect(back[0]).not.toHaveProperty('firstName');
    expect(back[0]).not.toHaveProperty('ageGradedMs');
    expect(back[0]).toMatchObject({
      gunTimeMs: 5_740_000,
      ageGradePercent: 72.413_793,
      officialTimeMs: null,
    });
  });

  it('sends a field once per row, not its key: no column for a field null in every row', () => {
    const columns = toResultsColumns([resultRow(), resultRow({ id: '502' })], finish);
    expect(columns.id).toEqual(['501', '502']);
    expect(columns.status).toEqual(['finished', 'finished']);
    expect(columns).not.toHaveProperty('club');
    expect(columns).not.toHaveProperty('diffMs');
  });

  it('leaves out the final places and times at a checkpoint, and the official time but in the age-graded ranking', () => {
    const atCheckpoint = toResultsColumns([resultRow()], { checkpoint: 'km10', ranking: undefined });
    for (const field of ['overallPlace', 'gunTimeMs', 'netTimeMs', 'ageGradePercent', 'officialTimeMs'])
      expect(atCheckpoint).not.toHaveProperty(field);
    expect(atCheckpoint.timeMs).toEqual([5_720_000]);
    expect(
      toResultsColumns([resultRow()], { checkpoint: undefined, ranking: 'ageGrade' }).officialTimeMs,
    ).toEqual([5_720_000]);
  });

  it('rounds pace and speed as the table shows them, so what it shows does not change', () => {
    const paces = [180_000, 180_001, 192_180, 239_999, 271_123];
    const speeds = [13.25, 13.249_999, 13.278_142, 18.732_519_422_863_486, 0.05];
    const rows = paces.map((pace, index) =>
      resultRow({
        id: String(index),
        paceMsPerKm: pace,
        paceMsPerMile: pace,
        speedKmh: speeds[index],
        speedMph: 9.95,
      }),
    );
    const back = fromResultsColumns(toResultsColumns(rows, finish));
    back.forEach((row, index) => {
      expect(formatPaceValue(row.paceMsPerKm)).toBe(formatPaceValue(rows[index]?.paceMsPerKm ?? null));
      for (const locale of ['en', 'fr', 'ar'] as const)
        expect(formatSpeedValue(row.speedKmh, locale)).toBe(
          formatSpeedValue(rows[index]?.speedKmh ?? null, locale),
        );
    });
    expect(back.map((row) => row.paceMsPerKm)).toEqual([180_000, 181_000, 193_000, 240_000, 272_000]);
    expect(back[2]?.speedKmh).toBe(13.3);
  });
});
