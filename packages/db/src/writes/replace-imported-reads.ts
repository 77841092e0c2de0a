/** Makes a results export the whole truth for its bibs: their earlier imported reads that it no longer has go. */
import { type ParticipantRecord, type PassingRecord } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { epochMs, jsonParam } from '../sql-fragments.js';

/** Bibs per statement (with all of their reads). */
const CHUNK = 5_000;

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
  const readsByBib = new Map<string, { p: string; t: number }[]>();
  for (const read of passings) {
    const key = bibKey(read.eventId, read.contestId, read.bib);
    const reads = readsByBib.get(key) ?? [];
    reads.push({ p: read.checkpointId, t: read.at });
    readsByBib.set(key, reads);
  }
  const bibs = [
    ...new Map(participants.map((p) => [bibKey(p.eventId, p.contestId, p.bib), p] as const)).values(),
  ];
  const changed = new Set<number>();
  for (let start = 0; start < bibs.length; start += CHUNK) {
    const part = bibs.slice(start, start + CHUNK);
    const listed = part.map(({ eventId: e, contestId: c, bib: b }) => ({ e, c, b }));
    const kept = part.flatMap(({ eventId: e, contestId: c, bib: b }) =>
      (readsByBib.get(bibKey(e, c, b)) ?? []).map((read) => ({ e, c, b, ...read })),
    );
    const rows = await tx.query<{ key: number }>(sql`
      -- By (checkpoint, bib): the leading columns of the passings' primary key.
      with listed as (
        select cp.key as checkpoint_key, x.b as bib
        from json_to_recordset(${jsonParam(listed)}) as x(e text, c text, b text)
        join contests c on c.event_id = x.e and c.id = x.c
        join checkpoints cp on cp.contest_key = c.key
        where cp.id in (select value from json_array_elements_text(${jsonParam(checkpointIds)}))),
      kept as (
        select cp.key as checkpoint_key, x.b as bib, x.t
        from json_to_recordset(${jsonParam(kept)}) as x(e text, c text, b text, p text, t bigint)
        join contests c on c.event_id = x.e and c.id = x.c
        join checkpoints cp on cp.contest_key = c.key and cp.id = x.p),
      deleted as (
        delete from passings pa using listed l
        where pa.checkpoint_key = l.checkpoint_key and pa.bib = l.bib and pa.source = ${source}
          and not exists (
            select 1 from kept k
            where k.checkpoint_key = pa.checkpoint_key and k.bib = pa.bib and k.t = ${epochMs(sql`pa.at`)})
        returning pa.contest_key)
      select distinct contest_key as key from deleted`);
    for (const { key } of rows) changed.add(key);
  }
  return [...changed];
}
