/**
 * Cache tags (design §1): what each public answer depends on, so that a change purges exactly the answers it moves.
 * Every answer carries `site`; an event's answers `event:<id>`, a contest's `contest:<event>/<contest>` too, a
 * participant's `participant:<event>/<participant>`. Ids are URL-safe slugs (no spaces or commas), so the tags fit
 * Surrogate-Key and Cache-Tag headers as they are.
 */
export const SITE_TAG = 'site';

export function eventTag(eventId: string): string {
  return `event:${eventId}`;
}

export function contestTag(eventId: string, contestId: string): string {
  return `contest:${eventId}/${contestId}`;
}

export function participantTag(eventId: string, participantId: string): string {
  return `participant:${eventId}/${participantId}`;
}

/** The tags of an answer about the catalogue (event lists and filters). */
export const CATALOG_TAGS: readonly string[] = [SITE_TAG];

/** The tags of an answer about one event. */
export function eventTags(eventId: string): string[] {
  return [SITE_TAG, eventTag(eventId)];
}

/** The tags of an answer about one contest. */
export function contestTags(eventId: string, contestId: string): string[] {
  return [SITE_TAG, eventTag(eventId), contestTag(eventId, contestId)];
}
