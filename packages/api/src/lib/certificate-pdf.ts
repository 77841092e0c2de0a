/**
 * Renders a finisher certificate as a one-page PDF (A4 landscape) with pdfkit and the embedded Noto fonts: Noto
 * Sans for Latin script, Noto Naskh Arabic for Arabic. Each line goes through the bidirectional layout of
 * bidi-runs.ts, so Arabic reads right to left with Latin names left to right inside, in either language. Arabic
 * runs are shaped by HarfBuzz (harfbuzz-pdf-font.ts, ADR 029), Latin runs by pdfkit's fontkit. Text is drawn as
 * glyphs (never parsed), so a hostile name prints as the characters it is. Same facts, same bytes: the document's
 * dates are fixed, which keeps the ETag honest.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { orderedRuns, type RunFont } from './bidi-runs.js';
import { type CertificateText } from './certificate-text.js';
import { drawShaped, shapedWidth, shapeRun } from './harfbuzz-pdf-font.js';

const require = createRequire(import.meta.url);

/** The embedded fonts (package paths), shared with the share card (share-card-png.ts). */
export const FONT_FILES = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  latinBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  arabic: '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
  arabicBold: '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

let fontData: Record<FontName, Buffer> | null = null;

/** The font files, read once. */
export function fonts(): Record<FontName, Buffer> {
  fontData ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, path]) => [name, readFileSync(require.resolve(path))]),
  ) as Record<FontName, Buffer>;
  return fontData;
}

const PAGE = { width: 841.89, height: 595.28, margin: 56 };
const INK = '#1d2433';
const MUTED = '#5b6475';
const ACCENT = '#c1121f';

type LineStyle = { size: number; bold?: boolean; color?: string; align?: 'center' | 'start' | 'end' };
type Box = { x: number; width: number };

/** The font of a run of text in a regular or bold line. */
export function fontOf(run: RunFont, bold: boolean): FontName {
  if (run === 'arabic') return bold ? 'arabicBold' : 'arabic';
  return bold ? 'latinBold' : 'latin';
}

/**
 * Draws one line with its baseline at `y` inside `box`, shrinking the size until it fits (long names). `start`
 * and `end` follow the line's direction.
 */
function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  box: Box,
  direction: 'ltr' | 'rtl',
  style: LineStyle,
): void {
  const bold = style.bold ?? false;
  // Arabic runs are shaped once by HarfBuzz (the glyphs do not depend on the size); Latin runs by pdfkit.
  const runs = orderedRuns(text, direction).map((run) => {
    const font = fontOf(run.font, bold);
    const glyphs =
      run.font === 'arabic' ? shapeRun(fonts()[font], run.text, run.isRtl ? 'rtl' : 'ltr') : null;
    return { ...run, fontName: font, glyphs };
  });
  const options = { lineBreak: false, baseline: 'alphabetic' } as const;
  const measure = (size: number) =>
    runs.map((run) =>
      run.glyphs
        ? shapedWidth(fonts()[run.fontName], run.glyphs, size)
        : doc.font(run.fontName).fontSize(size).widthOfString(run.text, options),
    );
  let size = style.size;
  let widths = measure(size);
  const total = () => widths.reduce((sum, width) => sum + width, 0);
  if (total() > box.width) {
    size = Math.max(4, (size * box.width) / total());
    widths = measure(size);
  }
  const align = style.align ?? 'center';
  const isLeft = (align === 'start') === (direction === 'ltr');
  let x =
    align === 'center' ? box.x + (box.width - total()) / 2 : isLeft ? box.x : box.x + box.width - total();
  doc.save();
  doc.rect(box.x, y - size * 1.5, box.width, size * 2.2).clip();
  runs.forEach((run, index) => {
    doc
      .font(run.fontName)
      .fontSize(size)
      .fillColor(style.color ?? INK);
    if (run.glyphs) drawShaped(doc, fonts()[run.fontName], run.glyphs, x, y, size);
    else doc.text(run.text, x, y, options);
    x += widths[index] ?? 0;
  });
  doc.restore();
}

/** The certificate as PDF bytes. `createdAt` (epoch ms) dates the document, so equal inputs give equal bytes. */
export function renderCertificatePdf(text: CertificateText, createdAt: number): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    lang: text.direction === 'rtl' ? 'ar-MA' : undefined,
    displayTitle: true,
    info: {
      Title: `${text.title} — ${text.name}`,
      Subject: `${text.contest}, ${text.event}`,
      Creator: 'Finishline',
      Producer: 'Finishline',
      CreationDate: new Date(createdAt),
      ModDate: new Date(createdAt),
    },
  });
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height, margin } = PAGE;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .strokeColor(ACCENT)
    .stroke();
  doc
    .rect(32, 32, width - 64, height - 64)
    .lineWidth(0.8)
    .strokeColor(MUTED)
    .stroke();

  const full: Box = { x: margin, width: width - 2 * margin };
  const dir = text.direction;
  drawLine(doc, text.event, 92, full, dir, { size: 16, color: MUTED });
  drawLine(doc, text.title, 146, full, dir, { size: 34, bold: true, color: ACCENT });
  drawLine(doc, text.certifies, 194, full, dir, { size: 15, color: MUTED });
  drawLine(doc, text.name, 252, full, dir, { size: 38, bold: true });
  drawLine(doc, text.completed, 290, full, dir, { size: 15, color: MUTED });
  drawLine(doc, text.contest, 326, full, dir, { size: 22, bold: true });
  drawLine(doc, text.when, 356, full, dir, { size: 13, color: MUTED });

  // The official time, then the places, in reading order (right to left in Arabic).
  const cellWidth = full.width / text.cells.length;
  const cells = dir === 'rtl' ? [...text.cells].reverse() : text.cells;
  cells.forEach((cell, index) => {
    const box: Box = { x: full.x + index * cellWidth + 6, width: cellWidth - 12 };
    doc
      .moveTo(box.x, 392)
      .lineTo(box.x + box.width, 392)
      .lineWidth(0.8)
      .strokeColor(MUTED)
      .stroke();
    drawLine(doc, cell.label, 416, box, dir, { size: 11, color: MUTED });
    drawLine(doc, cell.value, 458, box, dir, { size: cell.isMain ? 30 : 24, bold: true, color: INK });
    if (cell.note !== null) drawLine(doc, cell.note, 482, box, dir, { size: 10, color: MUTED });
  });

  drawLine(doc, text.footer, height - 62, full, dir, { size: 10, color: MUTED });
  doc.end();
  return done;
}
