/**
 * The cache tags of every kind of public answer (docs/operations.md §Cache tags): Surrogate-Key (space-separated) and
 * Cache-Tag (comma-separated) name the site, the catalogue, the event, its overview, the contest and the participant
 * each answer depends on — what a change purges (`tagsOfChange`) must reach exactly these.
 */
import { tagsOfChange } from '@finishline/reads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './testing/test-app.js';

const E = 'casablanca-marathon-2026';
const CONTEST = `/api/events/${E}/contests/marathon`;
const site = 'site';
const event = `event:${E}`;
const overview = `overview:${E}`;
const marathon = `contest:${E}/marathon`;
/** A contest's lists: what a live contest's lists change (at most every few seconds, ADR 032) purges. */
const lists = `lists:${E}/marathon`;

const KINDS: [string, string, string[]][] = [
  ['event list', '/api/events?period=all', [site, 'catalog']],
  ['event filters', '/api/events/filters', [site, 'catalog']],
  ['cities', '/api/cities', [site, 'catalog']],
  ['countries', '/api/countries', [site]],
  ['event', `/api/events/${E}`, [site, event, overview]],
  ['contests', `/api/events/${E}/contests`, [site, event, overview]],
  ['search', `/api/events/${E}/search/participants?text=casa`, [site, event, overview]],
  ['event calendar', `/api/events/${E}/calendar.ics`, [site, event, overview]],
  ['contest', CONTEST, [site, event, marathon]],
  ['start list', `${CONTEST}/participants`, [site, event, marathon, lists]],
  ['results', `${CONTEST}/results?page=1`, [site, event, marathon, lists]],
  ['CSV export', `${CONTEST}/results.csv`, [site, event, marathon]],
  ['IOF XML export', `${CONTEST}/results.xml`, [site, event, marathon]],
  ['contest calendar', `${CONTEST}/calendar.ics`, [site, event, marathon]],
];

describe('cache tags on every kind of public answer', () => {
  let t: TestApp;
  let participantId: string;
  beforeAll(async () => {
    t = await openTestApp('pglite');
    const results = (await t.app.inject({ url: `${CONTEST}/results` })).json<{ items: { id: string }[] }>();
    participantId = results.items[0]?.id ?? '';
  });
  afterAll(() => t.close());

  it.each(KINDS)('%s', async (_kind, url, tags) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['surrogate-key']).toBe(tags.join(' '));
    expect(response.headers['cache-tag']).toBe(tags.join(','));
    // A 304 carries them too (a CDN revalidating keeps the object's tags).
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['surrogate-key']).toBe(tags.join(' '));
  });

  it('a participant’s answers: the participant, and their contest or the event they move with', async () => {
    const participant = `participant:${E}/${participantId}`;
    const detail = await t.app.inject({ url: `/api/events/${E}/participants/${participantId}` });
    expect(detail.headers['surrogate-key']).toBe([site, event, marathon, participant].join(' '));
    const card = await t.app.inject({ url: `/api/events/${E}/participants/${participantId}/card.png` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['surrogate-key']).toBe([site, event, overview, participant].join(' '));
  });

  it('no tags on what is never shared: errors, streams, writes', async () => {
    const missing = await t.app.inject({ url: `/api/events/${E}/participants/nobody` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['surrogate-key']).toBeUndefined();
  });

  it('a change purges tags that the answers it moves carry, and no other', () => {
    // A recompute of the marathon: its answers and the event's overview; not the 10K's, not the catalogue.
    expect(tagsOfChange({ eventId: E, contestIds: ['marathon'] })).toEqual([marathon, overview]);
    // An import: everything of the event, and the catalogue that lists it.
    expect(tagsOfChange({ eventId: E, contestIds: null })).toEqual([event, 'catalog']);
  });
});
