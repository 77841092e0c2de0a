/**
 * The live write path (POST /api/ingest/passings, `finishline simulate`): stores a batch of timing reads and
 * timer verdicts in one transaction, stamped with a per-contest cursor the live stream resumes from.
 *
 * The cursor is `passings.received_at`, made strictly increasing per contest in commit order: a batch takes a
 * transaction-scoped advisory lock per contest it writes to, stamps its reads with the database clock (to the
 * millisecond) once it holds the locks, and keeps them until at least one millisecond after the stamp. The next
 * batch of that contest thus stamps later than every committed one, and a reader that has seen cursor C has seen
 * every read stamped ≤ C that will ever commit. (Assumes the database clock does not step back.)
 */
import { type EventType, type LiveRead, MAX_SPEED_KMH, MIN_STRETCH_M } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Db } from '../handle.js';
import { type PendingRunner, requestRecompute, requestRunners } from '../recompute/recompute-requests.js';
import { jsonParam } from '../sql-fragments.js';

/** Namespace (first key) of the advisory locks that serialise a contest's live batches: "FL" + 1. */
const LOCK_NAMESPACE = 0x464c_0001;

/** Reads at most this long before the gun, or this long after it, are refused as mistakes. */
const BEFORE_GUN_MS = 24 * 3_600_000;
const AFTER_GUN_MS = 14 * 24 * 3_600_000;

/** A checked read or verdict of a batch; `index` is its position in the request. */
/** A read to store: core's LiveRead (parsed by packages/ingest's parsePassingsBatch). */
export type LiveReadInput = LiveRead;

export type LiveReadRejection =
  | 'unknown_contest'
  | 'unknown_checkpoint'
  | 'unknown_chip'
  | 'unknown_bib'
  | 'invalid_time'
  | 'implausible_time';

/** What became of one item: stored now, already stored, a verdict only, or rejected with a reason. */
export type LiveReadOutcome =
  | { kind: 'inserted' | 'duplicate' | 'status' }
  | { kind: 'rejected'; code: LiveReadRejection; reason: string };

export type IngestReadsResult = {
  /** By input index. */
  outcomes: Map<number, LiveReadOutcome>;
  inserted: number;
  duplicates: number;
  statusChanges: number;
  /** The cursor of the new reads (epoch ms), or null when nothing new was stored. */
  cursor: number | null;
  /** Contests with new reads or changed verdicts: recompute them. */
  changed: { eventId: string; contestId: string }[];
};

export type IngestReadsOptions = {
  /** Stored with each read (default `live`). */
  source?: string;
};

type ContestInfo = {
  key: number;
  eventId: string;
  contestId: string;
  startTime: number;
  /** The event's sport (sets the speed limit). */
  eventType: EventType;
  checkpoints: Record<string, number>;
  /** Distance of each checkpoint from the start, metres. */
  distances: Record<string, number>;
};

type Resolved = LiveReadInput & { contest: ContestInfo; bibText: string | null };

function contestRef(eventId: string, contestId: string): string {
  return JSON.stringify([eventId, contestId]);
}

async function loadContests(db: Db, reads: readonly LiveReadInput[]): Promise<Map<string, ContestInfo>> {
  const refs = [...new Set(reads.map((read) => contestRef(read.eventId, read.contestId)))].map(
    (ref) => JSON.parse(ref) as [string, string],
  );
  const rows = await db.query<ContestInfo>(sql`
    select c.key, c.event_id as "eventId", c.id as "contestId", e.type as "eventType",
      round(extract(epoch from c.start_time) * 1000)::float8 as "startTime",
      coalesce((select json_object_agg(cp.id, cp.key) from checkpoints cp where cp.contest_key = c.key), '{}')
        as checkpoints,
      coalesce((select json_object_agg(cp.id, cp.distance_m) from checkpoints cp where cp.contest_key = c.key), '{}')
        as distances
    from json_to_recordset(${jsonParam(refs.map(([e, c]) => ({ e, c })))}) as x(e text, c text)
    join contests c on c.event_id = x.e and c.id = x.c
    join events e on e.id = c.event_id`);
  return new Map(rows.map((row) => [contestRef(row.eventId, row.contestId), row]));
}

/** Maps chips to bibs, and finds which bibs of verdicts are entered: one query for the whole batch. */
async function lookUpEntrants(db: Db, items: readonly Resolved[]): Promise<Map<number, string>> {
  const lookups = items
    .filter((item) => item.bib === null || item.status !== undefined)
    .map((item) => ({
      i: item.index,
      c: item.contest.key,
      b: item.bib,
      h: item.bib === null ? item.chip : null,
    }));
  if (lookups.length === 0) return new Map();
  const rows = await db.query<{ i: number; bib: string }>(sql`
    select x.i, p.bib
    from json_to_recordset(${jsonParam(lookups)}) as x(i int, c int, b text, h text)
    join participants p on p.contest_key = x.c and (p.bib = x.b or (x.b is null and p.chip = x.h))`);
  return new Map(rows.map((row) => [row.i, row.bib]));
}

