/**
 * The Live tab's data: the API's live snapshot when it has one, else the same picture assembled
 * from the results lists (rankings at each checkpoint, finishers, runners still on course).
 */
import type { CheckpointInfo, LiveSnapshot, ResultRow } from '@finishline/contract';
import { findResults, getLiveSnapshot } from './contest-api.server';
import {
  LIVE_LEADERS_SHOWN,
  LIVE_RANKING_SHOWN,
  type LiveRankingEntry,
  type LiveView,
  liveViewFromSnapshot,
  newestPassings,
} from './live-view';

type Ref = { eventId: string; contestId: string; signal?: AbortSignal };

/** The view, and the snapshot it came from (the browser's live stream resumes from its cursor), when any. */
export async function loadLiveView(
  ref: Ref,
  checkpoints: CheckpointInfo[],
): Promise<{ view: LiveView; snapshot: LiveSnapshot | null }> {
  const snapshot = await getLiveSnapshot(ref.eventId, ref.contestId, ref.signal);
  if (snapshot) return { view: liveViewFromSnapshot(snapshot), snapshot };
  return { view: await liveViewFromResults(ref, checkpoints), snapshot: null };
}

const TAIL = 10;
/** The most the API gives in one page: enough to find the runners behind the leaders at a split. */
const WIDE_PAGE = 500;

async function liveViewFromResults(ref: Ref, checkpoints: CheckpointInfo[]): Promise<LiveView> {
  const { eventId, contestId, signal } = ref;
  const ranked = checkpoints.filter((checkpoint) => checkpoint.kind !== 'start');
  const [leaders, finished, started] = await Promise.all([
    Promise.all(
      ranked.map((cp) =>
        findResults(eventId, contestId, { checkpoint: cp.id, pageSize: LIVE_LEADERS_SHOWN }, signal),
      ),
    ),
    findResults(eventId, contestId, { status: 'finished', pageSize: LIVE_RANKING_SHOWN }, signal),
    findResults(eventId, contestId, { status: 'started', pageSize: LIVE_RANKING_SHOWN }, signal),
  ]);

  const onCourse = started.items.slice(0, Math.max(0, LIVE_RANKING_SHOWN - finished.items.length));
  const finishId = ranked.at(-1)?.id ?? null;
  const [tails, timesAt] = await Promise.all([
    Promise.all(
      ranked.map((cp, i) => {
        const total = leaders[i]?.total ?? 0;
        if (total === 0) return Promise.resolve([] as ResultRow[]);
        const page = Math.ceil(total / TAIL);
        return findResults(eventId, contestId, { checkpoint: cp.id, page, pageSize: TAIL }, signal).then(
          (list) => list.items,
        );
      }),
    ),
    timesAtLastCheckpoint(ref, onCourse, new Set(ranked.map((cp) => cp.id))),
  ]);

  const ranking: LiveRankingEntry[] = [
    ...finished.items.map((row) => ({
      position: row.place,
      participantId: row.id,
      bib: row.bib,
      name: row.name,
      checkpointId: finishId,
      fromStartMs: row.timeMs,
      status: row.status,
    })),
    ...onCourse.map((row, i) => ({
      position: finished.total + i + 1,
      participantId: row.id,
      bib: row.bib,
      name: row.name,
      checkpointId: row.lastCheckpointId,
      fromStartMs: timesAt.get(row.id) ?? null,
      status: row.status,
    })),
  ];

  return {
    source: 'results',
    startedCount: started.total,
    finishedCount: finished.total,
    ranking,
    checkpoints: ranked.map((cp, i) => ({
      checkpointId: cp.id,
      reachedCount: leaders[i]?.total ?? 0,
      leaders: (leaders[i]?.items ?? []).flatMap((row) =>
        row.place === null || row.timeMs === null
          ? []
          : [
              {
                place: row.place,
                participantId: row.id,
                bib: row.bib,
                name: row.name,
                fromStartMs: row.timeMs,
                gapMs: row.gapMs ?? 0,
              },
            ],
      ),
    })),
    passings: newestPassings(
      ranked.flatMap((cp, i) =>
        (tails[i] ?? []).flatMap((row) =>
          row.timeMs === null
            ? []
            : [
                {
                  participantId: row.id,
                  bib: row.bib,
                  name: row.name,
                  checkpointId: cp.id,
                  fromStartMs: row.timeMs,
                },
              ],
        ),
      ),
    ),
  };
}

/** Each on-course runner's time at their furthest checkpoint, from that checkpoint's ranking. */
async function timesAtLastCheckpoint(
  ref: Ref,
  rows: ResultRow[],
  ranked: Set<string>,
): Promise<Map<string, number>> {
  const byCheckpoint = new Map<string, Set<string>>();
  for (const row of rows) {
    // Past the start mat only: it has no ranking (and no time from the start).
    if (!row.lastCheckpointId || !ranked.has(row.lastCheckpointId)) continue;
    const ids = byCheckpoint.get(row.lastCheckpointId) ?? new Set<string>();
    ids.add(row.id);
    byCheckpoint.set(row.lastCheckpointId, ids);
  }
  const times = new Map<string, number>();
  await Promise.all(
    [...byCheckpoint].map(async ([checkpoint, ids]) => {
      try {
        const list = await findResults(
          ref.eventId,
          ref.contestId,
          { checkpoint, status: 'started', pageSize: WIDE_PAGE },
          ref.signal,
        );
        for (const row of list.items)
          if (ids.has(row.id) && row.timeMs !== null) times.set(row.id, row.timeMs);
      } catch (error) {
        // The times are a detail: the ranking still shows where everyone is.
        if (ref.signal?.aborted) throw error;
      }
    }),
  );
  return times;
}
