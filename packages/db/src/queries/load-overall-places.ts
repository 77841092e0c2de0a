/**
 * The overall place of every participant of some contests, as stored: a real import's summary reads them before
 * its write and again after its recompute (preview/diff-import.ts placeChanges), so the places it says moved are
 * the ones that did, without ranking the field a second time in memory next to the file.
 */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { type PlaceAfter } from '../preview/diff-import.js';
import { limited, packedTexts } from '../recompute/packed-texts.js';
import { type ContestRef } from './load-import-baseline.js';

/**
 * Participants' overall places (null: none, or no results row), by contest (`eventId/contestId`); a contest not
 * stored has no entry.
 */
export async function loadOverallPlaces(
  db: Db,
  contests: readonly ContestRef[],
): Promise<Map<string, PlaceAfter[]>> {
  const places = new Map<string, PlaceAfter[]>();
  for (const { eventId, contestId } of contests) {
    const [contest] = await db.query<{ key: number }>(sql`
      select key from contests where event_id = ${eventId} and id = ${contestId}`);
    if (contest === undefined) continue;
    const texts = await packedTexts(
      db,
      (after, limit) => sql`
        select json_agg(json_build_array(p.id, p.bib, r.overall_place))::text as text, max(p.key) as last
        from (select key, id, bib from participants where contest_key = ${contest.key} and key > ${after}
          ${limited(sql`key`, limit)}) p
        left join results r on r.participant_key = p.key`,
    );
    const rows: PlaceAfter[] = [];
    for (const text of texts) {
      for (const [participantId, bib, overallPlace] of JSON.parse(text) as [string, string, number | null][])
        rows.push({ participantId, bib, overallPlace });
    }
    places.set(`${eventId}/${contestId}`, rows);
  }
  return places;
}
