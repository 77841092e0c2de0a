/**
 * Field benchmark (issue 22): what one instance holds and spends for a 50,000-runner contest in the middle of its
 * race — the field loaded into memory, its race analysis, one runner's analysis, a participant read and results
 * pages at every depth, and a live step (a minute of reads, one recompute, the field brought forward by the rows it
 * wrote). Prints figures; asserts nothing. Run: `npm run field -w bench` (PostgreSQL at BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, in a throwaway schema; PGlite with `--pglite`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSyntheticContest } from '@finishline/cli/demo';
import { type ImportBundle } from '@finishline/core';
import { createDb, getContestVersion, insertPassings, recomputeContest, upsertBundle } from '@finishline/db';
import { createReads, valueOf } from '@finishline/reads';
// Inside the read layer: one runner's analysis on its own.
import { createFieldStore } from '../../packages/reads/src/field/field-store.js';
import { analyseParticipant, analysisOf } from '../../packages/reads/src/race-analysis.js';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 50_000);
const CHECKPOINTS = Number(process.env.BENCH_CHECKPOINTS ?? 10);
const usePglite = process.argv.includes('--pglite');
const pgUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run field -w bench does)');
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};
const rssMb = () => process.memoryUsage().rss / 1e6;
const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function time<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

/** The race two and a half hours after the gun: reads up to then are in, the rest come live. */
const full = generateSyntheticContest({ participants: PARTICIPANTS, checkpoints: CHECKPOINTS });
const contest = full.contests[0];
if (!contest) throw new Error('no contest');
const cut = contest.startTime + 150 * 60_000;
const step = 60_000;
const atStart: ImportBundle = { ...full, passings: full.passings.filter((read) => read.at <= cut) };
const nextMinute = full.passings.filter((read) => read.at > cut && read.at <= cut + step);

const dir = usePglite ? mkdtempSync(join(tmpdir(), 'fl-field-')) : null;
const schema = `bench_field_${process.pid}`;
const db = dir ? await createDb({ dataDir: dir }) : await createDb({ url: pgUrl, schema });
try {
  console.log(
    `Contest: ${PARTICIPANTS.toLocaleString('en')} participants × ${CHECKPOINTS} checkpoints on ${dir ? 'PGlite' : 'PostgreSQL'}; ` +
      `${atStart.passings.length.toLocaleString('en')} reads in (2 h 30 after the gun), ` +
      `${nextMinute.length.toLocaleString('en')} in the next minute`,
  );
  await upsertBundle(db, atStart);
  const { eventId, id: contestId } = contest;
  const reads = createReads({ db });
  const ids = full.participants.map((participant) => participant.id);

  const heapBefore = heapMb();
  const rssBefore = rssMb();
  const [, loadMs] = await time(() => valueOf(reads.results({ eventId, contestId }, { page: 1 })));
  const heapField = heapMb();
  const stats = reads.fieldStats();
  const [, firstParticipantMs] = await time(() =>
    valueOf(reads.participant({ eventId, participantId: ids[0] ?? '' })),
  );
  const heapAnalysed = heapMb();

  // Whole reads: participant JSON for 2,000 runners, results pages at every depth (100 rows).
  const readIds = Array.from({ length: 2_000 }, (_, i) => ids[(i * 104_729) % ids.length] ?? '');
  const [, participantsMs] = await time(async () => {
    for (const participantId of readIds) await valueOf(reads.participant({ eventId, participantId }));
  });
  const pages = Math.ceil(PARTICIPANTS / 100);
  const [, pagesMs] = await time(async () => {
    for (let page = 1; page <= pages; page++) await valueOf(reads.results({ eventId, contestId }, { page }));
  });
  const [, filteredMs] = await time(async () => {
    for (let page = 1; page <= 40; page++) {
      await valueOf(reads.results({ eventId, contestId }, { gender: page % 2 ? 'f' : 'm', page }));
    }
  });
  const heapRead = heapMb();

  // A live step: a minute of reads, one recompute, then the next read brings the field forward.
  const [, writeMs] = await time(async () => {
    await insertPassings(db, nextMinute);
    await recomputeContest(db, eventId, contestId);
  });
  const before = reads.fieldStats();
  const [, forwardMs] = await time(() => valueOf(reads.results({ eventId, contestId }, { page: 1 })));
  const after = reads.fieldStats();
  const [, reanalyseMs] = await time(() =>
    valueOf(reads.participant({ eventId, participantId: ids[1] ?? '' })),
  );
  const heapLive = heapMb();
  const rssLive = rssMb();

  // One runner's analysis alone, on a field of this bench's own (no public read exposes it alone).
  const version = await getContestVersion(db, eventId, contestId);
  if (!version) throw new Error('no contest version');
  const own = await createFieldStore(db, 1 << 30).fieldOf(version.contestKey, Number(version.key));
  if (!own) throw new Error('no field');
  const analysed = analysisOf(own);
  analysed.runnerIndex();
  const sample = Array.from({ length: 5_000 }, (_, i) => own.rows[(i * 7919) % own.rows.length]?.key ?? 0);
  const [, analysisMs] = await time(() => {
    for (const key of sample) analyseParticipant(analysed, key);
  });

  console.log(
    `field load (first read): ${fmt(loadMs, 0)} ms, ${stats.rows.toLocaleString('en')} rows; ` +
      `heap +${fmt(heapField - heapBefore)} MB (the store's estimate ${fmt(stats.bytes / 1e6)} MB)`,
  );
  console.log(
    `race analysis (first participant read): ${fmt(firstParticipantMs, 0)} ms; heap +${fmt(heapAnalysed - heapField)} MB`,
  );
  console.log(
    `one runner's analysis: ${fmt((analysisMs * 1000) / sample.length)} µs (5,000 runners, ${fmt(analysisMs, 0)} ms)`,
  );
  console.log(
    `participant read (version look-up, field, analysis, presenter): ${fmt(participantsMs / readIds.length, 2)} ms ` +
      `(2,000 runners)`,
  );
  console.log(
    `results read, 100 rows: ${fmt(pagesMs / pages, 2)} ms a page over all ${pages} pages; ` +
      `filtered by gender: ${fmt(filteredMs / 40, 2)} ms a page (40 pages)`,
  );
  console.log(
    `live step: ${nextMinute.length.toLocaleString('en')} reads stored and recomputed in ${fmt(writeMs, 0)} ms; ` +
      `field brought forward in ${fmt(forwardMs, 0)} ms by ${(after.rowsLoaded - before.rowsLoaded).toLocaleString('en')} rows ` +
      `(${after.fullLoads - before.fullLoads} whole loads); the next participant read ${fmt(reanalyseMs, 0)} ms`,
  );
  console.log(
    `memory: heap ${fmt(heapBefore)} → ${fmt(heapRead)} MB after every page was read → ${fmt(heapLive)} MB after ` +
      `the live step; RSS ${fmt(rssBefore)} → ${fmt(rssLive)} MB (the generated contest held by the bench included)`,
  );
  console.log(
    'Aims: one runner’s analysis ≤ 0.1 ms; RSS per worker with a 50,000-runner contest live ≤ 1 GB.',
  );
} finally {
  if (dir) {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  } else {
    await db.query(`drop schema if exists ${schema} cascade`);
    await db.close();
  }
}
