import { describe, expect, it } from 'vitest';
import { mapPooled } from './tracking-pool';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapPooled', () => {
  it('keeps the order, with at most `limit` calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const items = Array.from({ length: 50 }, (_, i) => i);
    const results = await mapPooled(items, 8, async (item, index) => {
      inFlight++;
      most = Math.max(most, inFlight);
      // Later items finish first: the results still come back in order.
      await new Promise((resolve) => setTimeout(resolve, (50 - item) % 7));
      inFlight--;
      return `${item}:${index}`;
    });
    expect(results).toEqual(items.map((i) => `${i}:${i}`));
    expect(most).toBe(8);
  });

  it('handles an empty list and a limit above the length', async () => {
    expect(await mapPooled([], 8, () => Promise.resolve(1))).toEqual([]);
    expect(await mapPooled(['a'], 8, (item) => Promise.resolve(item.toUpperCase()))).toEqual(['A']);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = mapPooled(
      Array.from({ length: 20 }, (_, i) => i),
      2,
      async (item) => {
        started.push(item);
        await tick();
        if (item === 3) throw new Error('boom');
        return item;
      },
    );
    await expect(run).rejects.toThrow('boom');
    await tick();
    expect(Math.max(...started)).toBeLessThanOrEqual(4);
  });
});
