/**
 * The bytes of an import file as text (docs/import.md, "Encodings"): UTF-8 (with or without a byte-order mark),
 * UTF-16 with its mark, or Windows-1252 / Latin-1 when chardet says so and the text reads as names do; a given
 * encoding (`--encoding`) overrides. Never mojibake: when unsure, the file is refused naming the likely encoding,
 * and a spreadsheet, archive or PDF is named as such instead of read as text.
 */
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { isWorkbook } from './read-spreadsheet.js';

export type DecodedText = { ok: true; text: string; encoding: string } | { ok: false; message: string };

/** Files that are not text, by their first bytes. */
const SIGNATURES: { bytes: number[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'a ZIP archive' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel (.xls) or Office file' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
];

export const SAVE_AS = 'export it as CSV (UTF-8) from the spreadsheet or timing software';

/** Windows-1252 and Latin-1 text of names: letters, digits, punctuation; no C1 controls or stray symbols. */
export const LATIN_TEXT =
  /^[\t\n\r\x20-\x7e\u00a0\u00b0\u00b4\u00b7\u00c0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u2013\u2014\u2018\u2019\u201c\u201d\u20ac]*$/;

/** Decodes a file's bytes; `encoding` (an iconv-lite name such as `windows-1252`) skips the detection. */
export function decodeText(bytes: Uint8Array, encoding?: string): DecodedText {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (encoding !== undefined) {
    if (!iconv.encodingExists(encoding)) {
      return {
        ok: false,
        message: `Unknown encoding "${encoding}" (e.g. utf-8, utf-16le, windows-1252, latin1).`,
      };
    }
    return { ok: true, text: stripBom(iconv.decode(buffer, encoding)), encoding };
  }
  const binary = notText(buffer);
  if (binary !== null) return { ok: false, message: binary };
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf)
    return utf8(buffer.subarray(3), 'UTF-8 with BOM');
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return decodedAs(buffer.subarray(2), 'utf-16le', 'UTF-16LE');
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return decodedAs(buffer.subarray(2), 'utf-16be', 'UTF-16BE');
  const asUtf8 = utf8(buffer, 'UTF-8');
  if (asUtf8.ok) return asUtf8;
  if (buffer.includes(0)) {
    return { ok: false, message: `The file holds binary data, not text: ${SAVE_AS}.` };
  }
  const [best, next] = chardet.analyse(buffer);
  const guess = best?.name ?? 'unknown';
  if ((guess === 'ISO-8859-1' || guess === 'windows-1252') && best !== undefined) {
    const text = iconv.decode(buffer, 'windows-1252');
    // A clear lead over the next guess, and text that reads as Western names (not another code page's letters).
    if (best.confidence >= 2 * (next?.confidence ?? 0) && LATIN_TEXT.test(text)) {
      return { ok: true, text, encoding: 'windows-1252' };
    }
  }
  return { ok: false, message: unsureMessage(guess) };
}

/** What a file is when its first bytes say it is not text (a spreadsheet, an archive, a PDF), else null. */
export function notText(head: Buffer): string | null {
  const binary = SIGNATURES.find(({ bytes: magic }) => magic.every((byte, i) => head[i] === byte));
  if (binary === undefined) return null;
  const what = binary.what === 'a ZIP archive' ? zipKind(head) : binary.what;
  return `The file is ${what}, not text: ${SAVE_AS}.`;
}

/** The message of a file that is not UTF-8 and not surely Windows-1252, naming the likely encoding. */
export function unsureMessage(guess: string): string {
  return (
    `The file is not UTF-8, and its encoding is unsure (most like ${guess}): save it as UTF-8, or give ` +
    `--encoding ${guess === 'unknown' ? 'windows-1252' : guess} if that is it.`
  );
}

function utf8(buffer: Buffer, name: string): DecodedText {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(buffer), encoding: name };
  } catch {
    return { ok: false, message: 'not UTF-8' };
  }
}

function decodedAs(buffer: Buffer, encoding: string, name: string): DecodedText {
  return { ok: true, text: iconv.decode(buffer, encoding), encoding: name };
}

function stripBom(text: string): string {
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}

/** An Office Open XML or OpenDocument file is a ZIP archive: say which, by the names of its parts. */
function zipKind(buffer: Buffer): string {
  const head = buffer.subarray(0, 4096).toString('latin1');
  if (isWorkbook(buffer)) return 'an Excel workbook (.xlsx)';
  if (head.includes('application/vnd.oasis.opendocument.spreadsheet'))
    return 'an OpenDocument spreadsheet (.ods)';
  if (head.includes('word/')) return 'a Word document (.docx)';
  return 'a ZIP archive';
}
