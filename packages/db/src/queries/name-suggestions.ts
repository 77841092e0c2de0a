/**
 * Ranking of "did you mean" candidates (search-participants.ts): trigram similarity finds them fast but ranks
 * transpositions and short names poorly ("jonh" is nearer "jonas" than "john" by trigrams), so the candidates
 * are ranked again here by edits per typed word. All strings arrive folded by search_fold(), single-spaced.
 */

/** A name or club of the search vocabulary (the search_names table). */
export type NameCandidate = { name: string; shown: string; refs: number };

/**
 * Optimal string alignment distance (Levenshtein plus transposition of neighbours), by code point, giving up
 * past `limit` (the result is then `limit + 1`).
 */
export function editDistance(a: string, b: string, limit: number): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length] ?? 0, limit + 1);
}

/** Edits a typed word may be off by: none for one or two letters, then one more every few letters. */
export function allowedEdits(word: string): number {
  const length = Array.from(word).length;
  return length <= 2 ? 0 : length <= 5 ? 1 : length <= 9 ? 2 : 3;
}

/**
 * Edits from a typed word to a word of a name, or null when too far. The search matches word starts, so the
 * typed word may also be a (mistyped) start of the name's word, at half an edit more.
 */
function wordEdits(typed: string, word: string): number | null {
  const limit = allowedEdits(typed);
  const whole = editDistance(typed, word, limit);
  const start = Array.from(word).slice(0, Array.from(typed).length).join('');
  const prefix = start === word ? whole : editDistance(typed, start, limit) + (start === typed ? 0 : 0.5);
  const best = Math.min(whole, prefix);
  return best <= limit ? best : null;
}

type Fit = { matched: number; edits: number; extra: number };

/** How well a name answers the typed words: how many it matches, with how many edits, and its other words. */
function fit(typed: readonly string[], name: readonly string[]): Fit {
  const used = new Set<number>();
  let matched = 0;
  let edits = 0;
  for (const word of typed) {
    let best: { index: number; edits: number } | null = null;
    name.forEach((candidate, index) => {
      if (used.has(index)) return;
      const found = wordEdits(word, candidate);
      if (found !== null && (best === null || found < best.edits)) best = { index, edits: found };
    });
    if (best === null) continue;
    const { index, edits: wordCost } = best;
    used.add(index);
    matched += 1;
    edits += wordCost;
  }
  return { matched, edits, extra: name.length - used.size };
}

/** Whether searching `picked` (every word at a word start) would also find `name`. */
function finds(picked: readonly string[], name: readonly string[]): boolean {
  return picked.every((word) => name.some((other) => other.startsWith(word)));
}

/**
 * Up to `limit` names to offer for `typed`, best first: among the candidates that match the most typed words
 * (within allowedEdits each), the fewest edits, then the fewest other words, then the most common. A name
 * that searching an earlier suggestion would find anyway is left out ("Müller" makes "Anna Müller" redundant).
 */
export function rankSuggestions(typed: string, candidates: readonly NameCandidate[], limit = 5): string[] {
  const words = typed.split(' ').filter((word) => word !== '');
  if (words.length === 0) return [];
  const scored = candidates
    .map((candidate) => {
      const name = candidate.name.split(' ');
      return { ...candidate, words: name, fit: fit(words, name) };
    })
    .filter((candidate) => candidate.fit.matched > 0 && candidate.name !== typed);
  const most = Math.max(0, ...scored.map((candidate) => candidate.fit.matched));
  const ranked = scored
    .filter((candidate) => candidate.fit.matched === most)
    .sort(
      (a, b) =>
        a.fit.edits - b.fit.edits ||
        a.fit.extra - b.fit.extra ||
        b.refs - a.refs ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
  const picked: (typeof ranked)[number][] = [];
  for (const candidate of ranked) {
    if (picked.length >= limit) break;
    if (picked.some((earlier) => finds(earlier.words, candidate.words))) continue;
    picked.push(candidate);
  }
  return picked.map((candidate) => candidate.shown);
}
