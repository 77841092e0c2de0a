/**
 * The widget's copy-paste snippet and the form that builds it (server and browser alike: without JavaScript the form
 * submits as GET and the server renders the snippet; with it, the snippet follows the form as it changes).
 */
import { embedPath, type EmbedTheme, parseEmbedQuery } from '../../lib/embed';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../lib/i18n/locales';

export type Race = {
  eventId: string;
  eventName: string;
  contestId: string;
  contestName: string;
  state: string;
};

export type WidgetForm = { race: string; top: number; theme: EmbedTheme; lang: Locale; live: boolean };

/** A race's form value: `eventId/contestId` (ids are URL-safe slugs, so the slash cannot be part of one). */
export function raceValue(race: Pick<Race, 'eventId' | 'contestId'>): string {
  return `${race.eventId}/${race.contestId}`;
}

/**
 * The form's values from the page's query: the race asked for if it exists, else the first finished one (its
 * results make the best example), else the first; `lang` the page's language unless one is asked for.
 */
export function parseWidgetForm(
  params: URLSearchParams,
  races: readonly Race[],
  pageLocale: Locale,
): WidgetForm {
  const { top, theme, live } = parseEmbedQuery(params);
  const asked = params.get('race');
  const race =
    races.find((candidate) => raceValue(candidate) === asked) ??
    races.find((candidate) => candidate.state === 'completed') ??
    races[0];
  const lang = params.get('lang');
  return {
    race: race ? raceValue(race) : '',
    top,
    theme,
    lang: isLocale(lang) ? lang : pageLocale,
    live,
  };
}

/** The widget's path for the form's values (relative: the preview frames it from this very site). */
export function widgetPath(form: WidgetForm): string {
  const [eventId = '', contestId = ''] = form.race.split('/');
  return embedPath(form.lang ?? DEFAULT_LOCALE, eventId, contestId, form);
}

/** A reasonable height for `top` rows (each about 46 px, plus the names and the link). */
export function widgetHeight(top: number): number {
  return Math.min(4800, 180 + top * 46);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A URL as an attribute: its `&`s left as they are (as people write them; no character reference can follow). */
function urlAttribute(url: string): string {
  return url.replace(/"/g, '%22').replace(/</g, '%3C');
}

/** The `<iframe>` an organiser pastes into their page. */
export function widgetSnippet(origin: string, form: WidgetForm, title: string): string {
  return (
    `<iframe src="${urlAttribute(origin + widgetPath(form))}" title="${escapeAttribute(title)}" ` +
    `width="100%" height="${widgetHeight(form.top)}" style="border:0" loading="lazy"></iframe>`
  );
}
