/**
 * The bibs a visitor follows on the Tracking tab: in the URL (`?bibs=12,345`, so a list can be
 * shared and the server renders it) and in the browser's localStorage (no sign-in).
 */
import { BIB_PATTERN } from './list-query';

/** How many participants one list follows (each costs the server two API calls). */
export const MAX_FOLLOWED = 10;

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
