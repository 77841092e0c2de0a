/**
 * The home page's default view: events on today first, then the latest results, then what is coming.
 * Built from two API pages: upcoming events by first day ascending (those on today come first, as their
 * first day is today or earlier) and completed events by first day descending.
 */
import type { EventList, EventSummary } from '@finishline/contract';
import { LATEST_SECTION_SIZE } from './events-query';

export type LatestSections = {
  ongoing: EventSummary[];
  recent: EventSummary[];
  upcoming: EventSummary[];
  /** Whether more completed / upcoming events exist than the sections show. */
  moreRecent: boolean;
  moreUpcoming: boolean;
};

export function splitLatest(upcoming: EventList, past: EventList): LatestSections {
  const ongoing = upcoming.items.filter((event) => event.state === 'ongoing');
  const later = upcoming.items.filter((event) => event.state !== 'ongoing');
  const laterTotal = upcoming.total - ongoing.length;
  return {
    ongoing,
    recent: past.items.slice(0, LATEST_SECTION_SIZE),
    upcoming: later.slice(0, LATEST_SECTION_SIZE),
    moreRecent: past.total > LATEST_SECTION_SIZE,
    moreUpcoming: laterTotal > LATEST_SECTION_SIZE,
  };
}
