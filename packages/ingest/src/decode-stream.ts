/**
 * decodeText for a file read as a stream (docs/import.md, "Encodings", "Big files"): the same encodings, detected
 * the same way, with the bytes held a chunk at a time. The file is read once to check it (UTF-8 throughout, or
 * Windows-1252 text of names), then again, decoded, by whoever reads its text; `open` gives its bytes from the start
 * each time. chardet looks at the first 4 MB.
 */
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { LATIN_TEXT, notText, SAVE_AS, unsureMessage } from './decode-text.js';

export type DecodedStream =
  { ok: true; encoding: string; text: () => AsyncIterable<string> } | { ok: false; message: string };

type Open = () => AsyncIterable<Uint8Array>;

const CHARDET_SAMPLE = 4 * 1024 * 1024;

export async function decodeStream(open: Open, encoding?: string): Promise<DecodedStream> {
  if (encoding !== undefined) {
    if (!iconv.encodingExists(encoding))
      return {
        ok: false,
        message: `Unknown encoding "${encoding}" (e.g. utf-8, utf-16le, windows-1252, latin1).`,
      };
    return { ok: true, encoding, text: () => decoded(open, encoding, 0) };
  }
  const head = await firstBytes(open, 64 * 1024);
  const binary = notText(head);
  if (binary !== null) return { ok: false, message: binary };
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
    return (await isUtf8(open))
      ? { ok: true, encoding: 'UTF-8 with BOM', text: () => decoded(open, 'utf-8', 3) }
      : notUtf8();
  if (head[0] === 0xff && head[1] === 0xfe)
    return { ok: true, encoding: 'UTF-16LE', text: () => decoded(open, 'utf-16le', 2) };
  if (head[0] === 0xfe && head[1] === 0xff)
    return { ok: true, encoding: 'UTF-16BE', text: () => decoded(open, 'utf-16be', 2) };
  if (await isUtf8(open)) return { ok: true, encoding: 'UTF-8', text: () => decoded(open, 'utf-8', 0) };
  if (await hasZeroByte(open))
    return { ok: false, message: `The file holds binary data, not text: ${SAVE_AS}.` };
  const [best, next] = chardet.analyse(await firstBytes(open, CHARDET_SAMPLE));
  const guess = best?.name ?? 'unknown';
  if ((guess === 'ISO-8859-1' || guess === 'windows-1252') && best !== undefined) {
    // A clear lead over the next guess, and text that reads as Western names (not another code page's letters).
    if (best.confidence >= 2 * (next?.confidence ?? 0) && (await readsAsLatin(open)))
      return { ok: true, encoding: 'windows-1252', text: () => decoded(open, 'windows-1252', 0) };
  }
  return { ok: false, message: unsureMessage(guess) };
}

function notUtf8(): DecodedStream {
  return { ok: false, message: unsureMessage('unknown') };
}

/** The file's text in chunks, decoded, the first `skip` bytes (a byte-order mark) left out. */
async function* decoded(open: Open, encoding: string, skip: number): AsyncGenerator<string> {
  const decoder = iconv.getDecoder(encoding, { stripBOM: true });
  let skipped = 0;
  for await (const chunk of open()) {
    const bytes = skipped < skip ? chunk.subarray(skip - skipped) : chunk;
    skipped += chunk.length;
    const text = decoder.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

async function firstBytes(open: Open, size: number): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of open()) {
    parts.push(chunk);
    length += chunk.length;
    if (length >= size) break;
  }
  return Buffer.concat(parts).subarray(0, size);
}

async function isUtf8(open: Open): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of open()) decoder.decode(chunk, { stream: true });
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

async function hasZeroByte(open: Open): Promise<boolean> {
  for await (const chunk of open()) if (chunk.includes(0)) return true;
  return false;
}

async function readsAsLatin(open: Open): Promise<boolean> {
  for await (const chunk of open()) {
    if (!LATIN_TEXT.test(iconv.decode(Buffer.from(chunk), 'windows-1252'))) return false;
  }
  return true;
}
