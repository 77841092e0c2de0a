import type { EventList, EventSummary } from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import { LATEST_SECTION_SIZE } from './events-query';
import { splitLatest } from './latest-sections';

function event(id: string, state: EventSummary['state']): EventSummary {
  return {
    id,
    name: id,
    type: 'running',
    country: 'MA',
    city: 'Rabat',
    dateFrom: '2026-11-24',
    dateTo: '2026-11-24',
    timeZone: 'Africa/Casablanca',
    state,
    contests: [],
  };
}

const page = (items: EventSummary[], total = items.length): EventList => ({
  items,
  total,
  page: 1,
  pageSize: 60,
});

describe('splitLatest', () => {
  it('puts the events on now first, then the latest results, then the ones to come', () => {
    const upcoming = page([event('live', 'ongoing'), event('next', 'upcoming'), event('later', 'upcoming')]);
    const past = page([event('last-month', 'completed')], 1);
    expect(splitLatest(upcoming, past)).toEqual({
      ongoing: [upcoming.items[0]],
      recent: past.items,
      upcoming: [upcoming.items[1], upcoming.items[2]],
      moreRecent: false,
      moreUpcoming: false,
    });
  });

  it('caps the results and upcoming sections, and says when there are more', () => {
    const many = (state: EventSummary['state']) =>
      Array.from({ length: LATEST_SECTION_SIZE + 2 }, (_, i) => event(`${state}-${i}`, state));
    const sections = splitLatest(
      page([event('live', 'ongoing'), ...many('upcoming')]),
      page(many('completed').slice(0, LATEST_SECTION_SIZE), 40),
    );
    expect(sections.upcoming).toHaveLength(LATEST_SECTION_SIZE);
    expect(sections.recent).toHaveLength(LATEST_SECTION_SIZE);
    expect(sections).toMatchObject({ moreRecent: true, moreUpcoming: true });
  });
});
