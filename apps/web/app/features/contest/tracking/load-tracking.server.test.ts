import type { TrackedParticipants } from '@finishline/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Reads } from '../../../lib/services.server';
import { loadTracked } from './load-tracking.server';
import { detail, gun, split } from './tracking-test-fixtures';

/** Reads whose tracking answers `body` (the loader's own work is what is tested here). */
function readsAnswering(body: TrackedParticipants) {
  const tracking = vi.fn(async () => ({
    etag: '"x"',
    freshness: { maxAge: 5, staleWhileRevalidate: 30 },
    tags: [],
    value: async () => body,
  }));
  return { reads: { tracking } as unknown as Reads, tracking };
}

describe('loadTracked', () => {
  const ref = { eventId: 'casa-night', contestId: '10k' };

  it('reads the whole list at once and gives a card per bib, in the list’s order', async () => {
    const { reads, tracking } = readsAnswering({
      items: [detail('started', [split('km3', 3, 15), split('km5', 5, null)])],
    });
    const cards = await loadTracked(reads, ref, ['7', '12', 'A-1'], gun + 20 * 60_000);
    expect(tracking).toHaveBeenCalledExactlyOnceWith(ref, { bibs: '7,12,A-1' });
    expect(cards.map((card) => [card.bib, card.isFound])).toEqual([
      ['7', false],
      ['12', true],
      ['A-1', false],
    ]);
    expect(cards[1]).toMatchObject({ name: 'Amina', last: { checkpointId: 'km3' } });
  });

  it('asks nothing for an empty list', async () => {
    const { reads, tracking } = readsAnswering({ items: [] });
    expect(await loadTracked(reads, ref, [], gun)).toEqual([]);
    expect(tracking).not.toHaveBeenCalled();
  });
});
