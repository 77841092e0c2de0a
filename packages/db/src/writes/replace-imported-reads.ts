/** Makes a results export the whole truth for its bibs: their earlier imported reads that it no longer has go. */
import { type ParticipantRecord, type PassingRecord } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { chunk, epochMs, jsonParam } from '../sql-fragments.js';

/** Bibs per statement (with all of their reads). */
const CHUNK = 5_000;

function readKey(eventId: string, contestId: string, bib: string, checkpointId: string, at: number): string {
  return JSON.stringify([eventId, contestId, bib, checkpointId, at]);
}

function bibKey(eventId: string, contestId: string, bib: string): string {
  return JSON.stringify([eventId, contestId, bib]);
}

/**
 * Deletes the stored reads of `source` at `checkpointIds` of every participant listed (by contest and bib) that
 * `passings` does not have, so that inserting `passings` afterwards leaves exactly the file's reads there for
 * those bibs: a corrected time may be slower than the one imported before, and a blanked split goes. Checkpoints
 * the file has no column for, reads of other sources (live ingest, a timing system) and bibs the file does not
 * list are left alone. Reads the file still has are kept as they are, so importing the same file again deletes
 * nothing. Returns the keys of contests that lost reads.
 */
export async function deleteReplacedReads(
  tx: Db,
  {
    participants,
    passings,
  }: { participants: readonly ParticipantRecord[]; passings: readonly PassingRecord[] },
  { source, checkpointIds }: { source: string; checkpointIds: readonly string[] },
): Promise<number[]> {
  if (participants.length === 0 || checkpointIds.length === 0) return [];
  // The file's reads, keyed as a stored one is below.
  const kept = new Set(
    passings.map((read) => readKey(read.eventId, read.contestId, read.bib, read.checkpointId, read.at)),
  );
  const bibs = [
    ...new Map(participants.map((p) => [bibKey(p.eventId, p.contestId, p.bib), p] as const)).values(),
  ];
  const changed = new Set<number>();
  for (let start = 0; start < bibs.length; start += CHUNK) {
    const part = bibs.slice(start, start + CHUNK);
    const listed = part.map(({ eventId: e, contestId: c, bib: b }) => ({ e, c, b }));
    // The stored reads of these bibs at those checkpoints, each found by the primary key's leading columns. The
    // comparison with the file is done here, not by an anti-join in SQL: the planner cannot see how many rows a
    // JSON parameter holds (it guesses 100), and chose a nested loop that read the file's reads once per stored
    // read — quadratic, over an hour for a 26,598-runner export on PGlite.
    const stored = await tx.query<{ k: number; b: string; t: number; e: string; c: string; p: string }>(sql`
      select pa.checkpoint_key as k, pa.bib as b, ${epochMs(sql`pa.at`)} as t, x.e, x.c, cp.id as p
      from json_to_recordset(${jsonParam(listed)}) as x(e text, c text, b text)
      join contests c on c.event_id = x.e and c.id = x.c
      join checkpoints cp on cp.contest_key = c.key
        and cp.id in (select value from json_array_elements_text(${jsonParam(checkpointIds)}))
      join passings pa on pa.checkpoint_key = cp.key and pa.bib = x.b and pa.source = ${source}`);
    const gone = stored.filter((read) => !kept.has(readKey(read.e, read.c, read.b, read.p, read.t)));
    for (const rows of chunk(gone, CHUNK * 4)) {
      const deleted = await tx.query<{ key: number }>(sql`
        with deleted as (
          delete from passings pa
          using json_to_recordset(${jsonParam(rows.map(({ k, b, t }) => ({ k, b, t })))}) as d(k int, b text, t float8)
          where pa.checkpoint_key = d.k and pa.bib = d.b and pa.source = ${source}
            and ${epochMs(sql`pa.at`)} = d.t
          returning pa.contest_key)
        select distinct contest_key as key from deleted`);
      for (const { key } of deleted) changed.add(key);
    }
  }
  return [...changed];
}
