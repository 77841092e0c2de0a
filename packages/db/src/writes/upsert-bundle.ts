/** Writes an import bundle in one transaction and recomputes what it changed. */
import { type ImportBundle } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { bumpEventVersions } from '../recompute/bump-versions.js';
import { recomputeContestKey, type RecomputeOutcome } from '../recompute/recompute-contest.js';
import { checkBundle } from './check-bundle.js';
import { insertPassingRows } from './insert-passings.js';
import { deleteReplacedReads } from './replace-imported-reads.js';
import { replaceSetAsideReads } from './replace-set-aside-reads.js';
import { upsertEvents } from './upsert-events.js';
import { replaceCheckpoints, upsertContests } from './upsert-contests.js';
import { rederiveAgeGroups, upsertParticipants } from './upsert-participants.js';
import { upsertRecordings } from './upsert-recordings.js';

export type UpsertStage = 'events' | 'contests' | 'participants' | 'passings' | 'recordings' | 'recompute';

export type UpsertBundleOptions = {
  /** Progress of each stage: called at its start (done = 0) and as it advances. */
  onProgress?: (stage: UpsertStage, done: number, total: number) => void;
  /** `source` stored with the bundle's reads (default `import`). */
  source?: string;
  /**
   * The bundle's reads are the whole truth for the bibs of its participants at these checkpoints (the columns of
   * a results export, docs/import.md): their stored reads there of the same `source` that the bundle does not have
   * are deleted first, in the same transaction, so a corrected time may be slower and a blanked split goes. Other
   * checkpoints, and reads of other sources (live ingest), stay. Default: reads are only ever added.
   */
  replaceReads?: { checkpointIds: readonly string[] };
  /**
   * Whether the bundle's results export published gun times (false: a net-only export, docs/import.md), for the
   * contest it fills: its results then carry no gun time. Default: the contest's setting stays as it is.
   */
  gunTimePublished?: { eventId: string; contestId: string; published: boolean };
};

export type UpsertBundleSummary = {
  /** Events inserted or changed. */
  changedEvents: string[];
  /** One entry per contest whose data changed, recomputed in the same transaction. */
  recomputed: RecomputeOutcome[];
  /** Reads that were new (re-sent ones are ignored). */
  insertedPassings: number;
};

/**
 * Upserts a bundle by natural keys in ONE transaction (docs/import.md): events by id; contests by (event, id);
 * each bundle contest's checkpoints become exactly the bundle's (others are removed, with their reads);
 * participants by (event, id), bibs unique per contest, missing age groups derived with core's
 * deriveAgeGroup and the contest's scheme (and derived again for the stored participants of a contest whose
 * scheme or race date changed); reads inserted if new (with `replaceReads`, the listed bibs' other reads of
 * the source at the given checkpoints deleted first); recordings by (contest, id). Then every
 * contest whose data changed is recomputed, still inside the transaction. Importing the same bundle twice
 * changes nothing, not even a data version.
 * Refused as a whole (DbError, nothing written): duplicate keys in the bundle, references to unknown events
 * or contests, reads naming an unknown checkpoint or a bib not entered in the contest, a bib already taken.
 * Set-based: a few statements per 5 000 participants or 20 000 reads, never one per row.
 * `bundle` may be a function that hands it over: it is called once, and the bundle is not held past its writes
 * (the caller should then hold it no longer either: a 100,000-runner file's bundle is ~170 MB of heap).
 */
export async function upsertBundle(
  db: Db,
  bundle: ImportBundle | (() => ImportBundle),
  options: UpsertBundleOptions = {},
): Promise<UpsertBundleSummary> {
  const progress = options.onProgress ?? (() => undefined);
  let rows = 0;
  const summary = await db.transaction(async (tx) => {
    const written = await writeBundle(tx, bundle, options);
    rows = written.rows;
    const keys = [...written.touched].sort((a, b) => a - b);
    const recomputed: RecomputeOutcome[] = [];
    progress('recompute', 0, keys.length);
    for (const key of keys) {
      const outcome = await recomputeContestKey(tx, key, { force: true });
      if (outcome !== null) recomputed.push(outcome);
      progress('recompute', recomputed.length, keys.length);
    }
    await bumpEventVersions(tx, written.changedEvents);
    return {
      changedEvents: written.changedEvents,
      recomputed,
      insertedPassings: written.insertedPassings,
    };
  });
  // A large import changes the tables' shape: fresh planner statistics, or the first pages after it are planned
  // blind (PGlite has no autovacuum; PostgreSQL's would come minutes later). The demo's results page cost 84 ms of
  // CPU uncached before, 37 ms after (bench/page).
  if (!db.isTransaction && rows >= ANALYZE_AFTER_ROWS) await refreshStatistics(db);
  return summary;
}

