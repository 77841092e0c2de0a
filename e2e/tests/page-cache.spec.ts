/**
 * Race day from one instance: the origin's response cache as a visitor meets it. Pages answer from memory with a
 * strong ETag (a revalidation is a 304), their Cache-Control follows the data (seconds for a race under way, an
 * hour for final results), their Vary names only what they vary on, and a read that changes a result is on the
 * next request once its change is out (a bounded wait: the recompute after a read is asynchronous).
 */
import { expect, test } from '@playwright/test';
import { tabPath } from '../support/contest';
import { E2E_INGEST_TOKEN, LIVE_RACE } from '../support/live-race-ref';
import { msg } from '../support/site';

const FINAL = tabPath('results');
const LIVE = tabPath('results', LIVE_RACE);

test('a page answers from memory, with a strong ETag, and a revalidation is a 304', async ({ request }) => {
  await request.get(FINAL);
  const cached = await request.get(FINAL);
  expect(cached.headers()['x-cache']).toBe('hit');
  const etag = cached.headers().etag ?? '';
  expect(etag).toMatch(/^"[^"]+"$/);
  const revalidated = await request.get(FINAL, { headers: { 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
  expect(await revalidated.text()).toBe('');
});

test('Cache-Control follows the data: seconds for a race under way, an hour for final results', async ({
  request,
}) => {
  const final = (await request.get(FINAL)).headers();
  expect(final['cache-control']).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
  const live = (await request.get(LIVE)).headers();
  expect(live['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5');
});

test('Vary names what a page varies on: the encoding, and the language only where the URL does not say it', async ({
  request,
}) => {
  expect((await request.get(`/ar${FINAL}`)).headers().vary).toBe('Accept-Encoding');
  expect((await request.get(FINAL)).headers().vary).toBe('Cookie, Accept-Language, Accept-Encoding');
});

test('an unprefixed page is kept per language: a French visitor is never sent the English copy', async ({
  request,
}) => {
  await request.get(FINAL);
  const french = await request.get(FINAL, {
    headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    maxRedirects: 0,
  });
  expect(french.status()).not.toBe(200);
  expect(french.headers().location).toMatch(/^\/fr\//);
});

test('a read that changes a result is on the next page request once its change is out', async ({
  request,
}) => {
  // Bib 2 of the race under way is past 5 km; no other test moves it.
  const participant = `/event/${LIVE_RACE.eventId}/participants/2`;
  const finished = msg('en', 'codes.status.finished');
  await request.get(participant);
  const before = await request.get(participant);
  expect(before.headers()['x-cache']).toBe('hit');
  expect(await before.text()).not.toContain(`>${finished}<`);
  const sent = await request.post('/api/ingest/passings', {
    headers: { authorization: `Bearer ${E2E_INGEST_TOKEN}` },
    data: { passings: [{ ...LIVE_RACE, bib: '2', checkpointId: 'finish', at: new Date().toISOString() }] },
  });
  expect(sent.status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(participant)).text()).includes(`>${finished}<`), {
      timeout: 5_000,
    })
    .toBe(true);
});
