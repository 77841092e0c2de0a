import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMessages } from './catalogs.server';
import { keepMessages, loadMessages, messagesOf } from './page-messages';

const FILES = { en: '/assets/messages/en-1.json', fr: '/assets/messages/fr-1.json' };

beforeEach(() => {
  vi.stubGlobal('__MESSAGE_FILES__', FILES);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadMessages', () => {
  it('fetches a locale’s file once, then has its messages at hand', async () => {
    const fr = getMessages('fr');
    const fetch = vi.fn(() => Promise.resolve(Response.json(fr)));
    vi.stubGlobal('fetch', fetch);
    const [a, b] = await Promise.all([loadMessages('fr'), loadMessages('fr')]);
    expect(a).toEqual(fr);
    expect(b).toBe(a);
    expect(messagesOf('fr')).toBe(a);
    await loadMessages('fr');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(FILES.fr, { credentials: 'same-origin' });
  });

  it('fails on an error status, and tries again next time', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('gone', { status: 404 }))
      .mockResolvedValueOnce(Response.json(getMessages('en')));
    vi.stubGlobal('fetch', fetch);
    await expect(loadMessages('en')).rejects.toThrow(/404/);
    expect(messagesOf('en')).toBeUndefined();
    await expect(loadMessages('en')).resolves.toEqual(getMessages('en'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('needs no request for what the process already keeps (the server’s catalogs)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    keepMessages('es', getMessages('es'));
    await expect(loadMessages('es')).resolves.toBe(getMessages('es'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
