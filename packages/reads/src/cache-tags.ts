/**
 * Cache tags (design §1, docs/operations.md §Cache tags): what each public answer depends on, so that a change purges
 * exactly the answers it moves — in the origin's own cache and at the edge (Surrogate-Key, Cache-Tag). Every answer
 * carries `site`; catalogue lists `catalog`; every answer about an event `event:<id>`; the answers about the event as
 * a whole (its page, contests, search: they show every contest's state and counts) `overview:<id>`; a contest's
 * `contest:<event>/<contest>`; a participant's `participant:<event>/<participant>` too. Ids are URL-safe slugs (no
 * spaces or commas), so the tags fit both headers as they are.
 */
export const SITE_TAG = 'site';
export const CATALOG_TAG = 'catalog';

export function eventTag(eventId: string): string {
  return `event:${eventId}`;
}

export function overviewTag(eventId: string): string {
  return `overview:${eventId}`;
}

export function contestTag(eventId: string, contestId: string): string {
  return `contest:${eventId}/${contestId}`;
}

/** A contest's lists (results, start list, coming next): moved by a live contest at most every few seconds. */
export function listsTag(eventId: string, contestId: string): string {
  return `lists:${eventId}/${contestId}`;
}

export function participantTag(eventId: string, participantId: string): string {
  return `participant:${eventId}/${participantId}`;
}

/** The tags of an answer about the catalogue (event lists and filters, the sitemap). */
export const CATALOG_TAGS: readonly string[] = [SITE_TAG, CATALOG_TAG];

/** The tags of an answer about one event as a whole. */
export function eventTags(eventId: string): string[] {
  return [SITE_TAG, eventTag(eventId), overviewTag(eventId)];
}

/** The tags of an answer about one contest. */
export function contestTags(eventId: string, contestId: string): string[] {
  return [SITE_TAG, eventTag(eventId), contestTag(eventId, contestId)];
}

/** The tags of a list of one contest (results, start list, coming next): a contest's, and its lists'. */
export function listTags(eventId: string, contestId: string): string[] {
  return [...contestTags(eventId, contestId), listsTag(eventId, contestId)];
}

/** The tags of an answer about one participant (of a contest). */
export function participantTags(eventId: string, contestId: string, participantId: string): string[] {
  return [...contestTags(eventId, contestId), participantTag(eventId, participantId)];
}

/**
 * A change as the database announces it (EventChanged): the event, and its contests when only they changed; a live
 * step's (ADR 032) also says what moved — its runners, and the contest's lists — and names the runners.
 */
export type TaggedChange = {
  eventId: string;
  contestIds?: readonly string[] | null;
  live?: 'runners' | 'lists' | undefined;
  participantIds?: readonly string[] | null | undefined;
};

/**
 * What a live step's change moves (ADR 032): `hard`, the answers about its runners (or, unnamed, the contests'
 * answers), which show their new data at once; `soft`, the contests' lists and the event's overview, which may be
 * sent stale while they are rendered again. Null for a change that is not a live step.
 */
export function liveTagsOfChange(change: TaggedChange): { hard: string[]; soft: string[] } | null {
  const { eventId, contestIds, live, participantIds } = change;
  if (live === undefined || contestIds == null) return null;
  const hard =
    participantIds == null
      ? contestIds.map((contestId) => contestTag(eventId, contestId))
      : participantIds.map((participantId) => participantTag(eventId, participantId));
  const soft =
    live === 'lists'
      ? [...contestIds.map((contestId) => listsTag(eventId, contestId)), overviewTag(eventId)]
      : [];
  return { hard, soft };
}

/**
 * The tags a change purges: a contest's recompute or privacy change moves its answers and the event's overview; a
 * change to the event as a whole (an import) moves every answer about it, and the catalogue that lists it.
 */
export function tagsOfChange(change: TaggedChange): string[] {
  const live = liveTagsOfChange(change);
  if (live !== null) return [...live.hard, ...live.soft];
  const { eventId, contestIds } = change;
  if (contestIds == null) return [eventTag(eventId), CATALOG_TAG];
  return [...contestIds.map((contestId) => contestTag(eventId, contestId)), overviewTag(eventId)];
}

/** The two headers that carry tags: Surrogate-Key (Fastly, Varnish xkey) space-separated; Cache-Tag (Cloudflare). */
export function tagHeaders(tags: readonly string[]): { 'surrogate-key': string; 'cache-tag': string } {
  return { 'surrogate-key': tags.join(' '), 'cache-tag': tags.join(',') };
}
