/** Makes a results export the whole truth for its bibs: their earlier imported reads that it no longer has go. */
import { type ParticipantRecord, type PassingRecord } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { chunk, epochMs, jsonParam } from '../sql-fragments.js';

/** Reads deleted per statement (each found by the primary key). */
const DELETE_CHUNK = 20_000;

function contestKeyOf(eventId: string, contestId: string): string {
  return JSON.stringify([eventId, contestId]);
}

function checkpointKeyOf(eventId: string, contestId: string, checkpointId: string): string {
  return JSON.stringify([eventId, contestId, checkpointId]);
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
  const contests = [
    ...new Map(
      participants.map((p) => [contestKeyOf(p.eventId, p.contestId), { e: p.eventId, c: p.contestId }]),
    ).values(),
  ];
  // The checkpoints whose reads the file replaces, by contest.
  const checkpoints = await tx.query<{ contest: number; e: string; c: string; p: string; k: number }>(sql`
    select c.key as contest, c.event_id as e, c.id as c, cp.id as p, cp.key as k
    from json_to_recordset(${jsonParam(contests)}) as x(e text, c text)
    join contests c on c.event_id = x.e and c.id = x.c
    join checkpoints cp on cp.contest_key = c.key
    where cp.id in (select value from json_array_elements_text(${jsonParam(checkpointIds)}))`);
  const checkpointKey = new Map(checkpoints.map((cp) => [checkpointKeyOf(cp.e, cp.c, cp.p), cp.k]));
  const replaced = new Set(checkpoints.map((cp) => cp.k));
  const contestOf = new Map(checkpoints.map((cp) => [contestKeyOf(cp.e, cp.c), cp.contest]));
  const listed = new Set(
    participants.map((p) => `${contestOf.get(contestKeyOf(p.eventId, p.contestId)) ?? ''}\u0000${p.bib}`),
  );
  const kept = new Set<string>();
  for (const read of passings) {
    const key = checkpointKey.get(checkpointKeyOf(read.eventId, read.contestId, read.checkpointId));
    if (key !== undefined) kept.add(`${key}\u0000${read.bib}\u0000${read.at}`);
  }

  // Each contest's stored reads of the source in one scan, compared with the file here rather than by an
  // anti-join in SQL: the planner cannot see how many rows a JSON parameter holds (it guesses 100) and chose a
  // nested loop that read the file's reads once per stored read — quadratic: 202 s for 5,000 runners on PGlite, an
  // hour and more for a 26,598-runner export. One scan of 480,000 reads takes about 2 s there, probing them bib by
  // bib 5 s.
  const gone: { k: number; b: string; t: number }[] = [];
  for (const contest of new Set(contestOf.values())) {
    const stored = await tx.query<{ k: number; b: string; t: number }>(sql`
      select pa.checkpoint_key as k, pa.bib as b, ${epochMs(sql`pa.at`)} as t
      from passings pa where pa.contest_key = ${contest} and pa.source = ${source}`);
    for (const read of stored) {
      if (!replaced.has(read.k) || !listed.has(`${contest}\u0000${read.b}`)) continue;
      if (!kept.has(`${read.k}\u0000${read.b}\u0000${read.t}`)) gone.push(read);
    }
  }
  const changed = new Set<number>();
  for (const rows of chunk(gone, DELETE_CHUNK)) {
    const deleted = await tx.query<{ key: number }>(sql`
      with deleted as (
        delete from passings pa
        using json_to_recordset(${jsonParam(rows)}) as d(k int, b text, t float8)
        where pa.checkpoint_key = d.k and pa.bib = d.b and pa.source = ${source}
          and ${epochMs(sql`pa.at`)} = d.t
        returning pa.contest_key)
      select distinct contest_key as key from deleted`);
    for (const { key } of deleted) changed.add(key);
  }
  return [...changed];
}
