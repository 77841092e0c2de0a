import type { ResultRow } from '@finishline/contract';

/**
 * What the results table shows of a row. The loader keeps only these fields: a page's loader data is
 * part of its HTML (a marathon page holds 100 rows).
 */
export type ResultsTableRow = Pick<
  ResultRow,
  | 'id'
  | 'bib'
  | 'name'
  | 'club'
  | 'nation'
  | 'ageGroup'
  | 'status'
  | 'place'
  | 'timeMs'
  | 'gapMs'
  | 'diffMs'
  | 'paceMsPerKm'
  | 'speedKmh'
  | 'paceMsPerMile'
  | 'speedMph'
  | 'overallPlace'
  | 'genderPlace'
  | 'ageGroupPlace'
  | 'officialTimeMs'
  | 'gunTimeMs'
  | 'netTimeMs'
>;

export function toResultsTableRow(row: ResultRow): ResultsTableRow {
  return {
    id: row.id,
    bib: row.bib,
    name: row.name,
    club: row.club,
    nation: row.nation,
    ageGroup: row.ageGroup,
    status: row.status,
    place: row.place,
    timeMs: row.timeMs,
    gapMs: row.gapMs,
    diffMs: row.diffMs,
    paceMsPerKm: row.paceMsPerKm,
    speedKmh: row.speedKmh,
    paceMsPerMile: row.paceMsPerMile,
    speedMph: row.speedMph,
    overallPlace: row.overallPlace,
    genderPlace: row.genderPlace,
    ageGroupPlace: row.ageGroupPlace,
    officialTimeMs: row.officialTimeMs,
    gunTimeMs: row.gunTimeMs,
    netTimeMs: row.netTimeMs,
  };
}
