import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnsFromRuler, looksFixedWidth, rulerRuns, sliceFixedWidth } from './fixed-width-columns.js';
import { createFixedWidthReader, type FixedWidthChoice } from './read-fixed-width.js';
import { createLineSplitter } from './split-lines.js';
import { type CsvRow } from './table-sink.js';

/** Reads text through the fixed-width reader: its header, its rows, or its problem. */
function readTable(text: string, choice: Partial<FixedWidthChoice> = {}) {
  let header: string[] = [];
  const rows: CsvRow[] = [];
  const reader = createFixedWidthReader(
    { isRow: () => (cells) => cells.filter(Boolean).length >= 2, ...choice },
    {
      header: (names) => {
        header = names;
        return true;
      },
      row: (row) => rows.push(row) > 0,
    },
  );
  const lines = createLineSplitter((line) => reader.push(line));
  for (const chunk of text.match(/[^]{1,7}/g) ?? []) lines.push(chunk); // in small chunks, as a stream gives them
  lines.end();
  return { header, rows, problem: reader.end() };
}

describe('fixed-width columns', () => {
  it('finds the columns from the ruler: names with single spaces, values past their run, right-aligned numbers', () => {
    const header = 'Pl   Bib  Name             Chip Time';
    const ruler = '== ===== ================ =========';
    const runs = rulerRuns(ruler);
    expect(runs).toHaveLength(4);
    const columns = columnsFromRuler(header, runs ?? []);
    expect(columns.map((column) => column.name)).toEqual(['Pl', 'Bib', 'Name', 'Chip Time']);
    // "100" runs one character past its run; "Jean de La Fontaine" past its own; 10234 is right-aligned.
    expect(sliceFixedWidth('100 10234 Jean de La Fontaine  2:59:01', columns)).toEqual([
      '100',
      '10234',
      'Jean de La Fontaine',
      '2:59:01',
    ]);
    expect(sliceFixedWidth('  1     7 Amina El Idrissi           ', columns)).toEqual([
      '1',
      '7',
      'Amina El Idrissi',
      '',
    ]);
  });

  it('is no ruler with one run, or with text', () => {
    expect(rulerRuns('==========')).toBeNull();
    expect(rulerRuns('=== abc ===')).toBeNull();
    expect(rulerRuns('  ---  ----- -')).toHaveLength(3);
    expect(rulerRuns('\t___\t___')).toEqual([
      { start: 8, end: 11 },
      { start: 16, end: 19 },
    ]);
  });

  it('tells fixed-width text from delimited text', () => {
    expect(looksFixedWidth(['Bib   Name          Time', '101   Ann Lee       35:10'])).toBe(true);
    expect(looksFixedWidth(['Bib,Name,Time', '101,Ann Lee,35:10'])).toBe(false);
    expect(looksFixedWidth(['Bib\tName\tTime', '101\tAnn  Lee\t35:10'])).toBe(false);
  });
});

