/**
 * Reads the rows of a results file as they come (docs/import.md, "CSV and TSV results"): the header resolves the
 * mapped columns, each row becomes an entrant and their reads, or problems with its line and column. Without
 * skipInvalid the reading stops once more problems than the report lists are found, so a file of garbage is refused
 * after a few hundred lines, not after all of them.
 */
import { Value } from 'typebox/value';
import { isParticipantId } from './bundle-fields.js';
import { checkSchema } from './check-schema.js';
import { checkMappingRules, CsvMappingSchema, type CsvMapping } from './csv-mapping.js';
import { looksFixedWidth } from './fixed-width-columns.js';
import { generateBibs } from './generate-bibs.js';
import { FIXED_WIDTH_HINT } from './read-fixed-width.js';
import { addEntrant, type CsvContest, type CsvResults } from './add-entrant.js';
import { DEFAULT_MAX_PROBLEMS, type ParseOptions, type ParseOutcome, type Problem } from './problems.js';
import { readRowPerson, rowBibSource, type RowPerson } from './read-row-person.js';
import { readRowTimes } from './read-row-times.js';
import { looseName, resolveColumns, type ColumnPlan } from './resolve-columns.js';
import { createRowReader, type RowReader } from './row-reader.js';
import { type CsvRow, type TableSink } from './table-sink.js';

export type ResultsCollector = {
  sink: TableSink;
  /** A problem that fails the file whatever the options (an unreadable file, no header). */
  fail(problem: Problem): void;
  /**
   * The outcome. `sample`, the first lines of a file read as delimited text: when no header was found in it and they
   * look like fixed-width text, the file is refused as such, with how to give its columns.
   */
  finish(sample?: readonly string[]): ParseOutcome<CsvResults>;
  /** The outcome of a file refused before its reading (the mapping's problems). */
  failWith(problems: readonly Problem[]): ParseOutcome<CsvResults>;
};

export type CollectOptions = ParseOptions & {
  /** Stop reading once more problems than the report lists are found (without skipInvalid). Default true. */
  stopEarly?: boolean;
};

/** Problems with the mapping for this contest, found before the file is read; they fail the file. */
export function checkResultsMapping(mapping: CsvMapping, contest: CsvContest): Problem[] {
  if (!Value.Check(CsvMappingSchema, mapping)) return checkSchema(CsvMappingSchema, mapping, '');
  const mappingProblems = checkMappingRules(mapping);
  if (mappingProblems.length > 0) return mappingProblems;
  const { time, gunTime, netTime } = mapping.columns;
  if (netTime !== undefined && gunTime === undefined && time === undefined && contest.timeBasis !== 'net') {
    return [
      {
        path: 'columns.netTime',
        message:
          `a net time alone can only be the official time of a net-basis contest; "${contest.contestId}" ranks by ` +
          'gun time: map the gun time too (gunTime)',
      },
    ];
  }
  const hasTime = time !== undefined || gunTime !== undefined || netTime !== undefined;
  if (hasTime && !contest.checkpoints.some((checkpoint) => checkpoint.kind === 'finish')) {
    return [{ message: `contest "${contest.contestId}" has no finish checkpoint to put finish times on` }];
  }
  return [];
}

