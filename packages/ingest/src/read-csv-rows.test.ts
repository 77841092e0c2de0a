import { describe, expect, it } from 'vitest';
import { readCsvRows } from './read-csv-rows.js';

describe('readCsvRows', () => {
  it('strips a byte-order mark from the first header name', () => {
    const read = readCsvRows('\uFEFFBib,Name\n1,A\n');
    expect(read.ok && read.table.header).toEqual(['Bib', 'Name']);
  });

  it('keeps delimiters, doubled quotes and line breaks inside quoted fields', () => {
    const read = readCsvRows('Bib,Name,Club\n1,"Smith, Jane","The ""Fast"" Club"\n2,"Multi\nLine",X\n');
    expect(read.ok && read.table.rows.map((row) => row.cells)).toEqual([
      ['1', 'Smith, Jane', 'The "Fast" Club'],
      ['2', 'Multi\nLine', 'X'],
    ]);
  });

  it('numbers rows by the file line they start on, skipping empty lines, with CRLF', () => {
    const read = readCsvRows('Bib;Name\r\n1;A\r\n\r\n2;"B\r\nB"\r\n3;C\r\n');
    expect(read.ok && read.table.rows.map((row) => row.line)).toEqual([2, 4, 6]);
    expect(read.ok && read.table.delimiter).toBe(';');
  });

  it('reports an unclosed quote with its line', () => {
    const read = readCsvRows('Bib,Name\n1,A\n2,"B\n3,C\n');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problem.line).toBeGreaterThanOrEqual(3);
    expect(!read.ok && read.problem.message).toMatch(/quote/i);
  });

  it('reports an empty file', () => {
    expect(readCsvRows('')).toEqual({ ok: false, problem: { message: 'the file is empty' } });
  });
});
