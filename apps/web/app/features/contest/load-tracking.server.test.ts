import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTracked } from './load-tracking.server';
import { detail, gun, split } from './tracking-test-fixtures';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', 'http://api.test');
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('loadTracked', () => {
  const ref = { eventId: 'casa night', contestId: '10k' };

  it('loads the whole list in one call and gives a card per bib, in the list’s order', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ items: [detail('started', [split('km3', 3, 15), split('km5', 5, null)])] }),
    );
    const cards = await loadTracked(ref, ['7', '12', 'A-1'], gun + 20 * 60_000);
    expect(fetchMock).toHaveBeenCalledOnce();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/events/casa%20night/contests/10k/tracking');
    expect(url.searchParams.get('bibs')).toBe('7,12,A-1');
    expect(cards.map((card) => [card.bib, card.isFound])).toEqual([
      ['7', false],
      ['12', true],
      ['A-1', false],
    ]);
    expect(cards[1]).toMatchObject({ name: 'Amina', last: { checkpointId: 'km3' } });
  });

  it('asks nothing for an empty list', async () => {
    expect(await loadTracked(ref, [], gun)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
