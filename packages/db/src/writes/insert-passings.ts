/** Writes timing reads, idempotently: a read already stored (same contest, checkpoint, bib, instant) is ignored. */
import { type PassingRecord } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { DbError } from '../errors.js';
import { type Db } from '../handle.js';
import { chunk, epochMs, fromEpochMs, jsonParam } from '../sql-fragments.js';

const CHUNK = 20_000;

export type InsertPassingsOptions = {
  /** Stored with each read: `import`, `live`, or a timing system's name (default `live`). */
  source?: string;
  /**
   * Refuse reads of bibs not entered in their contest (imports: a typo in a file should fail loudly).
   * Default false: live reads of an unknown chip are kept, unused until the bib is entered.
   */
  requireKnownBib?: boolean;
  /** Called after each chunk with the number of reads processed so far. */
  onChunk?: (done: number) => void;
  /** Return the new reads themselves (default true); imports only need their count. */
  returnInserted?: boolean;
};

export type InsertedPassings = {
  /** The reads that were new, in no particular order (empty with `returnInserted: false`). */
  inserted: PassingRecord[];
  /** How many reads were new. */
  count: number;
  /** Keys of the contests that got at least one new read. */
  contestKeys: number[];
};

type Problem = { e: string; c: string; p: string; b: string; t: number; badCheckpoint: boolean };

/**
 * Inserts reads set-based (one statement per 20 000). Every read must name a known contest and checkpoint
 * (else DbError `unknown_checkpoint`, and nothing of the chunk is written); see `requireKnownBib`. Run it in
 * a transaction to make several chunks all-or-nothing.
 */
export async function insertPassingRows(
  db: Db,
  passings: readonly PassingRecord[],
  options: InsertPassingsOptions = {},
): Promise<InsertedPassings> {
  const inserted: PassingRecord[] = [];
  const contestKeys = new Set<number>();
  const requireBib = options.requireKnownBib ?? false;
  const returnRows = options.returnInserted ?? true;
  let done = 0;
  let count = 0;
  for (const part of chunk(passings, CHUNK)) {
    const input = part.map((p) => ({ e: p.eventId, c: p.contestId, p: p.checkpointId, b: p.bib, t: p.at }));
    const [row] = await db.query<{
      problems: Problem[] | null;
      count: number;
      keys: number[] | null;
      rows: [string, string, string, string, number][] | null;
    }>(sql`
      with input as (
        select x.*, c.key as contest_key, cp.key as checkpoint_key,
          ${requireBib ? sql`exists (select 1 from participants pa where pa.contest_key = c.key and pa.bib = x.b)` : sql`true`} as known
        from json_to_recordset(${jsonParam(input)}) as x(e text, c text, p text, b text, t bigint)
        left join contests c on c.event_id = x.e and c.id = x.c
        left join checkpoints cp on cp.contest_key = c.key and cp.id = x.p),
      problems as (
        select e, c, p, b, t, checkpoint_key is null as "badCheckpoint" from input
        where checkpoint_key is null or not known limit 5),
      inserted as (
        insert into passings (contest_key, checkpoint_key, bib, at, source)
        select contest_key, checkpoint_key, b, ${fromEpochMs(sql`t`)}, ${options.source ?? 'live'} from input
        where not exists (select 1 from problems)
        on conflict do nothing
        returning contest_key, checkpoint_key, bib, at)
      select (select json_agg(problems) from problems) as problems,
        (select count(*)::int from inserted) as count,
        (select json_agg(distinct contest_key) from inserted) as keys,
        ${
          returnRows
            ? sql`(select json_agg(json_build_array(c.event_id, c.id, cp.id, i.bib, ${epochMs(sql`i.at`)}))
          from inserted i join checkpoints cp on cp.key = i.checkpoint_key join contests c on c.key = i.contest_key)`
            : sql`null`
        } as rows`);
    if (row?.problems) throw passingsError(row.problems);
    for (const [eventId, contestId, checkpointId, bib, at] of row?.rows ?? []) {
      inserted.push({ eventId, contestId, checkpointId, bib, at });
    }
    for (const key of row?.keys ?? []) contestKeys.add(key);
    count += row?.count ?? 0;
    done += part.length;
    options.onChunk?.(done);
  }
  return { inserted, count, contestKeys: [...contestKeys] };
}

function passingsError(problems: Problem[]): DbError {
  const details = problems.map(
    (p) => `${p.e}/${p.c} checkpoint ${p.p} bib ${p.b} at ${new Date(p.t).toISOString()}`,
  );
  return problems.some((p) => p.badCheckpoint)
    ? new DbError('unknown_checkpoint', 'Reads name an unknown contest or checkpoint', details)
    : new DbError('unknown_bib', 'Reads name bibs not entered in their contest', details);
}

/**
 * Stores live (or late) reads and returns those that were new — a re-sent read returns nothing, so the live
 * stream publishes each read once. Reads of unknown bibs are kept (see InsertPassingsOptions). Recompute
 * the contests of the returned reads afterwards.
 */
export async function insertPassings(
  db: Db,
  passings: readonly PassingRecord[],
  options: Omit<InsertPassingsOptions, 'onChunk'> = {},
): Promise<PassingRecord[]> {
  const run = (tx: Db): Promise<InsertedPassings> => insertPassingRows(tx, passings, options);
  const { inserted } = passings.length > CHUNK ? await db.transaction(run) : await run(db);
  return inserted;
}
