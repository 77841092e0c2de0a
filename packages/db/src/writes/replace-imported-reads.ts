/** Makes a results export the whole truth for its bibs: their earlier imported reads that it no longer has go. */
import { type ParticipantRecord, type PassingRecord } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { readsByContestAndBib } from '../queries/group-file-records.js';
import { FIELD, RECORD } from '../recompute/plan-results.js';
import { chunk, epochMs, jsonParam } from '../sql-fragments.js';

/** Reads deleted per statement (each found by the primary key). */
const DELETE_CHUNK = 20_000;

function contestKeyOf(eventId: string, contestId: string): string {
  return JSON.stringify([eventId, contestId]);
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
  const replaced = new Set(checkpoints.map((cp) => cp.k));
  const contestOf = new Map(checkpoints.map((cp) => [contestKeyOf(cp.e, cp.c), cp.contest]));
  const listed = new Set(
    participants.map((p) => `${contestOf.get(contestKeyOf(p.eventId, p.contestId)) ?? ''}\u0000${p.bib}`),
  );
  // The file's reads by contest and bib (references, not keys built for each read).
  const fileReads = readsByContestAndBib(passings);
  const checkpointIdOf = new Map(checkpoints.map((cp) => [cp.k, cp.p]));
  const replacedKeys = [...replaced];

  // Each contest's stored reads of the source in one scan, compared with the file here rather than by an
  // anti-join in SQL: the planner cannot see how many rows a JSON parameter holds (it guesses 100) and chose a
  // nested loop that read the file's reads once per stored read — quadratic: 202 s for 5,000 runners on PGlite, an
  // hour and more for a 26,598-runner export. One scan of 480,000 reads takes about 2 s there, probing them bib by
  // bib 5 s. Sent packed in one text value (as the recompute loads reads): 817,872 reads as row objects were 65 MB.
  const gone: { k: number; b: string; t: number }[] = [];
  for (const cp of new Map(checkpoints.map((row) => [row.contest, row])).values()) {
    const inFile = fileReads.get(`${cp.e}/${cp.c}`);
    const [row] = await tx.query<{ text: string | null }>(sql`
      select string_agg(checkpoint_key || ${FIELD} || bib || ${FIELD} || round(date_part('epoch', at) * 1000)::int8,
          ${RECORD}) as text
      from passings
      where contest_key = ${cp.contest} and source = ${source}
        and checkpoint_key in (select value::int from json_array_elements_text(${jsonParam(replacedKeys)}))`);
    const text = row?.text ?? '';
    for (let start = 0; start < text.length;) {
      const next = text.indexOf(RECORD, start);
      const end = next === -1 ? text.length : next;
      const first = text.indexOf(FIELD, start);
      const second = text.indexOf(FIELD, first + 1);
      const k = Number(text.slice(start, first));
      const b = text.slice(first + 1, second);
      const t = Number(text.slice(second + 1, end));
      start = end + 1;
      if (!listed.has(`${cp.contest}\u0000${b}`)) continue;
      const checkpointId = checkpointIdOf.get(k);
      const isKept = inFile?.get(b)?.some((read) => read.checkpointId === checkpointId && read.at === t);
      if (isKept !== true) gone.push({ k, b, t });
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
