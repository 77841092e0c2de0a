/**
 * Engine benchmark (issue 2): parse, import and recompute a 50,000-participant, 10-checkpoint contest on PGlite
 * and on PostgreSQL. Prints figures; asserts nothing. Run: `npm run engine -w bench` (PostgreSQL is used when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a throwaway schema).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeResults } from '@finishline/core';
import { generateSyntheticContest } from '@finishline/cli/demo';
import { createDb, getContestEntries, recomputeContest, upsertBundle, type DbHandle } from '@finishline/db';
import { parseBundle, serializeBundle } from '@finishline/ingest';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 50_000);
const CHECKPOINTS = Number(process.env.BENCH_CHECKPOINTS ?? 10);
const pgUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

async function time<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const bundle = generateSyntheticContest({ participants: PARTICIPANTS, checkpoints: CHECKPOINTS });
const text = serializeBundle(bundle);
const [parsed, parseMs] = await time(() => parseBundle(JSON.parse(text)));
if (!parsed.ok) throw new Error('the synthetic bundle does not parse');
console.log(
  `Contest: ${PARTICIPANTS.toLocaleString('en')} participants × ${CHECKPOINTS} checkpoints, ${bundle.passings.length.toLocaleString('en')} reads, ${(text.length / 1e6).toFixed(1)} MB of JSON`,
);
console.log(`parse + validate bundle: ${s(parseMs)}`);

const first = bundle.contests[0];
if (!first) throw new Error('no contest');
const setup = first;

async function measure(
  label: string,
  open: () => Promise<DbHandle>,
  cleanup: (db: DbHandle) => Promise<void>,
) {
  const db = await open();
  try {
    const [, importMs] = await time(() => upsertBundle(db, parsed.ok ? parsed.value : bundle));
    const [, reimportMs] = await time(() => upsertBundle(db, parsed.ok ? parsed.value : bundle));
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [, ms] = await time(() => recomputeContest(db, setup.eventId, setup.id, { force: true }));
      runs.push(ms);
    }
    const loaded = await getContestEntries(db, setup.eventId, setup.id);
    const [, engineMs] = loaded
      ? await time(() => computeResults(loaded.setup, loaded.entries))
      : [null, NaN];
    console.log(
      `${label.padEnd(10)} import (parse excluded, recompute included): ${s(importMs)} · re-import (no change): ${s(reimportMs)} · ` +
        `recompute: median ${s(median(runs))} of [${runs.map(s).join(', ')}] · engine alone: ${s(engineMs)}`,
    );
  } finally {
    await cleanup(db);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'fl-bench-'));
await measure(
  'PGlite',
  () => createDb({ dataDir: dir }),
  async (db) => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  },
);
const schema = `bench_${process.pid}`;
await measure(
  'PostgreSQL',
  () => createDb({ url: pgUrl, schema }),
  async (db) => {
    await db.query(`drop schema if exists ${schema} cascade`);
    await db.close();
  },
).catch((error: unknown) => console.log(`PostgreSQL   skipped: ${String(error)}`));
console.log('Aims (issue 2): recompute ≤ 1 s, import ≤ 10 s.');
