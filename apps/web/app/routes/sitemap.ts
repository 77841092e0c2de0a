import type { EventSummary } from '@finishline/contract';
import type { Route } from './+types/sitemap';
import { buildSitemap, type SitemapPage } from '../features/seo/build-sitemap';
import { read, type Reads, readsOf } from '../lib/services.server';
import { siteOrigin } from '../lib/site-origin.server';
import {
  contestPath,
  developersPath,
  eventPath,
  eventsPath,
  participantsPath,
} from '@finishline/contract/page-paths';

const PAGE_SIZE = 500;
const MAX_PAGES = 20;

async function allEvents(reads: Reads): Promise<EventSummary[]> {
  const events: EventSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await read(reads.events({ period: 'all', sort: 'date', page, pageSize: PAGE_SIZE }));
    events.push(...list.items);
    if (page * PAGE_SIZE >= list.total || list.items.length === 0) break;
  }
  return events;
}

export async function loader({ context }: Route.LoaderArgs) {
  const events = await allEvents(readsOf(context));
  // The widget's pages (/embed/…) are not listed: they are made to be framed, not visited.
  const pages: SitemapPage[] = [{ path: eventsPath() }, { path: developersPath() }];
  for (const event of events) {
    pages.push({ path: eventPath(event.id) }, { path: participantsPath(event.id) });
    for (const contest of event.contests) {
      pages.push({ path: contestPath(event.id, contest.id, 'results') });
    }
  }
  return new Response(buildSitemap(siteOrigin(), pages), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  });
}
