/** Data versions: what the API's ETags are made of. */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { EVENT_CHANGED_CHANNEL, type EventChanged, notify } from '../notify.js';
import { jsonInts } from '../sql-fragments.js';

export type BumpedContest = { key: number; eventId: string; contestId: string; version: number };

/**
 * Gives each contest (and its event: the event pages list contest counts) a new data version from the one
 * sequence, so every cached page of them turns stale.
 */
export async function bumpContestVersions(tx: Db, contestKeys: readonly number[]): Promise<BumpedContest[]> {
  if (contestKeys.length === 0) return [];
  const bumped = await tx.query<BumpedContest>(sql`
    update contests set data_version = nextval('data_version_seq')
    where key in ${jsonInts(contestKeys)}
    returning key, event_id as "eventId", id as "contestId", data_version as version`);
  await bumpEventVersions(tx, [...new Set(bumped.map((contest) => contest.eventId))]);
  return bumped;
}

/**
 * Gives each event a new data version and says so on EVENT_CHANGED_CHANNEL (delivered at commit): whatever shows
 * the event or any of its contests — a cached page, an API answer — is out of date from then on.
 */
export async function bumpEventVersions(tx: Db, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  const bumped = await tx.query<EventChanged>(sql`
    update events set data_version = nextval('data_version_seq')
    where id in (select value from json_array_elements_text(${JSON.stringify(eventIds)}::json))
    returning id as "eventId", data_version as version`);
  for (const event of bumped) await notify(tx, EVENT_CHANGED_CHANNEL, event satisfies EventChanged);
}
