/**
 * Reads a results file as `finishline import csv` does, without a database: decodeStream, then parseResultsStream
 * with the bench's mapping and a marathon with seven splits. Prints what it read. Run by run.mjs under
 * /usr/bin/time -v.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { decodeStream, parseResultsStream } from '@finishline/ingest';

const [file, mappingFile] = process.argv.slice(2);
const mapping = JSON.parse(readFileSync(mappingFile, 'utf8'));
const splits = ['km5', 'km10', 'km15', 'km20', 'km25', 'km30', 'km35'];
const checkpoints = [
  { id: 'start', name: 'Start', distanceM: 0, kind: 'start', order: 0 },
  ...splits.map((id, k) => ({ id, name: id, distanceM: (k + 1) * 5000, kind: 'split', order: k + 1 })),
  { id: 'finish', name: 'Finish', distanceM: 42_195, kind: 'finish', order: splits.length + 1 },
];
const contest = {
  eventId: 'bench-import',
  contestId: 'marathon',
  startTime: Date.UTC(2026, 3, 12, 7),
  timeBasis: 'gun',
  checkpoints,
  eventType: 'running',
};
const decoded = await decodeStream(() => createReadStream(file, { highWaterMark: 256 * 1024 }));
if (!decoded.ok) throw new Error(decoded.message);
const outcome = await parseResultsStream(decoded.text(), mapping, contest);
// With --expose-gc: the heap the results hold once the reading's garbage is gone.
globalThis.gc?.();
const heapMb = (process.memoryUsage().heapUsed / 1e6).toFixed(0);
console.log(
  outcome.ok
    ? `parsed ${outcome.value.participants.length} participants, ${outcome.value.passings.length} reads; heap ${heapMb} MB`
    : `parsed: refused, ${outcome.problems[0]?.message}`,
);
