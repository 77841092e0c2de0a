/** Data versions: what the API's ETags are made of. */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { EVENT_CHANGED_CHANNEL, type EventChanged, notify, WRITER_ID } from '../notify.js';
import { jsonInts } from '../sql-fragments.js';

export type BumpedContest = { key: number; eventId: string; contestId: string; version: number };

/**
 * Gives each contest (and its event: the event pages list contest counts) a new data version from the one
 * sequence, so every cached page of them turns stale.
 */
export async function bumpContestVersions(
  tx: Db,
  contestKeys: readonly number[],
  live: Pick<EventChanged, 'live' | 'participantIds'> = {},
): Promise<BumpedContest[]> {
  if (contestKeys.length === 0) return [];
  const bumped = await tx.query<BumpedContest>(sql`
    update contests set data_version = nextval('data_version_seq')
    where key in ${jsonInts(contestKeys)}
    returning key, event_id as "eventId", id as "contestId", data_version as version`);
  // Whatever is not a live step moves the contests' lists at once (live-step.ts moves them at most every few seconds).
  await tx.query(sql`
    update contests set list_version = data_version, list_version_at = now() where key in ${jsonInts(contestKeys)}`);
  const contestIds = new Map<string, string[]>();
  for (const contest of bumped)
    contestIds.set(contest.eventId, [...(contestIds.get(contest.eventId) ?? []), contest.contestId]);
  await bumpEventVersions(tx, [...contestIds.keys()], contestIds, live);
  return bumped;
}

/**
 * Gives each event a new data version and says so on EVENT_CHANGED_CHANNEL (delivered at commit): whatever shows
 * the event or any of its contests — a cached page, an API answer — is out of date from then on. `contestIds` names
 * what changed of each event when only some contests did (the shared caches in front purge their tags alone).
 */
export async function bumpEventVersions(
  tx: Db,
  eventIds: readonly string[],
  contestIds: ReadonlyMap<string, string[]> = new Map(),
  live: Pick<EventChanged, 'live' | 'participantIds'> = {},
): Promise<void> {
  if (eventIds.length === 0) return;
  const bumped = await tx.query<Pick<EventChanged, 'eventId' | 'version'>>(sql`
    update events set data_version = nextval('data_version_seq')
    where id in (select value from json_array_elements_text(${JSON.stringify(eventIds)}::json))
    returning id as "eventId", data_version as version`);
  for (const event of bumped) {
    const change: EventChanged = {
      ...event,
      contestIds: contestIds.get(event.eventId) ?? null,
      by: WRITER_ID,
      ...live,
    };
    await notify(tx, EVENT_CHANGED_CHANNEL, change);
  }
}