describe('the fixed-width reader', () => {
  // As parseResultsCsv has it for a mapped bib column: a bib, and text in three columns.
  const isRow = (cells: readonly string[]) =>
    /^\d+$/.test(cells[1] ?? '') && cells.filter(Boolean).length >= 3;
  const page = (n: number, rows: string[]) => [
    'Casablanca Night Run 2026 - Official results',
    `Printed 2026-06-16                          Page ${n} of 2`,
    '',
    'Pos  Bib  Name                 Sex  Time',
    '==== ==== ==================== === =======',
    ...rows,
  ];
  const text = [
    ...page(1, ['   1  101 Amina El Idrissi     F   35:10', '   2   12 Youssef Ben Ali      M   35:40']),
    '',
    '                                    Page 1',
    '\f' + page(2, ['   3    7 Jean de La Fontaine  M   36:02'])[0],
    ...page(2, ['   3    7 Jean de La Fontaine  M   36:02']).slice(1),
    'Timing by an invented company',
  ].join('\r\n');

  it('skips the page headers and footers, the header and ruler repeated, blank lines and form feeds', () => {
    const { header, rows, problem } = readTable(text, { isRow: () => isRow });
    expect(problem).toBeNull();
    expect(header).toEqual(['Pos', 'Bib', 'Name', 'Sex', 'Time']);
    expect(rows).toEqual([
      { line: 6, cells: ['1', '101', 'Amina El Idrissi', 'F', '35:10'] },
      { line: 7, cells: ['2', '12', 'Youssef Ben Ali', 'M', '35:40'] },
      { line: 15, cells: ['3', '7', 'Jean de La Fontaine', 'M', '36:02'] },
    ]);
  });

  it('keeps a line not shaped like a row between two rows, for its problems to be reported', () => {
    const lines = text.split('\r\n');
    lines.splice(6, 0, '  ?? ');
    const { rows } = readTable(lines.join('\n'), { isRow: () => isRow });
    expect(rows.map((row) => row.line)).toEqual([6, 7, 8, 16]);
  });

  it('skips the lines from a form feed to the header again, even shaped like rows; not when no header follows', () => {
    const loose = { isRow: () => (cells: readonly string[]) => cells.filter(Boolean).length >= 2 };
    const table = [
      'Bib Name',
      '=== ======',
      '101 Ann Lee',
      '\fRace 2026 results',
      'Bib Name',
      '=== ======',
      '7   Bo Li',
    ];
    expect(readTable(table.join('\n'), loose).rows.map((row) => row.line)).toEqual([3, 7]);
    const noHeader = ['Bib Name', '=== ======', '101 Ann Lee', '\f12  Cy Ng', '7   Bo Li'];
    expect(readTable(noHeader.join('\n'), loose).rows.map((row) => row.line)).toEqual([3, 4, 5]);
  });

  it('refuses aligned text without a ruler, saying how to give the columns', () => {
    const { problem } = readTable('Bib   Name      Time\n101   Ann Lee   35:10\n');
    expect(problem?.message).toContain('no ruler line');
    expect(problem?.message).toContain('"fixedWidth": { "columns"');
  });

  it('reads columns given by position, the header found by its names', () => {
    const { header, rows } = readTable(
      'Results\nBib  Name     Time\n101  Ann Lee  35:10\n 12  Bo Li    36:00\n',
      {
        columns: [
          { name: 'Bib', start: 0, end: 3 },
          { name: 'Name', start: 5, end: 12 },
          { name: 'Time', start: 14, end: 19 },
        ],
        isHeader: (cells) => cells[0] === 'Bib',
      },
    );
    expect(header).toEqual(['Bib', 'Name', 'Time']);
    expect(rows).toEqual([
      { line: 3, cells: ['101', 'Ann Lee', '35:10'] },
      { line: 4, cells: ['12', 'Bo Li', '36:00'] },
    ]);
  });
});

describe('any table printed with a ruler is read back (property)', () => {
  const word = fc.stringMatching(/^[A-Za-z0-9:.'-]{1,8}$/);
  const cell = fc.array(word, { minLength: 0, maxLength: 3 }).map((words) => words.join(' '));
  const table = fc.integer({ min: 2, max: 6 }).chain((width) =>
    fc.record({
      names: fc.array(word, { minLength: width, maxLength: width }),
      rightAligned: fc.array(fc.boolean(), { minLength: width, maxLength: width }),
      gaps: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: width, maxLength: width }),
      rows: fc.array(
        fc
          .array(cell, { minLength: width, maxLength: width })
          .filter((cells) => cells.filter(Boolean).length >= 2)
          // A line of nothing but = - _ is a ruler between blocks, by the reader's rule, not a row.
          .filter((cells) => !/^[\s=_-]*$/.test(cells.join(' '))),
        { minLength: 1, maxLength: 20 },
      ),
      ruler: fc.constantFrom('=', '-'),
    }),
  );

  it('gives back every cell, each in its column', () => {
    fc.assert(
      fc.property(table, ({ names, rightAligned, gaps, rows, ruler }) => {
        const widths = names.map((name, k) =>
          Math.max(name.length, ...rows.map((row) => row[k]?.length ?? 0)),
        );
        const print = (cells: readonly string[]) =>
          cells
            .map((cell, k) => {
              const width = widths[k] ?? 0;
              const text = rightAligned[k] ? cell.padStart(width) : cell.padEnd(width);
              return k === 0 ? text : ' '.repeat(gaps[k] ?? 1) + text;
            })
            .join('');
        const rulerLine = print(widths.map((width) => ruler.repeat(width)));
        const text = ['Title of the list', '', print(names), rulerLine, ...rows.map(print)].join('\n');
        const read = readTable(text);
        expect(read.problem).toBeNull();
        expect(read.header).toEqual(names);
        expect(read.rows.map((row) => row.cells)).toEqual(rows);
        expect(read.rows.map((row) => row.line)).toEqual(rows.map((_, i) => i + 5));
      }),
      { numRuns: 200 },
    );
  });
});
