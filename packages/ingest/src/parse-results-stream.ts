import { type CsvContest, type CsvResults } from './add-entrant.js';
import { type CsvMapping } from './csv-mapping.js';
import { type ParseOptions, type ParseOutcome } from './problems.js';
import { streamCsvRecords } from './read-csv-rows.js';
import { createFixedWidthReader } from './read-fixed-width.js';
import { checkResultsMapping, createResultsCollector } from './results-collector.js';
import { chooseLayout, SAMPLE_CHARS, sampleLines } from './results-layout.js';
import { createLineSplitter } from './split-lines.js';

/**
 * parseResultsCsv for text that arrives in chunks (a file read as a stream: docs/import.md, "Big files"): the same
 * layouts, header, rows and problems, with the text held only a chunk at a time. Without skipInvalid the reading
 * stops once more problems than the report lists are found (maxProblems, 100 by default), and the report says on
 * which line it stopped. What stays in memory is the results themselves (and, for a file without a bib column, its
 * rows, whose bibs are generated from all of them).
 */
export async function parseResultsStream(
  chunks: AsyncIterable<string> | Iterable<string>,
  mapping: CsvMapping,
  contest: CsvContest,
  options: ParseOptions = {},
): Promise<ParseOutcome<CsvResults>> {
  const collector = createResultsCollector(mapping, contest, options);
  const mappingProblems = checkResultsMapping(mapping, contest);
  if (mappingProblems.length > 0) return collector.failWith(mappingProblems);
  const iterator = Symbol.asyncIterator in chunks ? chunks[Symbol.asyncIterator]() : fromSync(chunks);
  // The start of the file, to choose its layout and delimiter; then it is read again from its first chunk.
  const head: string[] = [];
  let sample = '';
  let done = false;
  while (sample.length < SAMPLE_CHARS) {
    const next = await iterator.next();
    if (next.done === true) {
      done = true;
      break;
    }
    head.push(next.value);
    sample += next.value;
  }
  if (sample.startsWith('\uFEFF')) {
    sample = sample.slice(1);
    head[0] = (head[0] ?? '').slice(1);
  }
  async function* all(): AsyncGenerator<string> {
    yield* head.splice(0);
    if (done) return;
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield next.value;
  }
  const layout = chooseLayout(mapping, sample);
  if (layout.kind === 'fixed') {
    const reader = createFixedWidthReader(layout.choice, collector.sink);
    const lines = createLineSplitter((line) => reader.push(line));
    let reading = true;
    for await (const chunk of all()) {
      reading = lines.push(chunk);
      if (!reading) break;
    }
    if (reading) lines.end();
    const problem = reader.end();
    if (problem) collector.fail(problem);
    await iterator.return?.();
    return collector.finish();
  }
  const problem = await streamCsvRecords(all(), layout.delimiter, layout.header, collector.sink);
  if (problem) collector.fail(problem);
  await iterator.return?.();
  return collector.finish(sampleLines(sample, done));
}

async function* fromSync(chunks: Iterable<string>): AsyncGenerator<string> {
  yield* chunks;
}
