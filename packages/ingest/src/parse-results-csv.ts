import {
  type Checkpoint,
  type EventType,
  type ParticipantRecord,
  type PassingRecord,
  type SetAsideRead,
  type TimeBasis,
} from '@finishline/core';
import { Value } from 'typebox/value';
import { isParticipantId } from './bundle-fields.js';
import { checkSchema } from './check-schema.js';
import { checkMappingRules, CsvMappingSchema, type CsvMapping } from './csv-mapping.js';
import { type Delimiter } from './detect-delimiter.js';
import {
  capProblems,
  settleOutcome,
  type ParseOptions,
  type ParseOutcome,
  type Problem,
} from './problems.js';
import { readCsvRows, type CsvRow } from './read-csv-rows.js';
import { generateBibs } from './generate-bibs.js';
import { readRowPerson, rowBibSource, type RowPerson } from './read-row-person.js';
import { readRowTimes, type RowTimes } from './read-row-times.js';
import { looseName, resolveColumns, type ColumnPlan } from './resolve-columns.js';
import { createRowReader, type RowReader } from './row-reader.js';

/** The contest a results file belongs to, as the database knows it. */
export type CsvContest = {
  eventId: string;
  contestId: string;
  /** Gun time, epoch ms. */
  startTime: number;
  timeBasis: TimeBasis;
  checkpoints: readonly Checkpoint[];
  /** The event's sport: sets the speed limit of the plausibility checks (docs/import.md); none when absent. */
  eventType?: EventType | null;
};

/** A results file's entrants and reads, and the implausible reads set aside (stored apart, never ranked). */
export type CsvResults = {
  participants: ParticipantRecord[];
  passings: PassingRecord[];
  setAside: SetAsideRead[];
};

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
 * Reads a CSV or TSV results export through a mapping (docs/import.md, "CSV results"): one
 * participant per row, with reads at absolute instants from which the engine recomputes the
 * file's times. Mapping and header problems fail the file even with skipInvalid; every bad cell
 * is reported with its line (header = line 1), column and reason; bibs, ids and chips are unique.
 */
export function parseResultsCsv(
  text: string,
  mapping: CsvMapping,
  contest: CsvContest,
  options: ParseOptions = {},
): ParseOutcome<CsvResults> {
  const fatal = (problems: Problem[]): ParseOutcome<CsvResults> => ({
    ok: false,
    problems: capProblems(problems, options.maxProblems),
  });
  if (!Value.Check(CsvMappingSchema, mapping)) return fatal(checkSchema(CsvMappingSchema, mapping, ''));
  const mappingProblems = checkMappingRules(mapping);
  if (mappingProblems.length > 0) return fatal(mappingProblems);
  const { time, gunTime, netTime } = mapping.columns;
  if (netTime !== undefined && gunTime === undefined && time === undefined && contest.timeBasis !== 'net') {
    return fatal([
      {
        path: 'columns.netTime',
        message:
          `a net time alone can only be the official time of a net-basis contest; "${contest.contestId}" ranks by ` +
          'gun time: map the gun time too (gunTime)',
      },
    ]);
  }
  const hasTime = time !== undefined || gunTime !== undefined || netTime !== undefined;
  if (hasTime && !contest.checkpoints.some((checkpoint) => checkpoint.kind === 'finish')) {
    return fatal([
      { message: `contest "${contest.contestId}" has no finish checkpoint to put finish times on` },
    ]);
  }
  const table = readCsvRows(text, chooseDelimiter(mapping.delimiter), {
    line: mapping.headerLine,
    isHeader: (record) => namesMappedColumns(record, mapping),
  });
  if (!table.ok) return fatal([table.problem]);
  const columns = resolveColumns(table.table.header, mapping, contest.checkpoints);
  if (!columns.ok) return fatal(columns.problems);
  const results: CsvResults = { participants: [], passings: [], setAside: [] };
  const problems: Problem[] = [];
  const owners = new Map<string, number>();
  const bibIndex = columns.plan.columns.bib?.index;
  const dataRows = table.table.rows.filter(
    (row) =>
      !row.cells.every((cell) => cell.trim() === '') && !isTextAroundData(row, table.table.header, bibIndex),
  );
  const bibs = generatedBibs(dataRows, table.table.header.length, columns.plan, mapping);
  dataRows.forEach((row, i) => {
    const rowProblems = readRow(
      row,
      table.table.header.length,
      columns.plan,
      mapping,
      contest,
      owners,
      results,
      bibs[i] ?? '',
      options,
    );
    problems.push(...rowProblems);
  });
  if (table.table.rows.length === 0)
    problems.push({ line: table.table.headerLine, message: 'the file has a header but no rows' });
  return settleOutcome(results, problems, options);
}

/**
 * The bib of each data row of a file without a bib column, generated from who the row is about (generateBibs);
 * '' for a row with its own (an id) or too many fields to read.
 */
