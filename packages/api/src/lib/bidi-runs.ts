/**
 * Right-to-left layout for the certificate PDF and the share card. Neither pdfkit nor an SVG line does
 * bidirectional layout: the words of a line keep their logical order, and a Latin name inside Arabic text would
 * land on the wrong side. This module runs the Unicode Bidirectional Algorithm (bidi-js) over one line and returns
 * its runs in visual order, left to right, each in one font and one direction with its text in logical order: a
 * shaper (HarfBuzz for the PDF, resvg for the card) lays each run out in its direction, and drawing the runs one
 * after the other gives the line.
 */
import bidiJs from 'bidi-js';

/** bidi-js is CommonJS typed as an ES module: at run time the default import is the factory itself. */
const createBidi = (typeof bidiJs === 'function' ? bidiJs : bidiJs.default) as typeof bidiJs.default;
const bidi = createBidi();

/** Which font a run needs: Arabic script or everything else. */
export type RunFont = 'arabic' | 'latin';

export type VisualRun = { text: string; font: RunFont; isRtl: boolean };

/** Arabic script blocks (letters, marks, Arabic-Indic digits, presentation forms) and the joiners. */
const ARABIC_CHAR = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefe\u200c\u200d]/u;

/**
 * Explicit direction controls (embeddings, overrides, isolates, marks) and other control characters: a name that
 * carries them must not reorder the certificate around it, so they are dropped before layout.
 */
const CONTROLS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** Removes direction controls and control characters; each field of the certificate is laid out on its own. */
export function stripControls(text: string): string {
  return text.replace(CONTROLS, '');
}

/** The text with its mirrored characters swapped (brackets in right-to-left runs). */
export function mirror(text: string): string {
  return [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join('');
}

/**
 * One line of text as runs in visual order (left to right), each run's text still in logical order, for a shaper
 * that lays out a single-direction run itself. `direction` is the paragraph's base direction: `rtl` for Arabic,
 * where Latin names and digits stay left to right inside.
 */
export function orderedRuns(line: string, direction: 'ltr' | 'rtl'): VisualRun[] {
  const text = stripControls(line);
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const chars = [...text];
  // Logical runs of one level and one font. Indices step over UTF-16 units, as bidi-js's levels do.
  const runs: { text: string; level: number; font: RunFont }[] = [];
  let unit = 0;
  for (const char of chars) {
    const level = levels[unit] ?? 0;
    unit += char.length;
    const font: RunFont = ARABIC_CHAR.test(char) || level % 2 === 1 ? 'arabic' : 'latin';
    const last = runs.at(-1);
    if (last && last.level === level && last.font === font) last.text += char;
    else runs.push({ text: char, level, font });
  }
  // Rule L2 of the algorithm: from the highest level down to the lowest odd one, reverse every sequence of runs
  // at that level or higher.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length;) {
      if ((runs[start]?.level ?? 0) < level) {
        start++;
        continue;
      }
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return runs.map((run) => ({ text: run.text, font: run.font, isRtl: run.level % 2 === 1 }));
}
