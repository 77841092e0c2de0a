/**
 * A live contest's lists catch up with its runners (ADR 032): a live step moves the lists (list_version) only when
 * they are LIST_EVERY_MS old, so the reads of the last few seconds before a lull — the race's last finishers among
 * them — would wait for the next read. Called LIST_EVERY_MS after a step, this moves them then, with the change
 * notifications a step that moved them sends (the lists and the event's counts, no runner named).
 */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { CONTEST_CHANGED_CHANNEL, type ContestChanged, notify } from '../notify.js';
import { bumpEventVersions } from './bump-versions.js';
import { LIST_EVERY_MS } from './live-step.js';

/**
 * Moves the contest's lists to its runners' version when they are behind and LIST_EVERY_MS old. Returns the wait
 * before they may move, when they are still behind (moved meanwhile by a step); null when they are current (or the
 * contest is unknown).
 */
export async function catchUpLists(
  db: Db,
  ref: { eventId: string; contestId: string },
): Promise<number | null> {
  const { eventId, contestId } = ref;
  return db.transaction(async (tx) => {
    const [moved] = await tx.query<{ version: number }>(sql`
      update contests set list_version = data_version, list_version_at = now()
      where event_id = ${eventId} and id = ${contestId} and list_version < data_version
        and list_version_at <= now() - make_interval(secs => ${LIST_EVERY_MS / 1000})
      returning data_version as version`);
    if (moved !== undefined) {
      await bumpEventVersions(tx, [eventId], new Map([[eventId, [contestId]]]), {
        live: 'lists',
        participantIds: [],
      });
      const change: ContestChanged = {
        eventId,
        contestId,
        version: Number(moved.version),
        participantIds: [],
      };
      await notify(tx, CONTEST_CHANGED_CHANNEL, change);
      return null;
    }
    const [state] = await tx.query<{ behind: boolean; waitMs: number }>(sql`
      select list_version < data_version as behind,
        greatest(0, ceil(extract(epoch from list_version_at
          + make_interval(secs => ${LIST_EVERY_MS / 1000}) - now()) * 1000))::int as "waitMs"
      from contests where event_id = ${eventId} and id = ${contestId}`);
    return state?.behind === true ? Number(state.waitMs) : null;
  });
}
