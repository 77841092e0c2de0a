/**
 * The scratch PostgreSQL database: created on BENCH_PG_URL's server and loaded by `finishline demo --scale n`, or
 * reused when --keep-db left one loaded at the same scale; dropped at the end unless --keep-db. Also the CPU of its
 * server processes (the backends serving it), which the server's own CPU figure leaves out.
 */
import { CONTEST_CHANGED_CHANNEL, createDb, listen } from '@finishline/db';
import { cpuMs } from '../../page/lib/cpu.mjs';
import { loadDemo } from './demo-data.mjs';

function withName(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query(url, sql, params = []) {
  const db = await createDb({ url, migrate: false });
  try {
    return await db.query(sql, params);
  } finally {
    await db.close();
  }
}

/**
 * What a finished load wrote in the database's comment ({ scale, summary }), or null (none: never loaded, a load cut
 * short, or a database kept before the scale was recorded). The comment is set last, after `vacuum analyze`.
 */
async function recordedLoad(adminUrl, name) {
  const [row] = await query(
    adminUrl,
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
    [name],
  );
  try {
    const load = JSON.parse(row?.comment ?? 'null');
    return Number.isFinite(load?.scale) ? load : null;
  } catch {
    return null;
  }
}

/** A string literal for SQL that takes no parameters (COMMENT ON). */
const literal = (text) => `'${text.replaceAll("'", "''")}'`;

/**
 * The loaded database `name`: reused when `keep` and it was loaded at `scale`, else created afresh and loaded (its
 * log in `logDir`). `drop()` removes it unless `keep`.
 */
export async function prepareDatabase({ adminUrl, name, keep, logDir, scale }) {
  try {
    await query(adminUrl, 'select 1');
  } catch (error) {
    throw new Error(`No PostgreSQL at ${adminUrl} (BENCH_PG_URL): ${error.message}`, { cause: error });
  }
  const url = withName(adminUrl, name);
  const drop = () => query(adminUrl, `drop database if exists ${name} with (force)`);
  const recorded = keep ? await recordedLoad(adminUrl, name) : null;
  let summary;
  if (recorded?.scale === scale) {
    summary =
      `reusing ${name} (--keep-db, loaded at --scale ${scale}; the marathon as the last replay left it): ` +
      recorded.summary;
  } else {
    await drop();
    await query(adminUrl, `create database ${name}`);
    const loaded = await loadDemo({ databaseUrl: url, scale, logDir });
    // What autovacuum would do shortly after a large import.
    await query(url, 'vacuum analyze');
    await query(
      adminUrl,
      `comment on database ${name} is ${literal(JSON.stringify({ scale, summary: loaded }))}`,
    );
    const why = recorded ? ` (it held --scale ${recorded.scale})` : '';
    summary = `${name}${why}: ${loaded}`;
  }
  return { url, summary, drop: keep ? async () => undefined : drop };
}

/** CPU (ms) of the PostgreSQL backends connected to the database now, by pid (the server runs on this machine). */
export async function backendCpu(adminUrl, name) {
  const rows = await query(adminUrl, 'select pid from pg_stat_activity where datname = $1', [name]);
  return new Map(rows.map(({ pid }) => [pid, cpuMs(pid)]).filter(([, ms]) => Number.isFinite(ms)));
}

/** CPU the backends used between two `backendCpu` readings; one that connected meanwhile counts whole. */
export function backendCpuSpent(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Reads stored for a contest (the replay's progress). */
export async function storedReads(url, { eventId, contestId }) {
  const [row] = await query(
    url,
    `select count(*)::int as n from passings p join contests c on c.key = p.contest_key
     where c.event_id = $1 and c.id = $2`,
    [eventId, contestId],
  );
  return row?.n ?? 0;
}

/** Counts the recomputes of a contest as they are announced (the notification each one publishes). */
export async function countRecomputes(url, { eventId, contestId }) {
  const db = await createDb({ url, migrate: false });
  const counter = { count: 0 };
  const stop = await listen(db, CONTEST_CHANGED_CHANNEL, (payload) => {
    if (payload?.eventId === eventId && payload?.contestId === contestId) counter.count += 1;
  });
  counter.close = async () => {
    await stop();
    await db.close();
  };
  return counter;
}
