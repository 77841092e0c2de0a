/**
 * "Find a runner" on the results tab (`?find=`, a GET form, so it works without JavaScript): the best match of the
 * contest is shown on its page of the results, highlighted — a redirect to that page with `highlight=<id>` and the
 * row's anchor, so the URL can be shared. `highlight` then marks the row; a search that finds nobody says so above
 * the first page, with the names the API suggests ("did you mean").
 */
import { redirect } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../shared/search-input';
import { type Reads } from '../../../lib/services.server';
import { findRunners } from '../contest-reads.server';
import type { FoundRunner } from './find-runner';
import { runnerTarget } from './runner-target';

/** What was typed in the box, or the `for` of a redirect, tidied ('' for nothing). */
export function typedIn(url: URL, name: string): string {
  return url.searchParams.get(name)?.trim().slice(0, MAX_SEARCH_LENGTH) ?? '';
}

/** Redirects to the best match, or says what was found (null: no search, nothing highlighted). */
export async function findRunner(
  reads: Reads,
  ref: { eventId: string; contestId: string },
  url: URL,
): Promise<FoundRunner | null> {
  const typed = typedIn(url, 'find');
  const highlight = url.searchParams.get('highlight');
  if (typed === '') {
    if (highlight === null) return null;
    const others = Number(url.searchParams.get('others'));
    return {
      typed: typedIn(url, 'for'),
      highlight,
      others: Number.isInteger(others) && others > 0 ? Math.min(others, 10_000) : 0,
      suggestions: [],
    };
  }
  const found = await findRunners(reads, ref, typed);
  const best = found?.items.find((hit) => hit.resultsRank !== null);
  if (!found || !best || best.resultsRank === null)
    return { typed, highlight: null, others: 0, suggestions: found?.suggestions ?? [] };
  const runner = { id: best.id, resultsRank: best.resultsRank };
  throw redirect(runnerTarget(url.pathname, runner, typed, found.total - 1));
}
