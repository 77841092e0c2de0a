import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SegmentedLru } from './slru.js';

const item = (bytes: number) => ({ bytes });

describe('SegmentedLru', () => {
  it('keeps hot entries through a flood of one-time keys', () => {
    const cache = new SegmentedLru(1_000);
    for (const key of ['a', 'b', 'c']) {
      cache.set(key, item(100));
      cache.get(key); // a second use: protected
    }
    for (let i = 0; i < 10_000; i++) cache.set(`junk-${i}`, item(50));
    expect(['a', 'b', 'c'].map((key) => cache.peek(key) !== undefined)).toEqual([true, true, true]);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  });

  it('evicts the least recently used first, and refuses an entry larger than probation', () => {
    const cache = new SegmentedLru(1_000);
    for (const key of 'abcdefghij') cache.set(key, item(100));
    cache.get('b'); // protected now
    cache.set('k', item(100)); // probation uses what protected does not: a, the oldest, goes
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBeDefined();
    expect(cache.peek('k')).toBeDefined();
    expect(cache.bytes).toBe(1_000);
    cache.set('huge', item(201));
    expect(cache.peek('huge')).toBeUndefined();
  });

  it('replaces an entry in place and forgets deleted ones', () => {
    const cache = new SegmentedLru(1_000);
    cache.set('a', item(100));
    cache.get('a');
    cache.set('a', item(300));
    expect(cache.bytes).toBe(300);
    expect(cache.delete('a')).toBe(true);
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('never holds more than its budget, whatever the sequence of uses', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('set', 'get', 'delete'),
            fc.integer({ min: 0, max: 40 }),
            fc.integer({ min: 1, max: 300 }),
          ),
          { maxLength: 300 },
        ),
        (operations) => {
          const cache = new SegmentedLru<{ bytes: number }>(1_000);
          for (const [operation, key, bytes] of operations) {
            if (operation === 'set') cache.set(String(key), item(bytes));
            else if (operation === 'get') cache.get(String(key));
            else cache.delete(String(key));
            const counted = [...cache.entries()].reduce((sum, [, value]) => sum + value.bytes, 0);
            expect(cache.bytes).toBe(counted);
            expect(cache.bytes).toBeLessThanOrEqual(1_000);
          }
        },
      ),
    );
  });
});
