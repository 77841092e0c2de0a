/**
 * The results widget that organisers frame on their own sites (docs/embed.md): its paths and its query. Shared by
 * the root layout (a bare page, its own theme), entry.server.tsx (cache variant) and the widget's route. Its
 * framing headers are chosen by packages/server's security-settings (`isEmbedPath`), whose rule this one mirrors.
 */
import { DEFAULT_LOCALE, type Locale, localizePath } from './i18n/locales';
import { embedContestPath } from '@finishline/contract/page-paths';

const EMBED_PATH = /^\/(?:[a-z]{2}\/)?embed\//;

/** Whether `pathname` is one of the widget's pages (or their data requests). */
export function isEmbedPath(pathname: string): boolean {
  return EMBED_PATH.test(pathname);
}

export const EMBED_THEMES = ['auto', 'light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export const EMBED_TOP_DEFAULT = 10;
export const EMBED_TOP_MAX = 100;

export type EmbedQuery = { top: number; theme: EmbedTheme; live: boolean };

/** The widget's query; anything invalid falls back to its default (a widget never shows an error for it). */
export function parseEmbedQuery(params: URLSearchParams): EmbedQuery {
  const topText = params.get('top')?.trim() ?? '';
  const top = /^\d{1,3}$/.test(topText) ? Number(topText) : Number.NaN;
  const theme = params.get('theme');
  return {
    top: top >= 1 && top <= EMBED_TOP_MAX ? top : EMBED_TOP_DEFAULT,
    theme: (EMBED_THEMES as readonly (string | null)[]).includes(theme) ? (theme as EmbedTheme) : 'auto',
    live: params.get('live') === '1',
  };
}

/** The widget's path and query in `locale`, defaults left out. */
export function embedPath(
  locale: Locale,
  eventId: string,
  contestId: string,
  query: Partial<EmbedQuery> = {},
): string {
  const path = embedContestPath(eventId, contestId);
  const params = new URLSearchParams();
  params.set('top', String(query.top ?? EMBED_TOP_DEFAULT));
  if (query.theme && query.theme !== 'auto') params.set('theme', query.theme);
  if (query.live) params.set('live', '1');
  return `${localizePath(locale ?? DEFAULT_LOCALE, path)}?${params.toString()}`;
}
