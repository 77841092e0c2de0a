import { type ResultRow, type SearchHit } from '@finishline/contract';
import { type ResultListRow, type SearchHitRow } from '@finishline/db';
import { presentParticipant } from './participant.js';

/** A results row as the contract has it. Written out field by field: 100 rows a page, on every miss. */
export function presentResultRow(row: ResultListRow): ResultRow {
  return {
    id: row.id,
    bib: row.bib,
    name: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    club: row.club,
    country: row.country,
    nation: row.nation,
    gender: row.gender,
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
    lastCheckpointId: row.lastCheckpointId,
    ageGradedMs: row.ageGradedMs,
    ageGradePercent: row.ageGradePct,
    ...(row.legTimesMs === undefined ? {} : { legTimesMs: row.legTimesMs }),
  };
}

export function presentSearchHit(row: SearchHitRow): SearchHit {
  return {
    ...presentParticipant(row),
    contestId: row.contestId,
    contestName: row.contestName,
    overallPlace: row.overallPlace,
    officialTimeMs: row.officialTimeMs,
    resultsRank: row.resultsRank,
  };
}
