/**
 * The paths of the site's pages (apps/web/app/routes.ts), built in one place: the site's links, redirects, canonical
 * URLs and sitemap, and the API's absolute links (the calendar's URL) all come from here. A builder returns the path
 * without a language prefix; `localizePath` adds the prefix as the site does it (English has none, the others
 * `/es`, `/fr`, `/ar`). Every id is percent-encoded. This module imports no schema, so the browser can load it
 * alone (`@finishline/contract/page-paths`).
 */
import { type LocaleCode } from './codes.js';

/** The contest area's tabs, in the order of the specification (§2), and their path segments. */
export const CONTEST_TABS = ['information', 'startlist', 'tracking', 'results', 'live', 'contact'] as const;
export type ContestTab = (typeof CONTEST_TABS)[number];

/** A query string's parameters, in order; empty and absent values are left out. */
export type PathQuery = Readonly<Record<string, string | undefined>>;

const enc = encodeURIComponent;

/** `path?key=value&…`, percent-encoded as a link is written (a space is `%20`, not `+`). */
function withQuery(path: string, query: PathQuery | undefined): string {
  const pairs = Object.entries(query ?? {}).filter(
    (pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== '',
  );
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([key, value]) => `${enc(key)}=${enc(value)}`).join('&')}`;
}

/** The home page: the events list. */
export function eventsPath(): string {
  return '/';
}

/** The developers page (API and widget documentation). */
export function developersPath(): string {
  return '/developers';
}

/** An event's page. */
export function eventPath(eventId: string): string {
  return `/event/${enc(eventId)}`;
}

/** The list of an event's contests. */
export function eventContestsPath(eventId: string): string {
  return `${eventPath(eventId)}/contest`;
}

/** A contest's area, or one of its tabs. */
export function contestPath(eventId: string, contestId: string, tab?: ContestTab): string {
  const base = `${eventContestsPath(eventId)}/${enc(contestId)}`;
  return tab === undefined ? base : `${base}/${tab}`;
}

/** A contest's compare page (its `?bibs=` list is built by the page, apps/web compare-bibs.ts). */
export function comparePagePath(eventId: string, contestId: string): string {
  return `${contestPath(eventId, contestId)}/compare`;
}

/** An event's participants list or search, with its query (`q`, `contest`, `club`, …). */
export function participantsPath(eventId: string, query?: PathQuery): string {
  return withQuery(`${eventPath(eventId)}/participants`, query);
}

/** A participant's page. */
export function participantPath(eventId: string, participantId: string): string {
  return `${eventPath(eventId)}/participants/${enc(participantId)}`;
}

/** An event's "My runners" page. */
export function myRunnersPath(eventId: string): string {
  return `${eventPath(eventId)}/my-runners`;
}

/** The results widget of a contest (docs/embed.md). */
export function embedContestPath(eventId: string, contestId: string): string {
  return `/embed/event/${enc(eventId)}/contest/${enc(contestId)}`;
}

/** The language pages have no prefix in. */
export const UNPREFIXED_LOCALE = 'en' satisfies LocaleCode;

/** The path of `rest` (a path without prefix, such as `/event/x`) in `locale`. */
export function localizePath(locale: LocaleCode, rest: string): string {
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  if (locale === UNPREFIXED_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
