/** * The runners of a comparison travel in the URL (`?bibs=12,345,678`), so a comparison can be shared and the server
 * renders it. The form sends one field per runner (`?bib=12&bib=345`); the loader tidies that into `?bibs=`.
 */
import { comparePagePath } from '@finishline/contract/page-paths';

/** A comparison needs two runners; more than four lines and columns stop being readable, on a phone above all. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** The form's field per runner, repeated. */
export const BIB_FIELD = 'bib';

/** A bib: the contract's BIB_SOURCE, repeated here as browser code takes only types from the contract. */
const BIB = /^[A-Za-z0-9-]{1,16}$/;

/** More than anyone types in four fields; keeps a pasted list from growing the URL without end. */
const MAX_READ = 20;

/** Bibs from free text (`12, 345 12;x!`): valid ones, deduplicated case-insensitively, in order. */
export function parseBibs(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const bibs: string[] = [];
  for (const part of (text ?? '').split(/[\s,;]+/)) {
    if (!BIB.test(part) || seen.has(part.toUpperCase())) continue;
    seen.add(part.toUpperCase());
    bibs.push(part);
    if (bibs.length === MAX_READ) break;
  }
  return bibs;
}

export type ComparedBibs = {
  /** Valid bibs, deduplicated case-insensitively, in the order given, at most MAX_COMPARED. */
  bibs: string[];
  /** More were given than a comparison takes: the first ones are kept. */
  isCapped: boolean;
};

export function parseCompareBibs(text: string | null | undefined): ComparedBibs {
  const all = parseBibs(text);
  return { bibs: all.slice(0, MAX_COMPARED), isCapped: all.length > MAX_COMPARED };
}

/** `?bibs=12,345`; nothing for an empty list (the bare page shows the form). */
export function compareSearch(bibs: readonly string[]): string {
  return bibs.length === 0 ? '' : `?bibs=${bibs.map(encodeURIComponent).join(',')}`;
}

/** The compare page of a contest, without its locale prefix. */
export function comparePath(eventId: string, contestId: string, bibs: readonly string[] = []): string {
  return `${comparePagePath(eventId, contestId)}${compareSearch(bibs)}`;
}

/**
 * Where the form's request (`?bib=…&bib=…`) goes: the same page with the tidy `?bibs=` list, or null when the
 * request is already tidy. A field may hold several bibs (`12 345`); all are kept, so that the page can say
 * when more than four were asked for.
 */
export function formRedirect(pathname: string, params: URLSearchParams): string | null {
  const fields = params.getAll(BIB_FIELD);
  if (fields.length === 0) return null;
  return `${pathname}${compareSearch(parseBibs(fields.join(',')))}`;
}

export function withoutBib(bibs: readonly string[], bib: string): string[] {
  return bibs.filter((b) => b.toUpperCase() !== bib.toUpperCase());
}
