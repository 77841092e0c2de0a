/**
 * The share card of a participant's result (Open Graph / Twitter image, 1200×630) as an SVG document: the layout
 * alone, pure — the card's text and a text measure in, an SVG string out (share-card-png.ts renders it).
 *
 * Every line goes through the bidirectional layout of bidi-runs.ts and each run becomes its own `<text>` in one
 * font and one direction, placed at a measured position: resvg mixes up fonts and weights when one text element
 * holds both scripts, and this way Latin names stay left to right inside Arabic, as on the certificate. In Arabic
 * the card is mirrored (start is on the right). Long lines shrink to a minimum size, then end with an ellipsis, so
 * nothing overlaps. User text is escaped for XML and stripped of control characters: it never becomes markup.
 */
import { mirror, orderedRuns, type RunFont, stripControls, type VisualRun } from './bidi-runs.js';
import { type ShareCardText, type TextPiece } from './certificate-text.js';

/** Width in pixels of `text` (one run, one font) at `size`, as the renderer's fonts lay it out. */
export type MeasureText = (text: string, font: RunFont, bold: boolean, size: number) => number;

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

const MARGIN = 80;
const PAPER = '#fbfaf7';
const INK = '#1d2433';
const MUTED = '#5b6475';
const ACCENT = '#c1121f';
const LINE = '#d9dce3';
const BAND_TEXT = '#f4f5f8';
const FAMILY: Record<RunFont, string> = { latin: 'Noto Sans', arabic: 'Noto Naskh Arabic' };
const ELLIPSIS = '…';

type Box = { x: number; width: number };
type LineStyle = {
  size: number;
  /** Shrink down to this size before cutting the line with an ellipsis. */
  minSize?: number;
  bold?: boolean;
  color?: string;
  align?: 'start' | 'end';
};

/** Unpaired surrogates and the two non-characters XML refuses. Controls go with bidi-runs' stripControls. */
const NOT_XML = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g;

/** Text content safe inside an XML element. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Piece = TextPiece;

const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefe]/u;
const SEPARATOR: VisualRun = { text: ' · ', font: 'latin', isRtl: false };

const EDGE_NEUTRALS = /^([^\p{L}\p{N}\p{M}]*)(.*?)([^\p{L}\p{N}\p{M}]*)$/su;

/**
 * A right-to-left run with the spaces and punctuation at its ends split off as runs of their own, in visual order
 * and mirrored: resvg lays a run's edge neutrals out as if the paragraph were left to right (`رقم ` would lose its
 * space against the number after it), so only letters reach it in a right-to-left run.
 */
function splitEdges(run: VisualRun): VisualRun[] {
  if (!run.isRtl) return [run];
  const [, lead = '', core = '', trail = ''] = EDGE_NEUTRALS.exec(run.text) ?? [];
  const edge = (text: string): VisualRun[] =>
    text === '' ? [] : [{ text: mirror([...text].reverse().join('')), font: run.font, isRtl: false }];
  return [...edge(trail), ...(core === '' ? [] : [{ ...run, text: core }]), ...edge(lead)];
}

/** Lays out lines of the card; `line` and `list` return SVG elements. */
function lineWriter(measure: MeasureText, direction: 'ltr' | 'rtl') {
  const directionOf = (piece: Piece): 'ltr' | 'rtl' => {
    if (!piece.isAuto) return direction;
    const letter = /\p{L}/u.exec(piece.text)?.[0];
    if (letter === undefined) return direction;
    return ARABIC_LETTER.test(letter) ? 'rtl' : 'ltr';
  };
  /** The runs of a line, left to right: the pieces in the line's order, each in its own bidirectional order. */
  const runsOf = (pieces: readonly Piece[]): VisualRun[] =>
    (direction === 'rtl' ? [...pieces].reverse() : pieces).flatMap((piece, index) => [
      ...(index > 0 ? [SEPARATOR] : []),
      ...orderedRuns(piece.text, directionOf(piece)).flatMap(splitEdges),
    ]);
  const widthOf = (pieces: readonly Piece[], size: number, bold: boolean) =>
    runsOf(pieces).reduce((sum, run) => sum + measure(run.text, run.font, bold, size), 0);

  /** The first `count` characters of the pieces (in reading order), the last one ending with an ellipsis. */
  function cut(pieces: readonly Piece[], count: number): Piece[] {
    const kept: Piece[] = [];
    let left = count;
    for (const piece of pieces) {
      const chars = [...stripControls(piece.text)];
      if (left >= chars.length) {
        kept.push(piece);
        left -= chars.length;
        continue;
      }
      const text = chars.slice(0, left).join('').trimEnd();
      if (text !== '') kept.push({ ...piece, text: text + ELLIPSIS });
      else kept.push({ text: ELLIPSIS });
      break;
    }
    return kept;
  }

  /** The pieces at a size that fits `width`: shrunk, then cut (by whole code points) with an ellipsis. */
  function fit(pieces: readonly Piece[], width: number, style: LineStyle): { pieces: Piece[]; size: number } {
    const bold = style.bold ?? false;
    const natural = widthOf(pieces, style.size, bold);
    if (natural <= width) return { pieces: [...pieces], size: style.size };
    const size = Math.max(style.minSize ?? style.size, Math.floor((style.size * width) / natural));
    if (widthOf(pieces, size, bold) <= width) return { pieces: [...pieces], size };
    let low = 0;
    let high = pieces.reduce((sum, piece) => sum + [...stripControls(piece.text)].length, 0);
    // The longest prefix that fits with its ellipsis.
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (widthOf(cut(pieces, mid), size, bold) <= width) low = mid;
      else high = mid - 1;
    }
    return { pieces: cut(pieces, low), size };
  }

  function line(content: string | readonly Piece[], y: number, box: Box, style: LineStyle): string {
    const bold = style.bold ?? false;
    const { pieces, size } = fit(
      typeof content === 'string' ? [{ text: content }] : content,
      box.width,
      style,
    );
    const runs = runsOf(pieces);
    const widths = runs.map((run) => measure(run.text, run.font, bold, size));
    const isLeft = (style.align ?? 'start') === 'start' ? direction === 'ltr' : direction === 'rtl';
    // Each run is anchored by the side facing the line's aligned edge (resvg anchors `start` on the left and
    // `end` on the right in either direction), so the edge is exact whatever the measure's rounding.
    const placed: { run: VisualRun; x: number }[] = [];
    if (isLeft) {
      let x = box.x;
      runs.forEach((run, index) => {
        placed.push({ run, x });
        x += widths[index] ?? 0;
      });
    } else {
      let x = box.x + box.width;
      for (let index = runs.length - 1; index >= 0; index--) {
        const run = runs[index];
        if (run) placed.push({ run, x });
        x -= widths[index] ?? 0;
      }
    }
    return placed
      .map(({ run, x }) => {
        const attributes = [
          `x="${x.toFixed(1)}"`,
          `y="${y}"`,
          `text-anchor="${isLeft ? 'start' : 'end'}"`,
          `font-family="${FAMILY[run.font]}"`,
          `font-size="${size}"`,
          `font-weight="${bold ? 700 : 400}"`,
          `fill="${style.color ?? INK}"`,
          run.isRtl ? 'direction="rtl"' : '',
        ];
        return `<text ${attributes.filter(Boolean).join(' ')}>${escapeXml(run.text)}</text>`;
      })
      .join('');
  }

  /** As many items as fit, the rest replaced by an ellipsis. */
  function list(items: readonly Piece[], y: number, box: Box, style: LineStyle): string {
    const bold = style.bold ?? false;
    const shown = (count: number) => [
      ...items.slice(0, count),
      ...(count < items.length ? [{ text: ELLIPSIS }] : []),
    ];
    let count = items.length;
    while (count > 1 && widthOf(shown(count), style.size, bold) > box.width) count--;
    return count === 0 ? '' : line(shown(count), y, box, style);
  }

  return { line, list };
}

