import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.js';

describe('response cache', () => {
  it('returns what was stored under an ETag', () => {
    const cache = createResponseCache(1_000);
    cache.set('"a"', '{"a":1}');
    expect(cache.get('"a"')).toBe('{"a":1}');
    expect(cache.get('"b"')).toBeUndefined();
  });

  it('drops the least recently used entries beyond its size', () => {
    const cache = createResponseCache(400);
    cache.set('"1"', 'x'.repeat(100));
    cache.set('"2"', 'x'.repeat(100));
    cache.set('"3"', 'x'.repeat(100));
    expect(cache.get('"1"')).toBeDefined();
    cache.set('"4"', 'x'.repeat(100));
    cache.set('"5"', 'x'.repeat(100));
    expect(cache.get('"2"')).toBeUndefined();
    expect(cache.get('"1"')).toBeDefined();
    expect(cache.size).toBe(4);
  });

  it('does not keep bodies larger than a quarter of its size', () => {
    const cache = createResponseCache(400);
    cache.set('"big"', 'x'.repeat(101));
    expect(cache.get('"big"')).toBeUndefined();
  });
});
