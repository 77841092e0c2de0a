/**
 * Which reader a results file goes through, from its mapping and its first lines (docs/import.md, "Fixed-width
 * text"): fixed-width text when the mapping says so (`fixedWidth`), or when a ruler line (`=====  ===== ===`) lies
 * under a line of text near the top; delimited text otherwise.
 */
import { type CsvMapping } from './csv-mapping.js';
import { type Delimiter, detectDelimiter } from './detect-delimiter.js';
import { type FixedColumn, rulerRuns } from './fixed-width-columns.js';
import { type FixedWidthChoice } from './read-fixed-width.js';
import { fixedRowShape, namesMappedColumns } from './results-collector.js';
import { type HeaderChoice } from './table-sink.js';

export type ResultsLayout =
  { kind: 'csv'; delimiter: Delimiter; header: HeaderChoice } | { kind: 'fixed'; choice: FixedWidthChoice };

/** How much of the start of a file is looked at to choose its layout and delimiter. */
export const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_LINES = 200;

/** The first lines of a sample; its last line, maybe cut, is left out unless the sample is the whole file. */
export function sampleLines(sample: string, isWhole = false): string[] {
  const lines = sample.split(/\r\n|\r|\n/);
  return (isWhole || lines.length === 1 ? lines : lines.slice(0, -1)).slice(0, SAMPLE_LINES);
}

/** The layout of a file whose text starts with `sample` (a byte-order mark already removed). */
export function chooseLayout(mapping: CsvMapping, sample: string): ResultsLayout {
  const given = mapping.fixedWidth;
  const line = mapping.headerLine;
  const isHeader = (cells: readonly string[]): boolean => namesMappedColumns(cells, mapping);
  const fixed = (columns?: readonly FixedColumn[]): ResultsLayout => ({
    kind: 'fixed',
    choice: {
      ...(columns ? { columns, isHeader } : {}),
      ...(line !== undefined ? { line } : {}),
      isRow: fixedRowShape(mapping),
    },
  });
  if (typeof given === 'object')
    return fixed(given.columns.map(({ name, from, to }) => ({ name, start: from - 1, end: to })));
  const explicit = mapping.delimiter !== undefined && mapping.delimiter !== 'auto';
  if (given === true || (given === undefined && !explicit && hasRuler(sampleLines(sample)))) return fixed();
  const delimiter =
    mapping.delimiter === 'tab'
      ? '\t'
      : mapping.delimiter === undefined || mapping.delimiter === 'auto'
        ? detectDelimiter(sample)
        : mapping.delimiter;
  return { kind: 'csv', delimiter, header: line !== undefined ? { line } : { isHeader } };
}

/**
 * Whether a ruler lies directly under a line of text. Not under a line with tabs or semicolons, nor made with tabs: a
 * delimited export may underline its header (`---\t----`) and is still read as delimited.
 */
function hasRuler(lines: readonly string[]): boolean {
  return lines.some((text, i) => {
    const above = lines[i - 1] ?? '';
    return (
      i > 0 && above.trim() !== '' && !/[\t;]/.test(above) && !text.includes('\t') && rulerRuns(text) !== null
    );
  });
}
