/**
 * Splits a single name column into first and last name (docs/import.md, "Names").
 * - A comma always means `Last, First` (`El Idrissi, Amina`).
 * - Upper-case words mark the last name when the others are not (`EL IDRISSI Amina`, `Amina EL IDRISSI`).
 * - Otherwise `last_first` takes the first word and `first_last` the last word as the last name,
 *   together with the particles next to it (`de La Fontaine`, `El Idrissi`, `van der Berg`).
 */

export type NameOrder = 'last_first' | 'first_last';
export type NameParts = { firstName: string; lastName: string };

const PARTICLES = new Set([
  'de',
  'del',
  'della',
  'der',
  'den',
  'des',
  'di',
  'da',
  'das',
  'do',
  'dos',
  'du',
  'la',
  'le',
  'van',
  'von',
  'ter',
  'ten',
  'el',
  'al',
  'ben',
  'bin',
  'ibn',
  'abu',
  'ould',
  'ait',
  'aït',
  'st',
  'saint',
]);

/** Splits `text` into first and last name, per `order` when the text itself does not tell. */
export function splitName(text: string, order: NameOrder): NameParts {
  const clean = text.replace(/\s+/g, ' ').trim();
  const comma = clean.indexOf(',');
  if (comma >= 0) {
    return { lastName: clean.slice(0, comma).trim(), firstName: clean.slice(comma + 1).trim() };
  }
  const words = clean === '' ? [] : clean.split(' ');
  if (words.length <= 1) return { firstName: '', lastName: clean };
  const upper = words.map(isUpperCaseWord);
  const someUpper = upper.some(Boolean) && !upper.every(Boolean);
  let lastCount: number;
  if (order === 'last_first') {
    lastCount = someUpper && upper[0] === true ? countWhile(upper, (u) => u) : leadingLastName(words);
  } else {
    const reversed = [...upper].reverse();
    lastCount = someUpper && reversed[0] === true ? countWhile(reversed, (u) => u) : trailingLastName(words);
  }
  lastCount = Math.min(lastCount, words.length - 1);
  return order === 'last_first'
    ? { lastName: words.slice(0, lastCount).join(' '), firstName: words.slice(lastCount).join(' ') }
    : {
        firstName: words.slice(0, words.length - lastCount).join(' '),
        lastName: words.slice(words.length - lastCount).join(' '),
      };
}

function isUpperCaseWord(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

function isParticle(word: string): boolean {
  return PARTICLES.has(word.toLowerCase().replace(/['’]$/, ''));
}

function countWhile<T>(items: readonly T[], test: (item: T) => boolean): number {
  const index = items.findIndex((item) => !test(item));
  return index === -1 ? items.length : index;
}

/** Leading particles plus one word: `van der Berg Jan` → 3. */
function leadingLastName(words: readonly string[]): number {
  return countWhile(words, isParticle) + 1;
}

/** One word plus the particles before it: `Jean de La Fontaine` → 3. */
function trailingLastName(words: readonly string[]): number {
  const before = words.slice(0, -1).reverse();
  return countWhile(before, isParticle) + 1;
}
