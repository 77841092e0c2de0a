/**
 * Recomputes a contest's results with core's engine and publishes the change. The statements run on the caller's
 * connection and in its transaction; the CPU work between them (parsing what the database sent, the engine,
 * fingerprints, the literals to write) runs in a worker thread (plan-off-thread.ts), so a recompute never holds
 * the event loop that serves pages and live streams. On PGlite (in-process: each statement runs on this thread and
 * answers with promise callbacks only) the statements are kept small and the event loop is let in between them
 * (yield-to-loop.ts).
 */
import { sql } from 'drizzle-orm';
import { DbError } from '../errors.js';
import { type Db } from '../handle.js';
import { CONTEST_CHANGED_CHANNEL, notify, type ContestChanged } from '../notify.js';
import { bumpContestVersions } from './bump-versions.js';
import { loadEntryTexts, lockContestSetup } from './load-contest.js';
import { planRecompute } from './plan-off-thread.js';
import { clearRecomputeRequest, readRecomputeToken } from './recompute-requests.js';
import { readStoredHashes, writeResults } from './write-results.js';
import { NAMED_RUNNERS, stepContest } from './live-step.js';
import { yieldToLoop } from './yield-to-loop.js';

/**
 * PGlite executes each statement on this thread from start to end (~30 µs per result row inserted): 500 rows are
 * ~15 ms, where the 5,000 rows of a full rewrite in one statement held the event loop ~150 ms.
 */
export const PGLITE_ROWS_PER_STATEMENT = 500;

export type RecomputeOptions = {
  /** Bump the version and notify even if the results come out the same (e.g. a name changed). */
  force?: boolean;
  /**
   * Only if a recompute request is pending (recompute_requests): else return at once, unchanged. The API's
   * queue and sweep use it, so a request that another instance (or a simulator) already served costs nothing.
   */
  ifRequested?: boolean;
  /**
   * A live read's recompute (the API's queue): a step over the pending runners only (live-step.ts), unless the
   * contest's places are due to be settled or it cannot be stepped; a whole recompute once no runner is on the course.
   */
  live?: boolean;
};

/** What a recompute did: the contest's version now, and whether anything changed. */
export type RecomputeOutcome = ContestChanged & { changed: boolean };

/**
 * Recomputes one contest by key inside `tx` (docs/results.md): loads the setup and every entry with its
 * reads, runs core's computeResults, rewrites the rows that differ from the stored ones (by fingerprint)
 * and — when any did, with `force`, or when a recompute request was pending — bumps the contest's data version
 * and NOTIFYs `contest_changed` with `{ eventId, contestId, version }` (delivered at commit). Clears the pending
 * request it covered. Returns null for an unknown key.
 */
export async function recomputeContestKey(
  tx: Db,
  contestKey: number,
  options: RecomputeOptions = {},
): Promise<RecomputeOutcome | null> {
  const contest = await lockContestSetup(tx, contestKey);
  if (contest === null) return null;
  const { eventId, contestId, setup } = contest;
  // Read before the entries: every read committed with this token (or before it) is among them.
  const token = await readRecomputeToken(tx, contestKey);
  if (token === null && options.ifRequested)
    return { eventId, contestId, version: contest.version, changed: false };
  if (options.live && token !== null) {
    const step = await stepContest(tx, contest);
    if (step.kind === 'stepped') {
      await clearRecomputeRequest(tx, contestKey, token);
      // The last runner is in: store every place now (the stored results of a finished race are final).
      if (step.onCourseCount > 0) return { eventId, contestId, version: step.version, changed: true };
    }
  }
  // Before the load: every runner named pending until now is covered by it (one named later stays pending).
  const pending = await tx.query<{ id: string }>(sql`
    with taken as (delete from pending_runners where contest_key = ${contestKey} returning bib)
    select p.id from taken join participants p on p.contest_key = ${contestKey} and p.bib = taken.bib`);
  await yieldToLoop(tx);
  const { entriesTexts, readsTexts } = await loadEntryTexts(tx, contest);
  await yieldToLoop(tx);
  const storedTexts = await readStoredHashes(tx, contestKey);
  const plan = await planRecompute({
    setup,
    checkpointIds: [...contest.checkpointIds],
    entriesTexts,
    readsTexts,
    storedTexts,
    ageGrading: contest.ageGrading,
    ...(tx.kind === 'pglite' ? { rowsPerStatement: PGLITE_ROWS_PER_STATEMENT } : {}),
  });
  const written =
    plan.written === 0 && plan.removed === 0
      ? { written: 0, removed: 0 }
      : await writeResults(tx, contestKey, plan, await drawVersion(tx));
  await yieldToLoop(tx);
  if (token !== null) await clearRecomputeRequest(tx, contestKey, token);
  const hasNewResults = written.written > 0 || written.removed > 0;
  // A pending request means new reads or verdicts: announce them even when no result moved (a bib not entered).
  if (!hasNewResults && !options.force && token === null)
    return { eventId, contestId, version: contest.version, changed: false };
  await tx.query(sql`
    update contests set participant_count = ${plan.participantCount}, finisher_count = ${plan.finisherCount},
      on_course_count = ${plan.onCourseCount}, settled_at = now()
    where key = ${contestKey}`);
  // A live contest's settle (ADR 032) moves what the fields show only for its pending runners, and the lists.
  const settle =
    options.live === true
      ? {
          live: 'lists' as const,
          participantIds: pending.length <= NAMED_RUNNERS ? pending.map((p) => p.id) : null,
        }
      : {};
  const [bumped] = await bumpContestVersions(tx, [contestKey], settle);
  const version = bumped?.version ?? contest.version;
  await notify(tx, CONTEST_CHANGED_CHANNEL, { eventId, contestId, version } satisfies ContestChanged);
  return { eventId, contestId, version, changed: true };
}

/** A version for the rows a recompute writes: drawn under the contest's lock, so above every version it had. */
async function drawVersion(tx: Db): Promise<number> {
  const [row] = await tx.query<{ version: number }>(sql`select nextval('data_version_seq') as version`);
  return row?.version ?? 0;
}

/**
 * Recomputes one contest in its own transaction (or the caller's): see recomputeContestKey. Target: 50 000
 * participants × 10 checkpoints within a second on PostgreSQL. Throws DbError `unknown_contest`.
 */
export async function recomputeContest(
  db: Db,
  eventId: string,
  contestId: string,
  options: RecomputeOptions = {},
): Promise<RecomputeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ key: number }>(
      sql`select key from contests where event_id = ${eventId} and id = ${contestId}`,
    );
    const outcome = row === undefined ? null : await recomputeContestKey(tx, row.key, options);
    if (outcome === null) throw new DbError('unknown_contest', `Unknown contest ${eventId}/${contestId}`);
    return outcome;
  });
}