/** The card as an SVG document: event, name, contest, the time (or status), places, splits, bib. */
export function shareCardSvg(text: ShareCardText, measure: MeasureText): string {
  const { width, height } = SHARE_CARD_SIZE;
  const { line, list } = lineWriter(measure, text.direction);
  const isRtl = text.direction === 'rtl';
  const full: Box = { x: MARGIN, width: width - 2 * MARGIN };
  // Two columns: the time at the start, the places at the end (mirrored in Arabic).
  const startColumn: Box = isRtl ? { x: 660, width: 460 } : { x: MARGIN, width: 460 };
  const endColumn: Box = isRtl ? { x: MARGIN, width: 500 } : { x: 620, width: 500 };
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="${PAPER}"/>`,
    `<rect width="${width}" height="12" fill="${ACCENT}"/>`,
    `<rect y="${height - 58}" width="${width}" height="58" fill="${INK}"/>`,
    line(text.event, 84, full, { size: 26, minSize: 20, color: MUTED }),
    // The anonymous label reads as a label, not a name (the bundled fonts have no italics).
    line([{ text: text.name, isAuto: true }], 176, full, {
      size: 76,
      minSize: 44,
      bold: true,
      color: text.isAnonymous ? MUTED : INK,
    }),
    line(text.contest, 236, full, { size: 32, minSize: 24, bold: true, color: ACCENT }),
    `<rect x="${MARGIN}" y="270" width="${full.width}" height="2" fill="${LINE}"/>`,
    line(text.headline.label, 328, startColumn, { size: 24, minSize: 18, color: MUTED }),
    line(text.headline.value, 420, startColumn, { size: 92, minSize: 40, bold: true }),
  ];
  if (text.headline.note !== null) {
    parts.push(line(text.headline.note, 464, startColumn, { size: 24, minSize: 18, color: MUTED }));
  }
  text.places.forEach((place, index) => {
    const y = 328 + index * 62;
    const label: Box = isRtl ? { x: endColumn.x + 230, width: 270 } : { x: endColumn.x, width: 270 };
    const value: Box = isRtl ? { x: endColumn.x, width: 220 } : { x: endColumn.x + 280, width: 220 };
    parts.push(
      line(place.label, y, label, { size: 22, minSize: 16, color: MUTED }),
      line(place.value, y, value, { size: 30, minSize: 18, bold: true, align: 'end' }),
      `<rect x="${endColumn.x}" y="${y + 18}" width="${endColumn.width}" height="1" fill="${LINE}"/>`,
    );
  });
  parts.push(list(text.splits, 528, full, { size: 22, color: MUTED }));
  const band: Box = { x: isRtl ? MARGIN + 260 : MARGIN, width: full.width - 260 };
  const brand: Box = isRtl ? { x: MARGIN, width: 240 } : { x: width - MARGIN - 240, width: 240 };
  parts.push(
    line(text.bib, height - 20, band, { size: 22, minSize: 16, color: BAND_TEXT }),
    line('Finishline', height - 19, brand, { size: 26, bold: true, color: BAND_TEXT, align: 'end' }),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" xml:space="preserve">${parts.join('')}</svg>`
  );
}
