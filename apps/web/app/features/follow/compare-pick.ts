/**
 * "Compare these" on My runners: the compare page takes a few runners of one race (MAX_COMPARED, passed in by the
 * route, since features do not import each other), so a race's followed runners are ticked for it — the first
 * ones followed, and the visitor may tick others instead. Runners the race does not know cannot be compared.
 */
import type { MyRunner } from './my-runner';

/** The bibs a race's runners can be compared by: the found ones, in the order followed. */
export function comparableBibs(runners: readonly MyRunner[]): string[] {
  return runners.filter((runner) => runner.isFound).map((runner) => runner.bib);
}

/** The ticked bibs to start with: the first `max` comparable ones. */
export function initialPicks(runners: readonly MyRunner[], max: number): string[] {
  return comparableBibs(runners).slice(0, max);
}

/**
 * `picks` after a tick or untick of `bib`: unticking removes it; ticking adds it unless `max` are already ticked
 * (the page disables those boxes). The result keeps the race's order and only comparable bibs.
 */
export function togglePick(
  picks: readonly string[],
  bib: string,
  runners: readonly MyRunner[],
  max: number,
): string[] {
  const wanted = bib.toUpperCase();
  const isPicked = picks.some((pick) => pick.toUpperCase() === wanted);
  if (!isPicked && picks.length >= max) return [...picks];
  const chosen = new Set(picks.map((pick) => pick.toUpperCase()));
  if (isPicked) chosen.delete(wanted);
  else chosen.add(wanted);
  return comparableBibs(runners).filter((candidate) => chosen.has(candidate.toUpperCase()));
}
