/**
 * How many finished in a participant's gender and age group: the "of N" of those places, shared by the certificate
 * and the share card. Counted on the results table, like a filtered results list.
 */
import { type Db, findResults, type ParticipantDetailRow } from '@finishline/db';

async function countFinishers(
  db: Db,
  row: ParticipantDetailRow,
  filter: { gender: string } | { ageGroup: string },
): Promise<number> {
  const { total } = await findResults(
    db,
    // Filtered lists are counted on the results table: the entrant count and checkpoints are not read.
    { contestKey: row.contestKey, participantCount: row.contest.participantCount, checkpointIds: [] },
    {
      gender: null,
      ageGroup: null,
      country: null,
      nation: null,
      club: null,
      checkpoint: null,
      ...filter,
      status: 'finished',
      page: 1,
      pageSize: 1,
    },
  );
  return total;
}

/** The finishers of the participant's gender and age group, null where the participant has no such place. */
export async function placeCounts(
  db: Db,
  row: ParticipantDetailRow,
): Promise<{ genderFinishers: number | null; ageGroupFinishers: number | null }> {
  const { participant, result } = row;
  const isFinisher = participant.status === 'finished' && result?.officialTimeMs != null;
  const [genderFinishers, ageGroupFinishers] = await Promise.all([
    isFinisher && result?.genderPlace != null
      ? countFinishers(db, row, { gender: participant.gender })
      : null,
    isFinisher && result?.ageGroupPlace != null && participant.ageGroup !== null
      ? countFinishers(db, row, { ageGroup: participant.ageGroup })
      : null,
  ]);
  return { genderFinishers, ageGroupFinishers };
}
