/**
 * The bibs a visitor follows on the Tracking tab: in the URL (`?bibs=12,345`, so a list can be
 * shared and the server renders it) and in the browser's localStorage (no sign-in).
 */
import { BIB_PATTERN } from '../lists/list-query';

/**
 * How many participants one list follows: "any number" in practice (a club, a running group), with a safety
 * limit, the API's (one call loads the whole list). The list travels in the URL: 200 bibs of at most 16
 * characters and their commas stay under 3.5 kB, well inside what browsers, nginx (8 kB) and Node (16 kB of
 * headers) accept. During the race only the cards of runners with new reads are loaded again, spaced out as the
 * list grows (reloadGapMs).
 */
// The API's MAX_TRACKED_BIBS, repeated so the browser bundle does not pull in the contract's schemas.
export const MAX_FOLLOWED = 200;

/** Query flag of the Tracking tab's partial reloads that already have the course drawing: the cards alone. */
export const CARDS_ONLY_PARAM = { name: 'cards', value: 'only' } as const;

/**
 * Characters the "follow" field takes: a pasted list of a hundred or more bibs. With a full list already in the
 * URL, the form's request (`?bibs=…&add=…`) still stays under 8 kB.
 */
export const ADD_MAX_LENGTH = 2000;

/**
 * The shortest time between two reloads of the Tracking tab for new reads of followed runners. The runners of
 * a long list pass more often, and a reload loads the cards of those seen since the last one together (or every
 * card, when the stream went too fast to tell): at once for a handful, 2.5 s for 100, 5 s at most. The
 * estimates keep moving every second in between.
 */
export function reloadGapMs(followed: number): number {
  return Math.min(5_000, Math.max(0, followed) * 25);
}

/** Bibs from free text (`12, 345 12;x!`): valid ones, deduplicated case-insensitively, in order. */
export function parseBibs(text: string | null | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const bibs: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const bib = part.trim();
    if (!BIB_PATTERN.test(bib) || seen.has(bib.toUpperCase())) continue;
    seen.add(bib.toUpperCase());
    bibs.push(bib);
    if (bibs.length === MAX_FOLLOWED) break;
  }
  return bibs;
}

export function addBibs(bibs: string[], text: string | null | undefined): string[] {
  return parseBibs([...bibs, ...parseBibs(text)].join(','));
}

export function removeBib(bibs: string[], bib: string): string[] {
  return bibs.filter((b) => b.toUpperCase() !== bib.toUpperCase());
}

/** `?bibs=12,345`; `?bibs=` for an emptied list, so it does not come back from storage. */
export function bibsSearch(bibs: string[]): string {
  return `?bibs=${bibs.map(encodeURIComponent).join(',')}`;
}

/** The localStorage key of one contest's list. */
export function storageKey(eventId: string, contestId: string): string {
  return `finishline:tracking:${eventId}:${contestId}`;
}
