import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.js';

const CSV =
  'Bib;Nom;Prénom;Club;Temps\n1;Dupré;Hélène;Évry Athlé;1:02:03\n2;Lefèvre;François;Saint-Étienne;1:03:04\n3;Müller;Jürgen;Straßburg;1:04:05\n';
const bytes = (text: string, encoding: string) => new Uint8Array(iconv.encode(text, encoding));

describe('decodeText', () => {
  it('reads UTF-8 with or without a mark, UTF-16 with its mark, and Windows-1252 / Latin-1', () => {
    const table: [Uint8Array, string][] = [
      [bytes(CSV, 'utf-8'), 'UTF-8'],
      [new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(CSV, 'utf-8')]), 'UTF-8 with BOM'],
      [new Uint8Array([0xff, 0xfe, ...bytes(CSV, 'utf-16le')]), 'UTF-16LE'],
      [new Uint8Array([0xfe, 0xff, ...bytes(CSV, 'utf-16be')]), 'UTF-16BE'],
      [bytes(CSV, 'windows-1252'), 'windows-1252'],
      [bytes(CSV, 'latin1'), 'windows-1252'],
    ];
    for (const [input, encoding] of table)
      expect(decodeText(input), encoding).toEqual({ ok: true, text: CSV, encoding });
  });

  it('refuses a file whose encoding is unsure, naming the likely one, rather than store mojibake', () => {
    const cyrillic = 'Номер;Фамилия;Имя;Время\n1;Иванов;Алексей;1:02:03\n2;Смирнова;Ольга;1:03:04\n';
    const polish = 'Nr;Nazwisko;Imię;Czas\n1;Wójcik;Łukasz;1:02:03\n2;Świątek;Żaneta;1:03:04\n';
    for (const [text, encoding] of [
      [cyrillic, 'windows-1251'],
      [polish, 'iso-8859-2'],
    ] as const) {
      const outcome = decodeText(bytes(text, encoding));
      expect(outcome.ok, encoding).toBe(false);
      expect(!outcome.ok && outcome.message).toMatch(
        /^The file is not UTF-8, and its encoding is unsure \(most like .+\): save it as UTF-8, or give --encoding /,
      );
      // The organiser's --encoding reads it.
      expect(decodeText(bytes(text, encoding), encoding)).toEqual({ ok: true, text, encoding });
    }
  });

  it('says what a spreadsheet, archive or PDF is instead of reading its bytes', () => {
    const zip = (names: string) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.from(`\0\0${names}`)]);
    const table: [Uint8Array, string][] = [
      [zip('[Content_Types].xml xl/workbook.xml'), 'an Excel workbook (.xlsx)'],
      [zip('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'), 'an OpenDocument spreadsheet (.ods)'],
      [zip('results.csv'), 'a ZIP archive'],
      [new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]), 'an old Excel (.xls) or Office file'],
      [new Uint8Array(Buffer.from('%PDF-1.7\n')), 'a PDF'],
      [new Uint8Array([0x1f, 0x8b, 8, 0]), 'a gzip archive'],
    ];
    for (const [input, what] of table) {
      expect(decodeText(input)).toEqual({
        ok: false,
        message: `The file is ${what}, not text: export it as CSV (UTF-8) from the spreadsheet or timing software.`,
      });
    }
    expect(decodeText(new Uint8Array([0x42, 0x69, 0x62, 0, 0xff, 0x10, 0x80]))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The file holds binary data, not text/),
    });
    expect(decodeText(bytes(CSV, 'utf-8'), 'klingon')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Unknown encoding "klingon"/),
    });
  });
});
