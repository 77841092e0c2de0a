/**
 * Reads back what a pdfkit document draws: each run of text (from one `Tf` to the next) as the glyphs it shows,
 * each glyph named by its outline (an SVG path from HarfBuzz, so a subset font's renumbered glyph still compares
 * equal to the original font's) and placed in thousandths of an em from the run's first text position. Glyphs
 * drawn as outlines (`q s 0 0 -s x y cm <path> f Q`, harfbuzz-pdf-font.ts) belong to the run before them and are
 * named `ops:` and their path operators. Tests compare these runs with a reference shaping
 * (certificate-pdf.test.ts). It reads the simple PDFs pdfkit writes — one operator a line, direct stream
 * lengths — not PDF in general.
 */
import { inflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';

type PdfObject = { body: string; stream: Buffer | null };

/** A drawn glyph: its outline, and its pen position in thousandths of an em from the run's origin. */
export type DrawnGlyph = { outline: string; x: number; y: number };
export type DrawnRun = { baseFont: string; glyphs: DrawnGlyph[] };

function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(source)) !== null) {
    const start = header.lastIndex;
    const streamAt = source.indexOf('stream\n', start);
    const endAt = source.indexOf('endobj', start);
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(Number(match[1]), { body: source.slice(start, endAt), stream: null });
      continue;
    }
    const body = source.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(body)?.[1]);
    let stream = pdf.subarray(streamAt + 7, streamAt + 7 + length);
    if (body.includes('/FlateDecode')) stream = inflateSync(stream);
    objects.set(Number(match[1]), { body, stream });
    header.lastIndex = streamAt + 7 + length;
  }
  return objects;
}

const ref = (body: string, key: string): number => {
  const found = new RegExp(`/${key}\\s*\\[?\\s*(\\d+) 0 R`).exec(body);
  if (!found) throw new Error(`no /${key} in ${body.slice(0, 200)}`);
  return Number(found[1]);
};

type PdfFont = { baseFont: string; widths: number[]; outline: (cid: number) => string };

function pdfFont(objects: Map<number, PdfObject>, id: number): PdfFont {
  const get = (n: number) => {
    const object = objects.get(n);
    if (!object) throw new Error(`no object ${n}`);
    return object;
  };
  const type0 = get(id).body;
  const descendant = get(ref(type0, 'DescendantFonts')).body;
  // pdfkit writes the widths as one array from CID 0: `/W [0 [w0 w1 …]]`.
  const widths = (/\/W \[0 \[([^\]]*)\]\]/.exec(descendant)?.[1] ?? '').trim().split(/\s+/).map(Number);
  const file = get(ref(get(ref(descendant, 'FontDescriptor')).body, 'FontFile2')).stream;
  if (!file) throw new Error('no embedded font file');
  const font = new hb.Font(new hb.Face(new hb.Blob(file)));
  return {
    baseFont: (/\/BaseFont \/(\S+)/.exec(type0)?.[1] ?? '').replace(/^[A-Z]{6}\+/, ''),
    widths,
    outline: (cid) => font.glyphToPath(cid),
  };
}

/** Every text object of the first page, in drawing order. */
export function drawnRuns(pdf: Buffer): DrawnRun[] {
  const objects = pdfObjects(pdf);
  const page = [...objects.values()].find((object) => /\/Type \/Page\b/.test(object.body));
  if (!page) throw new Error('no page');
  const content = objects.get(ref(page.body, 'Contents'))?.stream?.toString('latin1') ?? '';
  const height = Number(/\/MediaBox \[\S+ \S+ \S+ (\S+)\]/.exec(page.body)?.[1]);
  const resources = new Map<string, number>();
  for (const object of objects.values()) {
    const fonts = /\/Font <<([^>]*)>>/.exec(object.body)?.[1];
    for (const [, name, n] of fonts?.matchAll(/\/(\w+) (\d+) 0 R/g) ?? [])
      resources.set(String(name), Number(n));
  }
  const fonts = new Map<string, PdfFont>();
  const runs: DrawnRun[] = [];
  let run: DrawnRun | null = null;
  let font: PdfFont | null = null;
  let size = 1;
  let origin: [number, number] | null = null;
  let pen: [number, number] = [0, 0];
  let outline: { at: [number, number]; ops: string[] } | null = null;
  for (const line of content.split('\n')) {
    const cm = /^(\S+) 0 0 (-\S+) (\S+) (\S+) cm$/.exec(line);
    if (cm && Number(cm[1]) !== 1) {
      outline = { at: [Number(cm[3]), height - Number(cm[4])], ops: [] };
      continue;
    }
    if (outline) {
      if (line !== 'f') {
        outline.ops.push(line);
        continue;
      }
      if (run && origin) {
        run.glyphs.push({
          outline: `ops:${outline.ops.join(' ')}`,
          x: ((outline.at[0] - origin[0]) / size) * 1000,
          y: ((outline.at[1] - origin[1]) / size) * 1000,
        });
      }
      outline = null;
      continue;
    }
    if (line === 'BT') origin = null;
    const tm = /^1 0 0 1 (\S+) (\S+) Tm$/.exec(line);
    if (tm) {
      pen = [Number(tm[1]), Number(tm[2])];
      origin ??= pen;
    }
    const tf = /^\/(\w+) (\S+) Tf$/.exec(line);
    if (tf) {
      const name = String(tf[1]);
      const id = resources.get(name);
      if (id === undefined) throw new Error(`no font ${name}`);
      font = fonts.get(name) ?? pdfFont(objects, id);
      fonts.set(name, font);
      size = Number(tf[2]);
      run = { baseFont: font.baseFont, glyphs: [] };
      runs.push(run);
    }
    // `[<glyphs> adjustment …] TJ` (pdfkit's text) or `<glyphs> Tj` (harfbuzz-pdf-font.ts, a glyph at a time).
    const tj = /^\[(.*)\] TJ$/.exec(line) ?? /^(<[0-9a-f]*>) Tj$/.exec(line);
    if (tj && run && font && origin) {
      for (const [, hex, adjust] of String(tj[1]).matchAll(/<([0-9a-f]*)>|(-?[\d.]+)/g)) {
        if (adjust !== undefined) {
          pen = [pen[0] - (Number(adjust) / 1000) * size, pen[1]];
          continue;
        }
        for (const cid of String(hex).match(/.{4}/g) ?? []) {
          const glyph = parseInt(cid, 16);
          const at = origin;
          run.glyphs.push({
            outline: font.outline(glyph),
            x: ((pen[0] - at[0]) / size) * 1000,
            y: ((pen[1] - at[1]) / size) * 1000,
          });
          pen = [pen[0] + ((font.widths[glyph] ?? 0) / 1000) * size, pen[1]];
        }
      }
    }
  }
  return runs;
}