function reject(code: LiveReadRejection, reason: string): LiveReadOutcome {
  return { kind: 'rejected', code, reason };
}

/**
 * Why a read cannot be real, or null: its checkpoint (1 km or more from the start) reached sooner after the gun than
 * the sport's fastest speed allows (core's MAX_SPEED_KMH; docs/import.md, "Plausibility"). Measured from the gun,
 * the slowest reckoning: a runner of a later wave or with a late start was faster still.
 */
function tooFastFromGun(contest: ContestInfo, checkpointId: string | null, at: number): string | null {
  const limit = MAX_SPEED_KMH[contest.eventType];
  const distanceM = checkpointId === null ? undefined : contest.distances[checkpointId];
  if (limit === null || distanceM === undefined || distanceM < MIN_STRETCH_M) return null;
  const elapsedMs = at - contest.startTime;
  if (elapsedMs <= 0) {
    return `\`at\` is before the gun, at a checkpoint ${distanceM / 1000} km from the start: check the read's clock, or the contest's start time.`;
  }
  const speedKmh = distanceM / 1000 / (elapsedMs / 3_600_000);
  if (speedKmh <= limit) return null;
  return (
    `${distanceM / 1000} km ${Math.round(elapsedMs / 1000)} s after the gun is ${speedKmh.toFixed(1)} km/h, faster ` +
    `than the ${limit} km/h limit for ${contest.eventType}: check the read's clock, or the contest's start time.`
  );
}

/** Checks each item against the database; returns the storable ones and records the rejections. */
async function resolveItems(
  db: Db,
  reads: readonly LiveReadInput[],
  outcomes: Map<number, LiveReadOutcome>,
): Promise<Resolved[]> {
  const contests = await loadContests(db, reads);
  const known: Resolved[] = [];
  for (const read of reads) {
    const contest = contests.get(contestRef(read.eventId, read.contestId));
    if (contest === undefined) {
      outcomes.set(read.index, reject('unknown_contest', `No contest ${read.eventId}/${read.contestId}.`));
    } else if (read.checkpointId !== null && contest.checkpoints[read.checkpointId] === undefined) {
      const ids = Object.keys(contest.checkpoints).join(', ');
      outcomes.set(
        read.index,
        reject('unknown_checkpoint', `No checkpoint "${read.checkpointId}" in this contest (${ids}).`),
      );
    } else if (
      read.at !== null &&
      (read.at < contest.startTime - BEFORE_GUN_MS || read.at > contest.startTime + AFTER_GUN_MS)
    ) {
      outcomes.set(
        read.index,
        reject('invalid_time', "`at` is more than a day before the contest's gun or two weeks after it."),
      );
    } else {
      const implausible = read.at === null ? null : tooFastFromGun(contest, read.checkpointId, read.at);
      if (implausible !== null) outcomes.set(read.index, reject('implausible_time', implausible));
      else known.push({ ...read, contest, bibText: read.bib });
    }
  }
  const entrants = await lookUpEntrants(db, known);
  return known.flatMap((item) => {
    const bib = item.bib ?? entrants.get(item.index) ?? null;
    if (bib === null) {
      outcomes.set(
        item.index,
        reject('unknown_chip', `No entrant of this contest wears chip "${item.chip}".`),
      );
      return [];
    }
    if (item.status !== undefined && !entrants.has(item.index)) {
      outcomes.set(
        item.index,
        reject('unknown_bib', `Bib "${bib}" is not entered: its status cannot be set.`),
      );
      return [];
    }
    return [{ ...item, bibText: bib }];
  });
}

/** Inserts the reads stamped with one cursor; returns the cursor and the keys of the rows that were new. */
async function insertStamped(
  tx: Db,
  reads: readonly Resolved[],
  source: string,
): Promise<{ cursor: number; fresh: Set<string> }> {
  const input = reads.map((read) => ({
    c: read.contest.key,
    p: read.contest.checkpoints[read.checkpointId ?? ''],
    b: read.bibText,
    t: read.at,
  }));
  // The stamp is evaluated once (a materialised CTE), after the advisory locks were taken.
  const [row] = await tx.query<{ cursor: number; rows: [number, string, number][] | null }>(sql`
    with stamp as materialized (select date_trunc('milliseconds', clock_timestamp()) as s),
    input as (select * from json_to_recordset(${jsonParam(input)}) as x(c int, p int, b text, t bigint)),
    inserted as (
      insert into passings (contest_key, checkpoint_key, bib, at, received_at, source)
      select c, p, b, to_timestamp(t / 1000.0), (select s from stamp), ${source} from input
      on conflict do nothing
      returning checkpoint_key, bib, round(extract(epoch from at) * 1000)::float8 as at)
    select (select round(extract(epoch from s) * 1000)::float8 from stamp) as cursor,
      (select json_agg(json_build_array(checkpoint_key, bib, at)) from inserted) as rows`);
  const fresh = new Set((row?.rows ?? []).map(([checkpoint, bib, at]) => readKey(checkpoint, bib, at)));
  return { cursor: row?.cursor ?? 0, fresh };
}