type Written = {
  changedEvents: string[];
  /** Contests whose data changed: to recompute. */
  touched: Set<number>;
  insertedPassings: number;
  /** Participants and reads in the bundle. */
  rows: number;
};

/**
 * Every write of upsertBundle but the recompute. The bundle (or the function that hands it over) is only held
 * here: once its rows are written, nothing refers to it, so a big import's bundle is not kept in memory through
 * the recompute of its contests.
 */
async function writeBundle(
  tx: Db,
  given: ImportBundle | (() => ImportBundle),
  options: UpsertBundleOptions,
): Promise<Written> {
  const bundle = typeof given === 'function' ? given() : given;
  checkBundle(bundle);
  const progress = options.onProgress ?? (() => undefined);
  const touched = new Set<number>();
  const touch = (keys: readonly number[]): void => keys.forEach((key) => touched.add(key));

  progress('events', 0, bundle.events.length);
  const changedEvents = await upsertEvents(tx, bundle.events);
  progress('events', bundle.events.length, bundle.events.length);

  progress('contests', 0, bundle.contests.length);
  const changedContests = await upsertContests(tx, bundle.contests);
  touch(changedContests);
  touch(await replaceCheckpoints(tx, bundle.contests));
  progress('contests', bundle.contests.length, bundle.contests.length);

  progress('participants', 0, bundle.participants.length);
  // A new scheme or race date applies to the stored participants the bundle leaves out, too. Before the
  // bundle's own are written: they are derived as they are written, and a first import has none stored yet.
  touch(await rederiveAgeGroups(tx, { contestKeys: changedContests, eventIds: changedEvents }));
  touch(await upsertParticipants(tx, bundle.participants));
  if (options.gunTimePublished) touch(await setGunTimePublished(tx, options.gunTimePublished));
  progress('participants', bundle.participants.length, bundle.participants.length);

  const passingsTotal = bundle.passings.length;
  const source = options.source ?? 'import';
  progress('passings', 0, passingsTotal);
  if (options.replaceReads)
    touch(
      await deleteReplacedReads(tx, bundle, { source, checkpointIds: options.replaceReads.checkpointIds }),
    );
  const passings = await insertPassingRows(tx, bundle.passings, {
    source,
    requireKnownBib: true,
    returnInserted: false,
    onChunk: (done) => progress('passings', done, passingsTotal),
  });
  touch(passings.contestKeys);
  touch(
    await replaceSetAsideReads(
      tx,
      { participants: bundle.participants, setAside: bundle.setAside ?? [] },
      { source, checkpointIds: options.replaceReads?.checkpointIds ?? null },
    ),
  );

  progress('recordings', 0, bundle.recordings.length);
  touch(await upsertRecordings(tx, bundle.recordings));
  progress('recordings', bundle.recordings.length, bundle.recordings.length);
  return {
    changedEvents,
    touched,
    insertedPassings: passings.count,
    rows: bundle.participants.length + bundle.passings.length,
  };
}

/** Sets whether a contest's results published gun times; the contest's key when that changed it (to recompute). */
async function setGunTimePublished(
  tx: Db,
  { eventId, contestId, published }: { eventId: string; contestId: string; published: boolean },
): Promise<number[]> {
  const rows = await tx.query<{ key: number }>(
    sql`update contests set gun_time_published = ${published}
         where event_id = ${eventId} and id = ${contestId} and gun_time_published <> ${published}
     returning key`,
  );
  return rows.map((row) => row.key);
}

/** Imports at least this large refresh the planner statistics afterwards. */
const ANALYZE_AFTER_ROWS = 1_000;

/** ANALYZE of the tables an import fills (outside any transaction: it is quick, and sees the committed rows). */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.query(sql`analyze events, contests, checkpoints, participants, passings, results`);
}
