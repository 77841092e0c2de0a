/**
 * Bibs for the rows of a results file that has none (docs/import.md, "Mapping file", `columns.bib`): unique in the
 * file, and the same for the same runner when the file, or a corrected one, is imported again.
 *
 * - A row's bib is `N` and 8 hex digits of a hash of its name, gender, birth year and club (folded: case, accents
 *   and spacing aside), so that it depends on nothing else in the file.
 * - Namesakes (rows alike in all four) are told apart by their country, nation and chip as well: each gets the hash
 *   of the seven, so which bib is whose does not depend on the order of the rows.
 * - Rows alike in all seven (twins in everything but their times) keep that hash, the second, third… in file
 *   order with `-2`, `-3`… after it.
 * - Two different runners whose 8 digits happen to be the same (one chance in about 7 in a file of 36,000) both
 *   get 16 digits.
 *
 * Only namesakes and such rare pairs depend on other rows; every other bib is the one a file without namesakes
 * always gave.
 */
import { createHash } from 'node:crypto';
import { foldText } from './fold-text.js';

/** What a row says of its runner: name, gender, birth year, club; then country, nation, chip for namesakes. */
export type BibSource = { identity: readonly string[]; extra: readonly string[] };

const SEPARATOR = '\u001f';
/** Starts the text of a namesake's hash, so that it can never equal another runner's plain one. */
const NAMESAKE = '\u001e';
const SHORT = 8;
const LONG = 16;

const fold = (parts: readonly string[]): string[] => parts.map((part) => foldText(part));
const digest = (text: string): string => createHash('sha256').update(text).digest('hex').toUpperCase();

/** The bib of each row, in order; '' for a row that says nothing of its runner (reported as a missing bib). */
export function generateBibs(rows: readonly BibSource[]): string[] {
  const identities = rows.map((row) => {
    const folded = fold(row.identity);
    return folded.every((part) => part === '') ? null : folded.join(SEPARATOR);
  });
  const count = new Map<string, number>();
  for (const identity of identities)
    if (identity !== null) count.set(identity, (count.get(identity) ?? 0) + 1);
  const keys = identities.map((identity, i) =>
    identity === null
      ? null
      : (count.get(identity) ?? 0) > 1
        ? `${NAMESAKE}${identity}${SEPARATOR}${fold(rows[i]?.extra ?? []).join(SEPARATOR)}`
        : identity,
  );
  const hashes = new Map<string, string>();
  for (const key of keys) if (key !== null && !hashes.has(key)) hashes.set(key, digest(key));
  const byShort = new Map<string, number>();
  for (const hash of hashes.values())
    byShort.set(hash.slice(0, SHORT), (byShort.get(hash.slice(0, SHORT)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return keys.map((key) => {
    if (key === null) return '';
    const hash = hashes.get(key) ?? digest(key);
    const short = hash.slice(0, SHORT);
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    const digits = (byShort.get(short) ?? 0) > 1 ? hash.slice(0, LONG) : short;
    return `N${digits}${occurrence > 1 ? `-${occurrence}` : ''}`;
  });
}