function generatedBibs(
  rows: readonly CsvRow[],
  headerLength: number,
  plan: ColumnPlan,
  mapping: CsvMapping,
): string[] {
  if (plan.columns.bib) return rows.map(() => '');
  const sources = rows.map((row) =>
    row.cells.length > headerLength ? null : rowBibSource(createRowReader(row), plan, mapping),
  );
  const generated = generateBibs(sources.flatMap((source) => (source === null ? [] : [source])));
  let next = 0;
  return sources.map((source) => (source === null ? '' : (generated[next++] ?? '')));
}

function readRow(
  row: CsvRow,
  headerLength: number,
  plan: ColumnPlan,
  mapping: CsvMapping,
  contest: CsvContest,
  owners: Map<string, number>,
  results: CsvResults,
  generatedBib: string,
  options: ParseOptions,
): Problem[] {
  const reader = createRowReader(row);
  if (row.cells.length > headerLength) {
    reader.report(
      undefined,
      `has ${row.cells.length} fields but the header has ${headerLength} (an unquoted delimiter in a field?)`,
    );
    return reader.problems;
  }
  const person = readRowPerson(reader, plan, mapping, generatedBib);
  const times = readRowTimes(reader, plan, mapping, contest, { strict: options.strict === true });
  claimUnique(reader, plan, person, owners);
  if (reader.problems.length > 0) return reader.problems;
  addEntrant(results, contest, person, times, reader.line);
  return [];
}

/** Adds one read entrant and their reads to the results (of a CSV row or an IOF PersonResult). */
export function addEntrant(
  results: CsvResults,
  contest: CsvContest,
  person: RowPerson,
  times: Omit<RowTimes, 'setAside'> & Partial<Pick<RowTimes, 'setAside'>>,
  line: number | null = null,
): void {
  const { eventId, contestId } = contest;
  results.participants.push({
    eventId,
    contestId,
    ...person,
    waveStart: times.waveStart,
    timerStatus: times.timerStatus,
  });
  for (const read of times.reads) results.passings.push({ eventId, contestId, bib: person.bib, ...read });
  for (const aside of times.setAside ?? [])
    results.setAside.push({ eventId, contestId, bib: person.bib, line, ...aside });
}

/**
 * Bibs (and mapped ids and chips) are unique in the file. The first row with a value owns it even
 * when that row has other problems, so every repeat is reported at once and, with skipInvalid, an
 * ambiguous bib is never imported from the second row.
 */
function claimUnique(
  reader: RowReader,
  plan: ColumnPlan,
  person: RowPerson,
  owners: Map<string, number>,
): void {
  const { columns } = plan;
  // Without an id column the id derives from the bib, so a repeated id is a repeated bib.
  const unique = [
    ...(person.bib
      ? [
          {
            key: `bib:${person.bib}`,
            column: columns.bib,
            what: `bib "${person.bib}"`,
          },
        ]
      : []),
    ...(columns.id
      ? [{ key: `id:${person.id}`, column: columns.id, what: `participant id "${person.id}"` }]
      : []),
    ...(person.chip
      ? [{ key: `chip:${person.chip}`, column: columns.chip, what: `chip "${person.chip}"` }]
      : []),
  ];
  for (const { key, column, what } of unique) {
    const line = owners.get(key);
    if (line === undefined) owners.set(key, reader.line);
    else reader.report(column, `${what} is already on line ${line}`);
  }
}

/** Whether a record holds every column the mapping names (loosely: case and spacing aside): the header. */
function namesMappedColumns(record: readonly string[], mapping: CsvMapping): boolean {
  const names = new Set(record.map(looseName));
  const wanted = [...Object.values(mapping.columns), ...Object.values(mapping.splits ?? {})];
  return wanted.every((name) => name === undefined || names.has(looseName(name)));
}

/**
 * Page text inside the data, which exports of web pages and PDFs carry: the header repeated on each page, or a line
 * with a single value ("Page 2 of 9", "Official results") that cannot be a bib.
 */
function isTextAroundData(row: CsvRow, header: readonly string[], bibIndex: number | undefined): boolean {
  const cells = row.cells.map((cell) => cell.trim());
  if (cells.length === header.length && cells.every((cell, i) => cell === header[i])) return true;
  const filled = cells.flatMap((cell, i) => (cell === '' ? [] : [i]));
  const [only] = filled;
  if (header.length <= 2 || filled.length !== 1 || only === undefined) return false;
  // A lone value in the bib column is text unless it could be a bib.
  return only !== bibIndex || !isParticipantId(cells[only] ?? '');
}

function chooseDelimiter(delimiter: CsvMapping['delimiter']): Delimiter | undefined {
  if (delimiter === 'tab') return '\t';
  return delimiter === 'auto' ? undefined : delimiter;
}
