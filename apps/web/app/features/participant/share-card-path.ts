import type { Locale } from '../../lib/i18n/locales';

/** Where the API serves a participant's share card (PNG, 1200×630) in `locale`, on the site's origin. */
export function shareCardPath(eventId: string, participantId: string, locale: Locale): string {
  const part = encodeURIComponent;
  return `/api/events/${part(eventId)}/participants/${part(participantId)}/card.png?locale=${locale}`;
}
