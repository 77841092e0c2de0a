/**
 * Whether the people of an event are "runners": a triathlete, a cyclist or a swimmer is not one, and the pages call
 * them athletes (es participantes, fr concurrents, ar متسابقون) instead. Pure, with a hook for the event pages.
 */
import type { MessageKey } from '../../lib/i18n/catalog';
import { useEventData } from '../../lib/route-data';

export type CompetitorWord = 'runner' | 'athlete';

/** Event types whose people run the whole course. */
const RUNNING_TYPES: ReadonlySet<string> = new Set([
  'running',
  'trail_running',
  'cross_country_running',
  'athletics',
]);

/** `runner` for a running event (and where the type is unknown: the site's default), `athlete` otherwise. */
export function competitorWord(eventType: string | null | undefined): CompetitorWord {
  return eventType == null || RUNNING_TYPES.has(eventType) ? 'runner' : 'athlete';
}

/** The word for the event of the page (routes under /event/{eventId}); `runner` outside one. */
export function useCompetitorWord(): CompetitorWord {
  return competitorWord(useEventData()?.event.type);
}

/** The keys that have an `…Athletes` sibling. */
type CompetitorKey = { [K in MessageKey]: `${K}Athletes` extends MessageKey ? K : never }[MessageKey];

/** The message of `key` for the event's people: its `…Athletes` sibling outside running. */
export function competitorKey(key: CompetitorKey, word: CompetitorWord): MessageKey {
  // `${key}Athletes` is a key: CompetitorKey is made of exactly those.
  return word === 'runner' ? key : (`${key}Athletes` as MessageKey);
}
