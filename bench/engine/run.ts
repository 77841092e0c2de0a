/**
 * Engine benchmark (issue 2): parse, import and recompute a 50,000-participant, 10-checkpoint contest on PGlite
 * and on PostgreSQL, and re-import it as a results export is (its reads the whole truth for its bibs, as `import
 * csv` writes them): unchanged, then corrected. Prints figures; asserts nothing. Run: `npm run engine -w bench` (PostgreSQL is used when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a throwaway schema).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeResults, type ImportBundle } from '@finishline/core';
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

const imported = parsed.value;
/**
 * A corrected export: every 50th runner's reads a little later from the 5th checkpoint on (a time fixed by the
 * timer, slower than before), every 100th runner's 3rd checkpoint blanked, every 1,000th runner's reads all gone.
 */
function correct(original: ImportBundle): ImportBundle {
  const orderOf = new Map(
    original.contests.flatMap((contest) => contest.checkpoints.map((cp) => [cp.id, cp.order] as const)),
  );
  const indexOf = new Map(original.participants.map((p, i) => [p.bib, i] as const));
  const passings = original.passings.flatMap((read) => {
    const i = indexOf.get(read.bib) ?? 0;
    const order = orderOf.get(read.checkpointId) ?? 0;
    if (i % 1000 === 7) return [];
    if (i % 100 === 3 && order === 3) return [];
    if (i % 50 === 1 && order >= 5) return [{ ...read, at: read.at + 30_000 }];
    return [read];
  });
  return { ...original, passings };
}
const corrected = correct(imported);
const replaceReads = {
  checkpointIds: [...new Set(imported.contests.flatMap((contest) => contest.checkpoints.map((cp) => cp.id)))],
};

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
    const [, importMs] = await time(() => upsertBundle(db, imported, { replaceReads }));
    const [, reimportMs] = await time(() => upsertBundle(db, imported, { replaceReads }));
    const [summary, correctedMs] = await time(() => upsertBundle(db, corrected, { replaceReads }));
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
        `corrected re-import: ${s(correctedMs)} (${(correctedMs / importMs).toFixed(2)}× the import; ` +
        `${(imported.passings.length - corrected.passings.length).toLocaleString('en')} reads fewer, ` +
        `${summary.insertedPassings.toLocaleString('en')} new) · ` +
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
console.log(
  'Aims: recompute ≤ 1 s, import ≤ 10 s (issue 2); a corrected re-import ≤ 1.5× the import (issue 14).',
);
