/** A bib split once into digit and text runs, so sorting thousands of bibs parses each only once. */
export type BibKey = {
  bib: string;
  /** The bib as a number when it is plain digits without a leading zero (the common case), else NaN. */
  number: number;
  chunks: string[];
};

const PLAIN_NUMBER = /^(?:0|[1-9]\d{0,14})$/;

/** Prepares a bib for compareBibKeys. */
export function bibKey(bib: string): BibKey {
  if (PLAIN_NUMBER.test(bib)) return { bib, number: Number(bib), chunks: [bib] };
  return { bib, number: NaN, chunks: bib.match(/\d+|\D+/g) ?? [] };
}

/**
 * Orders bibs the way people read them: digit runs compare as numbers, so `9` < `10` < `10A` < `A2`
 * (docs/results.md §Places, "ties are listed by bib, numbers as numbers"). Bibs equal as numbers
 * (`007`, `7`) fall back to a plain comparison, so the order is total and the same on every machine.
 */
export function compareBibs(a: string, b: string): number {
  return compareBibKeys(bibKey(a), bibKey(b));
}

/** compareBibs on prepared keys. */
export function compareBibKeys(a: BibKey, b: BibKey): number {
  // Plain numbers without leading zeros are equal only when their text is: no further tie-break needed.
  if (!Number.isNaN(a.number) && !Number.isNaN(b.number)) return a.number - b.number;
  const length = Math.min(a.chunks.length, b.chunks.length);
  for (let i = 0; i < length; i++) {
    const x = a.chunks[i] ?? '';
    const y = b.chunks[i] ?? '';
    const order = isDigits(x) && isDigits(y) ? compareDigitRuns(x, y) : compareText(x, y);
    if (order !== 0) return order;
  }
  if (a.chunks.length !== b.chunks.length) return a.chunks.length - b.chunks.length;
  return compareText(a.bib, b.bib);
}

/** Plain code-unit comparison: locale-independent, so the order never depends on the server's ICU data. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function isDigits(chunk: string): boolean {
  const code = chunk.charCodeAt(0);
  return code >= 48 && code <= 57;
}

/** Compares digit runs of any length as numbers without converting them (no precision loss). */
function compareDigitRuns(a: string, b: string): number {
  const x = stripLeadingZeros(a);
  const y = stripLeadingZeros(b);
  if (x.length !== y.length) return x.length - y.length;
  return compareText(x, y);
}

function stripLeadingZeros(digits: string): string {
  let start = 0;
  while (start < digits.length - 1 && digits.charCodeAt(start) === 48) start++;
  return digits.slice(start);
}
