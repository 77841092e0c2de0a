import { type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cacheKeyOf, type VariantOf } from './cache-key.js';

function req(url: string, headers: Record<string, string> = {}, method = 'GET'): IncomingMessage {
  return { method, url, headers: { host: 'results.example', ...headers } } as unknown as IncomingMessage;
}

/** As the site's entry says: unprefixed pages vary by the visitor's language. */
const variantOf: VariantOf = (path, headers) =>
  /^\/(es|fr|ar)(\/|$)/.test(path) ? '' : String(headers['accept-language'] ?? 'en').slice(0, 2);

describe('cacheKeyOf', () => {
  it('tags pages and API reads with their event, everything else with the catalogue', () => {
    expect(cacheKeyOf(req('/ar/event/city-10k/contest/10k/results'), variantOf)).toMatchObject({
      kind: 'page',
      tag: 'event:city-10k',
    });
    expect(cacheKeyOf(req('/event/city-10k/participants/3.data?_routes=x'), variantOf)?.tag).toBe(
      'event:city-10k',
    );
    expect(cacheKeyOf(req('/api/events/city%2010k/contests'), null)).toMatchObject({
      kind: 'api',
      tag: 'event:city 10k',
    });
    expect(cacheKeyOf(req('/?period=past'), variantOf)?.tag).toBe('catalog');
    expect(cacheKeyOf(req('/api/events?page=2'), null)?.tag).toBe('catalog');
  });

  it('normalises the query and keys by host and the page’s variant', () => {
    const key = (url: string, headers: Record<string, string> = {}) =>
      cacheKeyOf(req(url, headers), variantOf)?.key;
    expect(key('/event/x/contest/y/results?page=2&gender=f')).toBe(
      key('/event/x/contest/y/results?gender=f&club=&page=2'),
    );
    expect(key('/event/x')).not.toBe(key('/event/x', { host: 'other.example' }));
    expect(key('/event/x', { 'accept-language': 'fr' })).not.toBe(key('/event/x'));
    expect(key('/fr/event/x', { 'accept-language': 'ar' })).toBe(key('/fr/event/x'));
    // The API names no host: one entry for the public door and the site's own loaders.
    expect(cacheKeyOf(req('/api/events'), null)?.key).toBe(
      cacheKeyOf(req('/api/events', { host: 'other' }), null)?.key,
    );
    expect(cacheKeyOf(req('/event/x', {}, 'HEAD'), variantOf)?.key).toBe(key('/event/x'));
  });

  it('reads a path that starts with two slashes as a path, never as a host, and never throws', () => {
    expect(() => cacheKeyOf(req('//'), variantOf)).not.toThrow();
    expect(cacheKeyOf(req('//'), variantOf)?.tag ?? 'catalog').toBe('catalog');
    const poisoned = cacheKeyOf(req('//evil.example/event/city-10k'), variantOf);
    // Not the key of /event/city-10k: a different path, so a different entry (if any).
    expect(poisoned?.tag).not.toBe('event:city-10k');
    expect(poisoned?.key).not.toBe(cacheKeyOf(req('/event/city-10k'), variantOf)?.key);
  });

  it('leaves alone writes, streams, files, probes, junk and oversized URLs', () => {
    for (const url of [
      '/event/x?utm_source=newsletter',
      '/event/x?page=1&page=2',
      `/event/x?q=${'a'.repeat(201)}`,
      `/event/${'x'.repeat(1_100)}`,
      '/event/%E0%A4%A',
      '/assets/entry.client-abc.js',
      '/favicon.svg',
      '/healthz',
      '/readyz',
      '/metrics',
      '/api/events/x/contests/y/live',
      '/api/events/x/contests/y/claims',
      '/api/events/x/participants/3/certificate.pdf',
      '/api/events/x/participants/3/card.png',
      // Streamed exports: caching would hold the whole file in memory.
      '/api/events/x/contests/y/results.csv',
      '/api/events/x/contests/y/results.json',
      '/api/events/x/contests/y/results.xml',
      '/api/events/x/contests/y/recordings/cam',
      '/api/ingest/passings',
      '/api/docs/json',
      // The public API counts every request against its client's limit.
      '/api/v1/events',
      '/api/v1/events/x/contests/y/results',
    ]) {
      expect(cacheKeyOf(req(url), variantOf), url).toBeNull();
    }
    expect(cacheKeyOf(req('/event/x', {}, 'POST'), variantOf)).toBeNull();
    expect(cacheKeyOf(req('/sitemap.xml'), variantOf)?.kind).toBe('page');
  });
});
