/**
 * Arabic for pdfkit, shaped by HarfBuzz (harfbuzzjs, WASM). fontkit, pdfkit's shaper, gets Noto Naskh Arabic
 * wrong: that font's `ccmp` splits dotted letters (ش, ي, ن…) into a dotless skeleton and a dots mark, and its
 * joining forms exist only for the skeletons. With `ccmp` on, pdfkit's text would map each skeleton glyph to the
 * first letter it drew (ش copied as س); with it off, as the certificate had it, the dotted letters fall back to
 * their isolated forms and the joins break ("كيـلومتر"). See ADR 029.
 *
 * `drawShaped` writes HarfBuzz's glyphs (ids, advances, mark offsets) into the PDF so that the text stays
 * copyable as its characters:
 * - the glyph that carries a cluster (its widest; vowel marks have clusters of their own) is drawn as text in one
 *   of pdfkit's embedded fonts, its ToUnicode entry the cluster's characters. A glyph drawn for two texts (the
 *   skeleton of س and of ش) is embedded once per text, so each copies as its own letter;
 * - the cluster's other glyphs (the dots of ش) stand for no character: they are drawn as outlines, not text.
 * Zero-width joiners for the dots, or ActualText spans, were tried: Poppler or pdf.js then misread the text.
 */
import * as hb from 'harfbuzzjs';

/**
 * A shaped glyph in font units: its id in the font, the text it stands for (null for a glyph that only completes
 * its cluster's drawing, as the dots of ش), and where it goes.
 */
export type ShapedGlyph = {
  id: number;
  text: string | null;
  advance: number;
  xOffset: number;
  yOffset: number;
};

const hbFonts = new WeakMap<Buffer, { font: hb.Font; upem: number }>();

function hbFont(fontData: Buffer): { font: hb.Font; upem: number } {
  let entry = hbFonts.get(fontData);
  if (!entry) {
    const face = new hb.Face(new hb.Blob(fontData));
    entry = { font: new hb.Font(face), upem: face.upem };
    hbFonts.set(fontData, entry);
  }
  return entry;
}

/** HarfBuzz's shaping of one run (one direction, one font) with the font's default features, in visual order. */
export function shapeRun(fontData: Buffer, text: string, direction: 'ltr' | 'rtl'): ShapedGlyph[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setDirection(direction === 'rtl' ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.guessSegmentProperties();
  // Marks keep clusters of their own, so a vowel mark's glyph maps to that mark and not to its letter as well.
  buffer.setClusterLevel(hb.ClusterLevel.MONOTONE_CHARACTERS);
  hb.shape(hbFont(fontData).font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  // Clusters are UTF-16 offsets; a cluster's text runs to the next cluster's start.
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const textOf = (cluster: number) => text.slice(cluster, starts[starts.indexOf(cluster) + 1] ?? text.length);
  const carrier = new Map<number, number>();
  infos.forEach((info, index) => {
    const widest = carrier.get(info.cluster);
    const advance = positions[index]?.xAdvance ?? 0;
    if (widest === undefined || advance > (positions[widest]?.xAdvance ?? 0))
      carrier.set(info.cluster, index);
  });
  return infos.map((info, index) => {
    const position = positions[index];
    return {
      id: info.codepoint,
      text: carrier.get(info.cluster) === index ? textOf(info.cluster) : null,
      advance: position?.xAdvance ?? 0,
      xOffset: position?.xOffset ?? 0,
      yOffset: position?.yOffset ?? 0,
    };
  });
}

/** The width of a shaped run at `size` points. */
export function shapedWidth(fontData: Buffer, glyphs: ShapedGlyph[], size: number): number {
  const advance = glyphs.reduce((sum, glyph) => sum + glyph.advance, 0);
  return (advance * size) / hbFont(fontData).upem;
}

/** The parts of pdfkit's document and EmbeddedFont (pdfkit.js) this module drives; pdfkit does not type them. */
type EmbeddedFont = {
  id: string;
  font: { getGlyph(id: number): { advanceWidth: number } };
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  widths: (number | undefined)[];
  unicode: (number[] | undefined)[];
  scale: number;
  ref(): unknown;
};
type Internals = { _font: EmbeddedFont; page: { height: number; fonts: Record<string, unknown> } };

/** One CID per glyph and text, per embedded font: the same glyph drawn for another text is embedded again. */
const cidMaps = new WeakMap<EmbeddedFont, Map<string, number>>();

function cidOf(font: EmbeddedFont, glyph: ShapedGlyph & { text: string }): number {
  let cids = cidMaps.get(font);
  if (!cids) {
    cids = new Map();
    cidMaps.set(font, cids);
  }
  const key = `${glyph.id}:${glyph.text}`;
  let cid = cids.get(key);
  if (cid !== undefined) return cid;
  cid = font.subset.includeGlyph(glyph.id);
  if (font.unicode[cid] !== undefined) {
    font.subset.glyphs.push(glyph.id);
    cid = font.subset.glyphs.length - 1;
  }
  font.unicode[cid] = [...glyph.text].map((char) => char.codePointAt(0) ?? 0);
  font.widths[cid] = font.font.getGlyph(glyph.id).advanceWidth * font.scale;
  cids.set(key, cid);
  return cid;
}

const num = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * Draws shaped glyphs with the document's current font (select it with `doc.font(name)`, the one `fontData` is
 * the file of) at `size`, the pen starting at `x` on the baseline `y` (pdfkit's top-down page coordinates), in
 * the current fill colour.
 */
export function drawShaped(
  doc: PDFKit.PDFDocument,
  fontData: Buffer,
  glyphs: ShapedGlyph[],
  x: number,
  y: number,
  size: number,
): void {
  const internals = doc as unknown as Internals;
  const font = internals._font;
  internals.page.fonts[font.id] ??= font.ref();
  const { font: shaper, upem } = hbFont(fontData);
  const scale = size / upem;
  let pen = 0;
  const placed = glyphs.map((glyph) => {
    const at = { glyph, x: x + (pen + glyph.xOffset) * scale, y: y - glyph.yOffset * scale };
    pen += glyph.advance;
    return at;
  });
  // The glyphs that carry text, one text object in visual order (page coordinates flipped back to PDF's).
  const height = internals.page.height;
  const content = ['q', `1 0 0 -1 0 ${num(height)} cm`, 'BT', `/${font.id} ${num(size)} Tf`];
  for (const { glyph, x: gx, y: gy } of placed) {
    if (glyph.text === null) continue;
    const cid = cidOf(font, { ...glyph, text: glyph.text });
    content.push(`1 0 0 1 ${num(gx)} ${num(height - gy)} Tm`, `<${cid.toString(16).padStart(4, '0')}> Tj`);
  }
  content.push('ET', 'Q');
  for (const line of content) doc.addContent(line);
  // The others (dots of a split letter) are outlines: drawing, not text.
  for (const { glyph, x: gx, y: gy } of placed) {
    if (glyph.text !== null) continue;
    doc.save().transform(scale, 0, 0, -scale, gx, gy).path(shaper.glyphToPath(glyph.id)).fill().restore();
  }
}
