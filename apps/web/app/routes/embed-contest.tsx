/**
 * The results widget organisers frame on their own sites (docs/embed.md): a contest's top N in the language of the
 * URL, bare (root.tsx renders no header or footer on /embed/ paths, and the theme `theme=` asks for), framable by
 * any site (lib/csp.server.ts). With `live=1` it follows an ongoing contest, reading the standings every 15 s.
 */
import type { Route } from './+types/embed-contest';
import { findResults } from '../features/contest/contest-reads.server';
import { EmbedResults } from '../features/embed/embed-results';
import { toEmbedRow } from '../features/embed/embed-rows';
import { useLiveRefresh } from '../features/embed/use-live-refresh';
import { read, readsOf } from '../lib/services.server';
import { parseEmbedQuery } from '../lib/embed';
import { DEFAULT_LOCALE, isLocale, localizePath } from '../lib/i18n/locales';
import { metaI18n } from '../lib/meta-i18n';
import { findRootData, pageTitle } from '../lib/seo';
import { siteOrigin } from '../lib/site-origin.server';
import { contestPath } from '@finishline/contract/page-paths';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const reads = readsOf(context);
  const ref = { eventId: params.eventId, contestId: params.contestId };
  const query = parseEmbedQuery(url.searchParams);
  const [event, contest, list] = await Promise.all([
    read(reads.event(ref)),
    read(reads.contest(ref)),
    findResults(reads, ref, { page: 1, pageSize: query.top }),
  ]);
  const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
  return {
    query,
    event: { id: event.id, name: event.name },
    contest: { id: contest.id, name: contest.name, state: contest.state, precisionMs: contest.precisionMs },
    rows: list.items.map(toEmbedRow),
    fullResultsUrl: `${siteOrigin()}${localizePath(locale, contestPath(event.id, contest.id, 'results'))}`,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = findRootData(matches);
  if (!root || !loaderData) return [];
  const { t } = metaI18n(matches);
  return [
    {
      title: pageTitle(
        root,
        t('embed.meta.title', { contest: loaderData.contest.name, event: loaderData.event.name }),
      ),
    },
  ];
}

export default function EmbedContest({ loaderData }: Route.ComponentProps) {
  const { query, event, contest, rows, fullResultsUrl } = loaderData;
  const isLive = query.live && contest.state === 'ongoing';
  useLiveRefresh(isLive);
  return (
    <EmbedResults
      eventName={event.name}
      contestName={contest.name}
      rows={rows}
      precisionMs={contest.precisionMs}
      isLive={isLive}
      fullResultsUrl={fullResultsUrl}
    />
  );
}
