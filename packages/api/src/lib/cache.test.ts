import { describe, expect, it } from 'vitest';
import { clockBucket, makeEtag } from '@finishline/reads';
import { matchesIfNoneMatch } from './cache.js';

describe('ETags', () => {
  it('are strong, quoted and stable for the same inputs', () => {
    const etag = makeEtag(['results', 'e', 'c', { gender: 'f' }, '7']);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(makeEtag(['results', 'e', 'c', { gender: 'f' }, '7'])).toBe(etag);
    expect(makeEtag(['results', 'e', 'c', { gender: 'f' }, '8'])).not.toBe(etag);
  });

  it('match If-None-Match lists, weak forms and encoding suffixes', () => {
    const etag = '"abc123"';
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('"abc123"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc123"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc123-gzip"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc123-br"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc124"', etag)).toBe(false);
  });

  it('bucket the clock by quarter hours, when local dates can change', () => {
    const base = Date.UTC(2026, 5, 15, 10, 0, 0);
    expect(clockBucket(base)).toBe(clockBucket(base + 14 * 60_000));
    expect(clockBucket(base)).not.toBe(clockBucket(base + 15 * 60_000));
  });
});
