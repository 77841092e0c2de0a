/** Stores the reads an import set aside (docs/import.md, "Set aside"), replacing the file's earlier ones. */
import { type ParticipantRecord, type SetAsideRead } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { fromEpochMs, jsonParam } from '../sql-fragments.js';

/**
 * Writes `setAside` (upserted by checkpoint, bib and source). With `checkpointIds` — a results export, the whole
 * truth for its bibs there, as in deleteReplacedReads — the earlier set-aside reads of the listed participants at
 * those checkpoints go first, so a corrected file clears the splits it fixed. Returns the keys of contests whose
 * set-aside reads changed (their pages say so: they are recomputed, which bumps their version).
 */
export async function replaceSetAsideReads(
  tx: Db,
  {
    participants,
    setAside,
  }: { participants: readonly ParticipantRecord[]; setAside: readonly SetAsideRead[] },
  { source, checkpointIds }: { source: string; checkpointIds: readonly string[] | null },
): Promise<number[]> {
  const changed = new Set<number>();
  if (checkpointIds !== null && checkpointIds.length > 0 && participants.length > 0) {
    const listed = participants.map((p) => ({ e: p.eventId, c: p.contestId, b: p.bib }));
    const kept = setAside.map((read) => ({
      e: read.eventId,
      c: read.contestId,
      p: read.checkpointId,
      b: read.bib,
      t: read.at,
      v: read.value,
    }));
    const deleted = await tx.query<{ key: number }>(sql`
      with listed as (
        select c.key as contest_key, x.b
        from json_to_recordset(${jsonParam(listed)}) as x(e text, c text, b text)
        join contests c on c.event_id = x.e and c.id = x.c),
      kept as (
        select cp.key as checkpoint_key, k.b, ${fromEpochMs(sql`k.t`)} as at, k.v
        from json_to_recordset(${jsonParam(kept)}) as k(e text, c text, p text, b text, t float8, v text)
        join contests c on c.event_id = k.e and c.id = k.c
        join checkpoints cp on cp.contest_key = c.key and cp.id = k.p),
      deleted as (
        delete from set_aside_reads s
        using listed l, checkpoints cp
        where s.contest_key = l.contest_key and s.bib = l.b and s.source = ${source}
          and cp.key = s.checkpoint_key
          and cp.id in (select value from json_array_elements_text(${jsonParam(checkpointIds)}))
          and not exists (select 1 from kept k where k.checkpoint_key = s.checkpoint_key and k.b = s.bib
                            and k.at = s.at and k.v = s.value)
        returning s.contest_key)
      select distinct contest_key as key from deleted`);
    for (const { key } of deleted) changed.add(key);
  }
  if (setAside.length === 0) return [...changed];
  const rows = setAside.map((read) => ({
    e: read.eventId,
    c: read.contestId,
    p: read.checkpointId,
    b: read.bib,
    t: read.at,
    l: read.line,
    n: read.column,
    v: read.value,
    r: read.reason,
  }));
  const written = await tx.query<{ key: number }>(sql`
    with written as (
      insert into set_aside_reads as s
        (contest_key, checkpoint_key, bib, source, at, line, column_name, value, reason)
      select c.key, cp.key, x.b, ${source}, ${fromEpochMs(sql`x.t`)}, x.l, x.n, x.v, x.r
      from json_to_recordset(${jsonParam(rows)}) as x(e text, c text, p text, b text, t float8, l int, n text,
                                                       v text, r text)
      join contests c on c.event_id = x.e and c.id = x.c
      join checkpoints cp on cp.contest_key = c.key and cp.id = x.p
      on conflict (checkpoint_key, bib, source) do update
        set at = excluded.at, line = excluded.line, column_name = excluded.column_name, value = excluded.value,
            reason = excluded.reason
        where (s.at, s.value, s.reason) is distinct from (excluded.at, excluded.value, excluded.reason)
      returning s.contest_key)
    select distinct contest_key as key from written`);
  for (const { key } of written) changed.add(key);
  return [...changed];
}
