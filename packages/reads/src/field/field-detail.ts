/** A participant's detail from a field row: db's toParticipantDetail over the row's stored result and splits. */
import { type ContestFieldRow, type ParticipantDetailRow, toParticipantDetail } from '@finishline/db';
import { type EventRows } from '../event-cache.js';
import { type ContestField } from './contest-field.js';
import { participantRow } from './field-start-list.js';

export function detailOf(field: ContestField, row: ContestFieldRow, rows: EventRows): ParticipantDetailRow {
  return toParticipantDetail(
    {
      ...participantRow(row),
      participantKey: row.key,
      contestKey: field.contestKey,
      contestVersion: String(field.version),
      result: {
        status: row.status,
        overallPlace: row.overallPlace,
        genderPlace: row.genderPlace,
        ageGroupPlace: row.ageGroupPlace,
        officialTimeMs: row.officialTimeMs,
        gunTimeMs: row.gunTimeMs,
        netTimeMs: row.netTimeMs,
        paceMsPerKm: row.paceMsPerKm,
        speedKmh: row.speedKmh,
        gapMs: row.gapMs,
        genderGapMs: row.genderGapMs,
        ageGroupGapMs: row.ageGroupGapMs,
        diffMs: row.diffMs,
        lastCheckpointId: row.lastCheckpointId,
        rank: row.rank,
      },
      arrays: row.splits,
    },
    rows.event,
    rows.contest,
    rows.recordings,
  );
}
