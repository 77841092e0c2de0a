/**
 * The My runners page's list in its URL, so the server renders it and it can be shared:
 * `?runners=marathon:12,345;half:7` — contests separated by `;`, each `contestId:bibs`.
 */
import { type FollowList, parseFollowed } from './follow-store';

export const RUNNERS_PARAM = 'runners';

const CONTEST_ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/;

/**
 * The lists of a `runners` value: valid contest ids (of `contestIds`, in that order, when given), each once
 * (repeats merged), with their valid bibs; contests left with no bib are dropped.
 */
export function parseRunners(text: string | null | undefined, contestIds?: readonly string[]): FollowList[] {
  if (!text) return [];
  const byContest = new Map<string, string>();
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    const contestId = part.slice(0, colon).trim();
    if (colon < 1 || !CONTEST_ID.test(contestId)) continue;
    if (contestIds && !contestIds.includes(contestId)) continue;
    const before = byContest.get(contestId);
    byContest.set(contestId, before ? `${before},${part.slice(colon + 1)}` : part.slice(colon + 1));
  }
  const lists = [...byContest].flatMap(([contestId, bibs]) => {
    const parsed = parseFollowed(bibs);
    return parsed.length > 0 ? [{ contestId, bibs: parsed }] : [];
  });
  return contestIds ? orderLists(lists, contestIds) : lists;
}

/** The lists in the event's order of contests (others after them, by id). */
export function orderLists(lists: readonly FollowList[], contestIds: readonly string[]): FollowList[] {
  const rank = (id: string) => {
    const index = contestIds.indexOf(id);
    return index === -1 ? contestIds.length : index;
  };
  return [...lists].sort(
    (a, b) => rank(a.contestId) - rank(b.contestId) || a.contestId.localeCompare(b.contestId),
  );
}

/** The `runners` value: `marathon:12,345;half:7` ('' for none). Ids and bibs need no escaping. */
export function formatRunners(lists: readonly FollowList[]): string {
  return lists
    .filter((list) => list.bibs.length > 0)
    .map((list) => `${list.contestId}:${list.bibs.join(',')}`)
    .join(';');
}

/** `?runners=…`; `?runners=` for an empty list, so the page does not fill it in from storage. */
export function runnersSearch(lists: readonly FollowList[]): string {
  return `?${RUNNERS_PARAM}=${formatRunners(lists)}`;
}

/** How many runners the lists hold. */
export function countRunners(lists: readonly FollowList[]): number {
  return lists.reduce((sum, list) => sum + list.bibs.length, 0);
}
