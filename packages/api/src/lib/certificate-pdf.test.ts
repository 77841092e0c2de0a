import * as hb from 'harfbuzzjs';
import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { drawnRuns, type DrawnGlyph, type DrawnRun } from '../testing/pdf-glyph-runs.js';
import { orderedRuns } from './bidi-runs.js';
import { fonts, renderCertificatePdf } from './certificate-pdf.js';
import { type CertificateFacts, certificateText, type CertificateText } from './certificate-text.js';
import { MARATHON_FINISHER } from '../testing/certificate-facts.js';

/** A marathon finisher like the demo's participant 4435, with dotted letters, lam-alef and a mark in her name. */
export const FACTS: CertificateFacts = { ...MARATHON_FINISHER, name: 'شَيماء الشّاذلي' };

/** Every line the certificate prints. */
function lines(text: CertificateText): string[] {
  return [
    text.event,
    text.title,
    text.certifies,
    text.name,
    text.completed,
    text.contest,
    text.when,
    ...text.cells.flatMap((cell) => [cell.label, cell.value, cell.note ?? '']),
    text.footer,
  ].filter((line) => line !== '');
}

/** A reference glyph: its outline as HarfBuzz gives it, and as path operators if it is drawn as an outline. */
type ShapedReference = DrawnGlyph & { ops: string };

const hbFonts = new Map<string, { font: hb.Font; upem: number }>();

/** The reference: HarfBuzz's shaping of a run with the font's default features, placed as a PDF would draw it. */
function reference(fontName: 'arabic' | 'arabicBold', run: string, isRtl: boolean): ShapedReference[] {
  let entry = hbFonts.get(fontName);
  if (!entry) {
    const face = new hb.Face(new hb.Blob(fonts()[fontName]));
    entry = { font: new hb.Font(face), upem: face.upem };
    hbFonts.set(fontName, entry);
  }
  const { font, upem } = entry;
  const buffer = new hb.Buffer();
  buffer.addText(run);
  buffer.setDirection(isRtl ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  let pen = 0;
  return buffer.getGlyphInfos().map((info, index) => {
    const position = positions[index] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
    const outline = font.glyphToPath(info.codepoint);
    const glyph = {
      outline,
      ops: pathOps(outline),
      x: ((pen + position.xOffset) * 1000) / upem,
      y: (position.yOffset * 1000) / upem,
    };
    pen += position.xAdvance;
    return glyph;
  });
}

/** Glyphs in the order they sit on the line (a PDF may draw a cluster's glyphs in any order). */
const byPlace = <T extends DrawnGlyph>(glyphs: T[]): T[] =>
  [...glyphs].sort((p, q) => p.x - q.x || p.y - q.y || p.outline.localeCompare(q.outline));

/** The path operators pdfkit writes for an SVG outline: how a glyph drawn as an outline appears in the PDF. */
function pathOps(svg: string): string {
  const doc = new PDFDocument({ autoFirstPage: false });
  const lines: string[] = [];
  (doc as unknown as { addContent: (line: string) => unknown }).addContent = (line) => lines.push(line);
  doc.path(svg);
  return `ops:${lines.join(' ')}`;
}

/** The same glyphs at the same places, up to where the run starts. */
const sameGlyphs = (drawn: DrawnGlyph[], shaped: ShapedReference[]) => {
  const [a, b] = [byPlace(drawn), byPlace(shaped)];
  const [a0, b0] = [a[0] ?? { x: 0, y: 0 }, b[0] ?? { x: 0, y: 0 }];
  return (
    a.length === b.length &&
    a.every((glyph, index) => {
      const want = b[index];
      return (
        want !== undefined &&
        (glyph.outline === want.outline || glyph.outline === want.ops) &&
        Math.abs(glyph.x - a0.x - (want.x - b0.x)) < 0.05 &&
        Math.abs(glyph.y - a0.y - (want.y - b0.y)) < 0.05
      );
    })
  );
};

/** A run as text for failure messages: outlines shortened, positions rounded. */
const describeRun = (glyphs: DrawnGlyph[]) =>
  glyphs
    .map((glyph) => `${glyph.outline.slice(0, 12)}@${glyph.x.toFixed(1)},${glyph.y.toFixed(1)}`)
    .join(' ');

/**
 * Checks that each Arabic run drawn in the PDF is glyph for glyph, position for position, HarfBuzz's shaping of
 * one of the certificate's Arabic runs in the font it was drawn with, and that every Arabic run is drawn.
 */
function expectShapedLikeHarfBuzz(pdf: Buffer, text: CertificateText): void {
  const runs = drawnRuns(pdf);
  const arabic = runs.filter((run) => run.baseFont.startsWith('NotoNaskhArabic'));
  const expected = lines(text).flatMap((line) =>
    orderedRuns(line, text.direction).filter((run) => run.font === 'arabic'),
  );
  expect(expected.length).toBeGreaterThan(0);
  const fontNameOf = (run: DrawnRun) => (run.baseFont.includes('Bold') ? 'arabicBold' : 'arabic');
  const matched = new Set<number>();
  for (const run of arabic) {
    const candidates = expected.map((want) => reference(fontNameOf(run), want.text, want.isRtl));
    // A run that appears twice ("of" under each place) is matched once per drawing.
    const fits = (glyphs: ShapedReference[], index: number) =>
      !matched.has(index) && sameGlyphs(run.glyphs, glyphs);
    const index = candidates.findIndex(fits);
    if (index === -1) {
      const near = candidates
        .filter((glyphs) => glyphs.length === run.glyphs.length)
        .map((glyphs) => describeRun(byPlace(glyphs)));
      expect(describeRun(byPlace(run.glyphs)), 'a drawn Arabic run that HarfBuzz does not shape so').toBe(
        near[0] ?? '(no run of that length)',
      );
    }
    matched.add(index);
  }
  const missing = expected.filter((_, index) => !matched.has(index)).map((run) => run.text);
  expect(missing, 'Arabic runs not drawn').toEqual([]);
}

async function pdfText(pdf: Buffer): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
}

describe('the certificate PDF', () => {
  it('draws Arabic exactly as HarfBuzz shapes it, joins and marks included', async () => {
    const text = certificateText(FACTS, 'ar');
    const pdf = await renderCertificatePdf(text, FACTS.startTime);
    expectShapedLikeHarfBuzz(pdf, text);
  });

  it('draws an Arabic name inside an English certificate as HarfBuzz shapes it', async () => {
    const text = certificateText(FACTS, 'en');
    expectShapedLikeHarfBuzz(await renderCertificatePdf(text, FACTS.startTime), text);
  });

  it('keeps the Arabic text copyable as the characters it is', async () => {
    const text = await pdfText(await renderCertificatePdf(certificateText(FACTS, 'ar'), FACTS.startTime));
    for (const expected of [
      'شهادة إتمام السباق',
      'نشهد بأن',
      'شَيماء الشّاذلي',
      'أنهت',
      'التوقيت الرسمي',
      'التوقيت الصافي',
      'متوسط الوتيرة',
      'لكل كيلومتر',
      'الترتيب حسب الجنس',
      'رقم الصدرية',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
