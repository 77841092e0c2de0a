import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { durationText, isWorkbook, readSpreadsheet, streamSpreadsheet } from './read-spreadsheet.js';

const DAY = 86_400_000;

/** A workbook as Excel would save it: typed cells with their number formats. */
async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  build(book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('readSpreadsheet', () => {
  it('reads the first sheet as one line per row, from the cell types', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Results');
      sheet.addRow(['Place', 'Bib', 'Name', 'Born', 'Gun\ntime', 'Swim']);
      const row = sheet.addRow([1, 15, 'Tazi, Said', new Date(Date.UTC(1990, 4, 17)), 0, 0]);
      row.getCell(4).numFmt = 'dd/mm/yyyy';
      // 2:16:20.4 and 0:49:03 as Excel keeps them: fractions of a day under a time format.
      row.getCell(5).value = (2 * 3600 + 16 * 60 + 20.4) / 86_400;
      row.getCell(5).numFmt = '[h]:mm:ss.0';
      row.getCell(6).value = (49 * 60 + 3) / 86_400;
      row.getCell(6).numFmt = 'mm:ss';
      sheet.addRow([]);
      sheet.addRow([2, { formula: '10+6', result: 16 }, { richText: [{ text: 'Ana ' }, { text: 'Ruiz' }] }]);
      book.addWorksheet('Notes').addRow(['not this one']);
    });
    const read = await readSpreadsheet(bytes);
    expect(read).toEqual({
      ok: true,
      sheet: 'Results',
      sheets: ['Results', 'Notes'],
      text: [
        'Place,Bib,Name,Born,Gun time,Swim',
        '1,15,"Tazi, Said",1990-05-17,2:16:20.4,0:49:03',
        '',
        '2,16,Ana Ruiz',
      ].join('\n'),
    });
  });

  it('streams a big sheet from a stream, handing its rows on a few thousand at a time', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Results');
      sheet.addRow(['Bib', 'Name', 'Time']);
      for (let bib = 1; bib <= 20_000; bib++) sheet.addRow([bib, `Runner ${bib * 7919}`, `2:${bib % 60}:00`]);
    });
    // Excel and ExcelJS write the shared strings after the sheets: the reader spools a sheet to a temporary file
    // until then (ExcelJS's WorkbookReader), so memory holds the strings, never the sheet's rows.
    const input = Readable.from(
      (function* () {
        for (let at = 0; at < bytes.length; at += 16 * 1024)
          yield Buffer.from(bytes.subarray(at, at + 16 * 1024));
      })(),
    );
    const chunks: string[] = [];
    for await (const text of streamSpreadsheet(input)) chunks.push(text);
    expect(chunks).toHaveLength(11);
    const lines = chunks.join('').split('\n');
    expect(lines).toHaveLength(20_002);
    expect(lines[0]).toBe('Bib,Name,Time');
    expect(lines[20_000]).toBe(`20000,Runner ${20_000 * 7919},2:20:00`);
    expect(lines.at(-1)).toBe('');
  });

  it('reads a formula under a time or date format as the time or date it shows', async () => {
    const bytes = await workbook((book) => {
      const row = book.addWorksheet('Results').addRow([0, 0, 0]);
      // Net time computed in the sheet (=C2-B2), and a date by formula: cached results with their formats.
      row.getCell(1).value = { formula: 'C2-B2', result: (68 * 60 + 6) / 86_400 };
      row.getCell(1).numFmt = 'h:mm:ss';
      row.getCell(2).value = { formula: 'DATE(2026,11,27)', result: 46353 };
      row.getCell(2).numFmt = 'yyyy-mm-dd';
      row.getCell(3).value = { formula: '"[h]"&1', result: 7 };
      row.getCell(3).numFmt = '"h "0';
    });
    const read = await readSpreadsheet(bytes);
    expect(read.ok && read.text).toBe('1:08:06,2026-11-27,7');
  });

  it('keeps hours beyond a day and milliseconds of a duration', async () => {
    const bytes = await workbook((book) => {
      const row = book.addWorksheet('Ultra').addRow([0]);
      row.getCell(1).value = (30 * 3600 + 12 * 60 + 5.25) / 86_400;
      row.getCell(1).numFmt = '[h]:mm:ss.00';
    });
    const read = await readSpreadsheet(bytes);
    expect(read.ok && read.text).toBe('30:12:05.25');
  });

  it('picks a sheet by name or number, and names the sheets when it has no such one', async () => {
    const bytes = await workbook((book) => {
      book.addWorksheet('Men').addRow(['m']);
      book.addWorksheet('Women').addRow(['f']);
    });
    expect(await readSpreadsheet(bytes, 'Women')).toMatchObject({ ok: true, text: 'f' });
    expect(await readSpreadsheet(bytes, '2')).toMatchObject({ ok: true, text: 'f' });
    expect(await readSpreadsheet(bytes, 'Kids')).toEqual({
      ok: false,
      problem: { message: 'the workbook has no sheet "Kids" (its sheets: "Men", "Women")' },
    });
  });

  it('a date with a time keeps the time', async () => {
    const bytes = await workbook((book) => {
      const row = book.addWorksheet('S').addRow([new Date(Date.UTC(2026, 10, 27, 19, 40, 5))]);
      row.getCell(1).numFmt = 'yyyy-mm-dd hh:mm:ss';
    });
    const read = await readSpreadsheet(bytes);
    expect(read.ok && read.text).toBe('2026-11-27T19:40:05');
  });

  it('says a damaged workbook cannot be read', async () => {
    const bytes = await workbook((book) => book.addWorksheet('S').addRow([1]));
    const read = await readSpreadsheet(bytes.subarray(0, 200));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problem.message).toMatch(/^the workbook cannot be read: /);
  });
});

describe('isWorkbook', () => {
  it('tells an Excel workbook from another zip archive, an old .xls and text', async () => {
    const xlsx = await workbook((book) => book.addWorksheet('S').addRow([1]));
    expect(isWorkbook(xlsx)).toBe(true);
    expect(isWorkbook(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('results.csv')]))).toBe(false);
    expect(isWorkbook(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(false);
    expect(isWorkbook(Buffer.from('Place,Bib\n1,15\n'))).toBe(false);
  });
});

describe('durationText', () => {
  it('prints H:MM:SS, with the fraction only when there is one', () => {
    expect(durationText(0)).toBe('0:00:00');
    expect(durationText((1 * 3600 + 8 * 60 + 6) * 1000)).toBe('1:08:06');
    expect(durationText(DAY + 1500)).toBe('24:00:01.5');
  });
});