function readKey(checkpointKey: number | undefined, bib: string | null, at: number | null): string {
  return JSON.stringify([checkpointKey, bib, at]);
}

/** Sets or clears verdicts; the last item of a bib wins. Returns the indexes whose verdict changed something. */
async function applyStatuses(tx: Db, items: readonly Resolved[]): Promise<Set<number>> {
  const lastByBib = new Map<string, Resolved>();
  for (const item of items) lastByBib.set(JSON.stringify([item.contest.key, item.bibText]), item);
  const input = [...lastByBib.values()].map((item) => ({
    i: item.index,
    c: item.contest.key,
    b: item.bibText,
    s: item.status ?? null,
  }));
  if (input.length === 0) return new Set();
  const rows = await tx.query<{ i: number }>(sql`
    with x as (select * from json_to_recordset(${jsonParam(input)}) as x(i int, c int, b text, s text))
    update participants p set timer_status = x.s
    from x where p.contest_key = x.c and p.bib = x.b and p.timer_status is distinct from x.s
    returning x.i`);
  return new Set(rows.map((row) => row.i));
}

/**
 * Stores live reads and verdicts (checked for shape and time format by the caller) in one transaction and
 * reports each item's outcome; the changed contests are marked pending a recompute in that transaction. Re-sending a read stores nothing (`duplicate`); reads of bibs not entered are
 * kept (unused until the bib is entered), but a verdict needs an entered bib. Recompute `changed` afterwards:
 * the recompute's NOTIFY is what the live streams react to.
 */
export async function ingestReads(
  db: Db,
  reads: readonly LiveReadInput[],
  options: IngestReadsOptions = {},
): Promise<IngestReadsResult> {
  const outcomes = new Map<number, LiveReadOutcome>();
  return db.transaction(async (tx) => {
    const items = await resolveItems(tx, reads, outcomes);
    const withRead = items.filter((item) => item.checkpointId !== null && item.at !== null);
    const contestKeys = [...new Set(withRead.map((item) => item.contest.key))].sort((a, b) => a - b);
    // In key order, so two batches over the same contests never wait on each other in a cycle.
    for (const key of contestKeys)
      await tx.query(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${key})`);
    const { cursor, fresh } =
      withRead.length > 0
        ? await insertStamped(tx, withRead, options.source ?? 'live')
        : { cursor: null, fresh: new Set<string>() };
    // The stamp was taken before this answer arrived: time measured from here is a lower bound of its age.
    const stampedAt = performance.now();
    const changedStatus = await applyStatuses(
      tx,
      items.filter((item) => item.status !== undefined),
    );

    const changedContests = new Map<number, ContestInfo>();
    const changedRunners: PendingRunner[] = [];
    let inserted = 0;
    let duplicates = 0;
    for (const item of items) {
      if (changedStatus.has(item.index)) {
        changedContests.set(item.contest.key, item.contest);
        if (item.bibText !== null) changedRunners.push({ contestKey: item.contest.key, bib: item.bibText });
      }
      if (item.checkpointId === null || item.at === null) {
        outcomes.set(item.index, { kind: 'status' });
        continue;
      }
      const key = readKey(item.contest.checkpoints[item.checkpointId], item.bibText, item.at);
      if (fresh.delete(key)) {
        inserted += 1;
        changedContests.set(item.contest.key, item.contest);
        if (item.bibText !== null) changedRunners.push({ contestKey: item.contest.key, bib: item.bibText });
        outcomes.set(item.index, { kind: 'inserted' });
      } else {
        duplicates += 1;
        outcomes.set(item.index, { kind: 'duplicate' });
      }
    }
    // Committed with the reads: the contests stay pending until a recompute covers them, whatever happens to
    // the one the caller runs next (recompute-requests.ts).
    // Runners first: a live step that took one of them holds its row until it commits, and it clears the contest's
    // request after that; taking the request's row first would make the two wait on each other.
    await requestRunners(tx, changedRunners);
    await requestRecompute(tx, [...changedContests.keys()]);
    // Hold the locks until the database clock has passed the stamp by a millisecond (see the module comment):
    // the database's elapsed time since the stamp is at least ours since its answer arrived.
    const wait = 1.05 - (performance.now() - stampedAt);
    if (contestKeys.length > 0 && wait > 0) await sleep(Math.ceil(wait));
    return {
      outcomes,
      inserted,
      duplicates,
      statusChanges: changedStatus.size,
      cursor: inserted > 0 ? cursor : null,
      changed: [...changedContests.values()].map(({ eventId, contestId }) => ({ eventId, contestId })),
    };
  });
}
