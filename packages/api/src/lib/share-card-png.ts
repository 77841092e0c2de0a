/**
 * Renders the share card (share-card.ts) to PNG with resvg (ADR 022), from the bundled Noto fonts only — no system
 * fonts, so every machine draws the same pixels. Text is measured with the certificate's fonts through pdfkit's
 * fontkit shaping, which resvg's own layout matches to within a pixel. A rendering takes ~20 ms: the route keeps
 * the bytes by ETag.
 */
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import PDFDocument from 'pdfkit';
import { type RunFont } from './bidi-runs.js';
import { FONT_FILES, fontOf, fonts } from './certificate-pdf.js';
import { type ShareCardText } from './certificate-text.js';
import { type MeasureText, shareCardSvg } from './share-card.js';

const require = createRequire(import.meta.url);

const FONT_PATHS = Object.values(FONT_FILES).map((path) => require.resolve(path));

let measurer: PDFKit.PDFDocument | null = null;

/** Widths from the fonts' advances and shaping, through a page-less pdfkit document kept for measuring. */
export const measureText: MeasureText = (text: string, font: RunFont, bold: boolean, size: number) => {
  if (measurer === null) {
    measurer = new PDFDocument({ autoFirstPage: false });
    for (const [name, data] of Object.entries(fonts())) measurer.registerFont(name, data);
  }
  // The font's default features, as resvg shapes (widths only: fontkit's glyphs are not drawn, see ADR 029).
  return measurer.font(fontOf(font, bold)).fontSize(size).widthOfString(text);
};

/** The card as PNG bytes, 1200×630. Same text, same bytes. */
export function renderShareCardPng(text: ShareCardText): Buffer {
  const svg = shareCardSvg(text, measureText);
  const resvg = new Resvg(svg, {
    font: { fontFiles: FONT_PATHS, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' },
    shapeRendering: 2,
    textRendering: 1,
    logLevel: 'off',
  });
  return resvg.render().asPng();
}
