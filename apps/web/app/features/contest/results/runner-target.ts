/**
 * Where a search sends a visitor to one runner: the runner's page of their contest's results, the row highlighted
 * and scrolled to (`?page=N&highlight=<id>&for=<typed>#p-<id>`). The results tab's "find a runner" and the event
 * page's search box both redirect there; the results loader reads `highlight`, `others` and `for` back
 * (find-runner.server.ts).
 */
import { PAGE_SIZE } from '../lists/list-query';

/** A search hit placed in its contest's results (hits have no `resultsRank` before the first computation). */
export type PlacedRunner = { id: string; resultsRank: number };

/**
 * `path` (the results tab, localised or not) with the query and anchor that show `runner` highlighted on their
 * page; `others` other runners matched `typed` too.
 */
export function runnerTarget(path: string, runner: PlacedRunner, typed: string, others: number): string {
  const target = new URLSearchParams({
    page: String(Math.max(1, Math.ceil(runner.resultsRank / PAGE_SIZE))),
    highlight: runner.id,
  });
  if (others > 0) target.set('others', String(others));
  target.set('for', typed);
  return `${path}?${target.toString()}#p-${encodeURIComponent(runner.id)}`;
}
