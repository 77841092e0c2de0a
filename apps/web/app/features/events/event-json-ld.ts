import type { EventDetail } from '@finishline/contract';

/** schema.org SportsEvent for search engines, with each contest as a sub-event. */
export function eventJsonLd(
  event: EventDetail,
  input: { url: string; sport: string; countryName: string },
): Record<string, unknown> {
  const location = {
    '@type': 'Place',
    name: `${event.city}, ${input.countryName}`,
    address: { '@type': 'PostalAddress', addressLocality: event.city, addressCountry: event.country },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.name,
    url: input.url,
    sport: input.sport,
    startDate: event.dateFrom,
    endDate: event.dateTo,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location,
    ...(event.description ? { description: event.description } : {}),
    subEvent: event.contests.map((contest) => ({
      '@type': 'SportsEvent',
      name: `${event.name} — ${contest.name}`,
      startDate: contest.startTime,
      sport: input.sport,
      location,
    })),
  };
}
