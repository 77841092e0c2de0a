/**
 * The columns of fixed-width text (docs/import.md, "Fixed-width text"): found from the ruler under the header (each
 * run of `=`, `-` or `_` is a column) or given in the mapping as character positions, and the cells of a line read
 * through them. A value may run a little past its column (a long name, a right-aligned number wider than its
 * ruler) and a name may hold single spaces: each word goes to the column it overlaps most, and a column's cell runs
 * from its first word to its last.
 */

/** A column of fixed-width text: its name and its characters [start, end) on the line, 0-based. */
export type FixedColumn = { name: string; start: number; end: number };

const RULER = /^[ \t]*[=_-]+(?:[ \t]+[=_-]+)+[ \t]*$/;
const TAB_STOP = 8;

/** A line with its tabs expanded to every eighth character, so that positions are those an editor shows. */
export function expandTabs(text: string): string {
  if (!text.includes('\t')) return text;
  let out = '';
  for (const char of text) out += char === '\t' ? ' '.repeat(TAB_STOP - (out.length % TAB_STOP)) : char;
  return out;
}

/** The runs of a ruler line (`=====  ======= ===`), or null when the line is not one: two runs or more. */
export function rulerRuns(text: string): { start: number; end: number }[] | null {
  const line = expandTabs(text);
  if (!RULER.test(line)) return null;
  return [...line.matchAll(/[=_-]+/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The columns a header line names over its ruler's runs; a run with no word above it is "Column n" (1-based). */
export function columnsFromRuler(
  header: string,
  runs: readonly { start: number; end: number }[],
): FixedColumn[] {
  const named = runs.map((run) => ({ name: '', ...run }));
  const cells = sliceFixedWidth(header, named);
  return named.map((column, i) => ({ ...column, name: cells[i] || `Column ${i + 1}` }));
}

/**
 * The cells of a line: every word (a run of non-space characters) goes to the column its characters overlap most,
 * else (a word in the gap between two columns or past the last) the nearest; the cell is the text from the
 * column's first word to its last, single spaces inside kept.
 */
export function sliceFixedWidth(text: string, columns: readonly FixedColumn[]): string[] {
  const line = expandTabs(text);
  const spans = columns.map((): { from: number; to: number } | null => null);
  for (const match of line.matchAll(/\S+/g)) {
    const from = match.index;
    const to = from + match[0].length;
    const k = columnOf(columns, from, to);
    const span = spans[k];
    spans[k] = span ? { from: span.from, to } : { from, to };
  }
  return spans.map((span) => (span ? line.slice(span.from, span.to) : ''));
}

/**
 * The column of a word: the one it overlaps most (without overlap, the nearest). A word that starts in the gap before
 * that column without ending where the column ends (a right-aligned value wider than its ruler does) is the end of
 * the previous column's value running on: a long name's last word in the gap and a little over the next column.
 */
function columnOf(columns: readonly FixedColumn[], from: number, to: number): number {
  const k = closestColumn(columns, from, to);
  const column = columns[k];
  const previous = columns[k - 1];
  if (
    previous !== undefined &&
    column !== undefined &&
    from >= previous.end &&
    from < column.start &&
    to !== column.end
  )
    return k - 1;
  return k;
}

/**
 * Whether the words of a line sit in the columns: none lies over two columns by two characters or more of each.
 * A title or a page line across the columns does not; a row whose values run a little past their columns does.
 */
export function fitsColumns(text: string, columns: readonly FixedColumn[]): boolean {
  const line = expandTabs(text);
  for (const match of line.matchAll(/\S+/g)) {
    const from = match.index;
    const to = from + match[0].length;
    const over = columns.filter((column) => Math.min(to, column.end) - Math.max(from, column.start) >= 2);
    if (over.length > 1) return false;
  }
  return true;
}

function closestColumn(columns: readonly FixedColumn[], from: number, to: number): number {
  let best = 0;
  let bestScore = -Infinity;
  columns.forEach((column, k) => {
    const overlap = Math.min(to, column.end) - Math.max(from, column.start);
    // Overlap counts first; without any, the distance to the column (negative) decides.
    const score = overlap > 0 ? overlap : overlap - 0.5;
    if (score > bestScore) {
      best = k;
      bestScore = score;
    }
  });
  return best;
}

/** Whether a line is a ruler (see rulerRuns). */
export function isRuler(text: string): boolean {
  return rulerRuns(text) !== null;
}

/**
 * Whether the start of a file looks like fixed-width text: most of its first lines that hold text are words
 * aligned by runs of two spaces or more, and none holds a tab or a semicolon (a delimited file would).
 */
export function looksFixedWidth(sample: readonly string[]): boolean {
  const lines = sample.filter((line) => line.trim() !== '').slice(0, 50);
  if (lines.length < 2 || lines.some((line) => /[\t;]/.test(line))) return false;
  const aligned = lines.filter((line) => /\S {2,}\S/.test(line.trim()));
  return aligned.length * 2 > lines.length;
}
