import { type Checkpoint } from '@finishline/core';
import { type CsvContest, type CsvResults } from './add-entrant.js';
import { type CsvMapping } from './csv-mapping.js';
import { readCsvRecords } from './read-csv-rows.js';
import { createFixedWidthReader } from './read-fixed-width.js';
import { chooseLayout, SAMPLE_CHARS, sampleLines } from './results-layout.js';
import { type ParseOptions, type ParseOutcome } from './problems.js';
import { checkResultsMapping, createResultsCollector } from './results-collector.js';
import { createLineSplitter } from './split-lines.js';

export { addEntrant, type CsvContest, type CsvResults } from './add-entrant.js';

/**
 * The checkpoints a results file read through `mapping` speaks for: its mapped splits; the finish when a time or
 * gun-time column is mapped; the start mat when a net-time column is (the net time sets the runner's own start).
 * A re-import is the whole truth for its bibs at these checkpoints only: a split the file has no column for is
 * not its to remove.
 */
export function csvCheckpointIds(mapping: CsvMapping, checkpoints: readonly Checkpoint[]): string[] {
  const { time, gunTime, netTime } = mapping.columns;
  const ofKind = (kind: Checkpoint['kind']) => checkpoints.filter((checkpoint) => checkpoint.kind === kind);
  const legEnds = new Set((mapping.legs ?? []).map((leg) => leg.to));
  const splits = ofKind('split').filter(
    (checkpoint) => mapping.splits?.[checkpoint.id] !== undefined || legEnds.has(checkpoint.id),
  );
  const hasFinish =
    time !== undefined ||
    gunTime !== undefined ||
    netTime !== undefined ||
    ofKind('finish').some((f) => legEnds.has(f.id));
  return [
    ...(netTime !== undefined ? ofKind('start') : []),
    ...splits,
    ...(hasFinish ? ofKind('finish') : []),
  ].map((checkpoint) => checkpoint.id);
}

/**
 * Reads a results export through a mapping (docs/import.md, "CSV and TSV results", "Fixed-width text"): delimited
 * text (CSV, TSV), or fixed-width text with a ruler under its header or columns given in the mapping. One
 * participant per row, with reads at absolute instants from which the engine recomputes the file's times. Mapping
 * and header problems fail the file even with skipInvalid; every bad cell is reported with its line (of the file as
 * an editor shows it), column and reason; bibs, ids and chips are unique. The text is in memory here: the CLI reads
 * files as streams through parseResultsStream, which this shares everything with.
 */
export function parseResultsCsv(
  text: string,
  mapping: CsvMapping,
  contest: CsvContest,
  options: ParseOptions = {},
): ParseOutcome<CsvResults> {
  const mappingProblems = checkResultsMapping(mapping, contest);
  if (mappingProblems.length > 0)
    return createResultsCollector(mapping, contest, options).failWith(mappingProblems);
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const collector = createResultsCollector(mapping, contest, { ...options, stopEarly: false });
  const layout = chooseLayout(mapping, body.slice(0, SAMPLE_CHARS));
  if (layout.kind === 'fixed') {
    const reader = createFixedWidthReader(layout.choice, collector.sink);
    const lines = createLineSplitter((line) => reader.push(line));
    if (lines.push(body)) lines.end();
    const problem = reader.end();
    if (problem) collector.fail(problem);
  } else {
    const problem = readCsvRecords(body, layout.delimiter, layout.header, collector.sink);
    if (problem) collector.fail(problem);
  }
  return collector.finish(sampleLines(body.slice(0, SAMPLE_CHARS), body.length <= SAMPLE_CHARS));
}
