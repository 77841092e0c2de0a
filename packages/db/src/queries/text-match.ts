/** Word-prefix text matching over the folded `search` columns (see search_fold in migration 0000). */
import { sql, type SQL } from 'drizzle-orm';

/** The words of a query: split on white space, at most 8 (longer queries add nothing but cost). */
export function queryWords(text: string): string[] {
  return text.trim().split(/\s+/u).filter(Boolean).slice(0, 8);
}

/** A word folded like the column and escaped for LIKE, in SQL (so the fold is exactly the column's). */
function foldedPattern(word: string): SQL {
  return sql`replace(replace(replace(search_fold(${word}), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
}

/**
 * Every word of `text` starts a word of `column` — case-, accent- and diacritic-insensitive, Latin or
 * Arabic ("jose" finds "José", "EL IDRISSI" finds "Amina El Idrissi", "مح" finds "محمد"). Both LIKE
 * patterns are served by the column's pg_trgm GIN index. Null when `text` has no words.
 */
export function matchesWordPrefixes(column: SQL, text: string): SQL | null {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const each = words.map((word) => {
    const pattern = foldedPattern(word);
    return sql`(${column} like ${pattern} || '%' or ${column} like '% ' || ${pattern} || '%')`;
  });
  return sql.join(each, sql` and `);
}