export function createResultsCollector(
  mapping: CsvMapping,
  contest: CsvContest,
  options: CollectOptions = {},
): ResultsCollector {
  const max = options.maxProblems ?? DEFAULT_MAX_PROBLEMS;
  const results: CsvResults = { participants: [], passings: [], setAside: [] };
  const fatal: Problem[] = [];
  const kept: Problem[] = [];
  let count = 0;
  let stoppedAt: number | null = null;
  let header: string[] | null = null;
  let headerLine = 0;
  let plan: ColumnPlan | null = null;
  let rows = 0;
  const owners = new Map<string, number>();
  /** The rows of a file without a bib column, kept until their bibs are generated from all of them. */
  const waiting: CsvRow[] = [];

  const note = (problems: readonly Problem[]): void => {
    for (const problem of problems) {
      count += 1;
      if (kept.length < max) kept.push(problem);
    }
  };
  const read = (row: CsvRow, generatedBib = ''): void => {
    if (plan !== null && header !== null)
      note(readRow(row, header.length, plan, mapping, contest, owners, results, generatedBib, options));
  };
  const sink: TableSink = {
    header(names, line) {
      const columns = resolveColumns(names, mapping, contest.checkpoints);
      if (!columns.ok) {
        fatal.push(...columns.problems);
        return false;
      }
      header = names;
      headerLine = line;
      plan = columns.plan;
      return true;
    },
    row(row) {
      rows += 1;
      if (header === null || plan === null) return false;
      if (row.cells.every((cell) => cell.trim() === '')) return true;
      if (isTextAroundData(row, header, plan.columns.bib?.index)) return true;
      if (plan.columns.bib === undefined) {
        waiting.push(row);
        return true;
      }
      read(row);
      if (options.skipInvalid !== true && options.stopEarly !== false && count > max) {
        stoppedAt = row.line;
        return false;
      }
      return true;
    },
  };
  return {
    sink,
    fail: (problem) => fatal.push(problem),
    failWith: (problems) => ({ ok: false, problems: capped(problems, problems.length) }),
    finish(sample) {
      if (header === null && sample !== undefined && looksFixedWidth(sample)) {
        const first = sample.find((line) => line.trim() !== '')?.trim() ?? '';
        return {
          ok: false,
          problems: [
            {
              message:
                `the file looks like fixed-width text (words aligned by spaces, no comma, semicolon or tab; its first ` +
                `line: "${first.slice(0, 80)}"), but no ruler line (==== or ---- under each column) follows its ` +
                `header, so its columns cannot be found: add a ruler under the header, or ${FIXED_WIDTH_HINT}`,
            },
          ],
        };
      }
      if (fatal.length > 0) return { ok: false, problems: capped([...fatal, ...kept], fatal.length + count) };
      if (plan !== null && header !== null && waiting.length > 0) {
        const bibs = generatedBibs(waiting, header.length, plan, mapping);
        waiting.forEach((row, i) => read(row, bibs[i]));
      }
      if (rows === 0) note([{ line: headerLine, message: 'the file has a header but no rows' }]);
      if (count > 0 && options.skipInvalid !== true) {
        if (stoppedAt === null) return { ok: false, problems: capped(kept, count) };
        return {
          ok: false,
          problems: [
            ...kept,
            {
              message: `…and more problems: the file was read up to line ${stoppedAt} only; fix these, then import it again`,
            },
          ],
        };
      }
      return { ok: true, value: results, skipped: capped(kept, count) };
    },
  };

  function capped(list: readonly Problem[], total: number): Problem[] {
    const shown = list.slice(0, max);
    const rest = total - shown.length;
    if (rest <= 0) return shown;
    return [...shown, { message: `…and ${rest} more problem${rest === 1 ? '' : 's'} (${total} in all)` }];
  }
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
export function namesMappedColumns(record: readonly string[], mapping: CsvMapping): boolean {
  const names = new Set(record.map(looseName));
  const wanted = [...Object.values(mapping.columns), ...Object.values(mapping.splits ?? {})];
  return wanted.every((name) => name === undefined || names.has(looseName(name)));
}

/**
 * Page text inside the data, which exports of web pages and PDFs carry: the header repeated on each page, or a line
 * with a single value ("Page 2 of 9", "Official results") that cannot be a bib.
 */
function isTextAroundData(row: CsvRow, header: readonly string[], bibIndex: number | undefined): boolean {
  // One pass without allocating: this runs on every row of files of half a million.
  let isHeader = row.cells.length === header.length;
  let filled = 0;
  let only = -1;
  row.cells.forEach((raw, i) => {
    const cell = raw.trim();
    if (cell !== '') {
      filled += 1;
      only = i;
    }
    if (isHeader && cell !== header[i]) isHeader = false;
  });
  if (isHeader) return true;
  if (header.length <= 2 || filled !== 1) return false;
  // A lone value in the bib column is text unless it could be a bib.
  return only !== bibIndex || !isParticipantId(row.cells[only]?.trim() ?? '');
}

/**
 * Whether the cells of a fixed-width line are shaped like a row of this header (else, at the edge of a page, they are
 * page text): a bib in the bib column when one is mapped, and text in at least three columns (or all, when fewer).
 */
export function fixedRowShape(
  mapping: CsvMapping,
): (header: readonly string[]) => (cells: readonly string[]) => boolean {
  return (header) => {
    const bibName = mapping.columns.bib;
    const bib =
      bibName === undefined ? -1 : header.findIndex((name) => looseName(name) === looseName(bibName));
    const needed = Math.min(3, header.length);
    return (cells) =>
      (bib < 0 || isParticipantId(cells[bib]?.trim() ?? '')) &&
      cells.filter((cell) => cell.trim() !== '').length >= needed;
  };
}
