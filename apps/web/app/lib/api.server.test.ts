import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from './api.server';

const fetchMock = vi.fn<typeof fetch>();
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', 'http://api.test');
  vi.stubGlobal('fetch', fetchMock);
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  fetchMock.mockReset();
  logged.mockRestore();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** The rejection of `promise` (fails the test if it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('apiGet', () => {
  it('returns the JSON body and leaves empty query values out of the URL', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await expect(apiGet('/api/events', { q: 'run', city: '', page: 2, type: undefined })).resolves.toEqual({
      ok: true,
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://api.test/api/events?q=run&page=2');
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs an error answer with console.error and rethrows it', async () => {
    fetchMock.mockResolvedValue(new Response('{"code":"bad_request"}', { status: 400 }));
    const error = await rejectionOf(apiGet('/api/events', { q: 'x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, url: 'http://api.test/api/events?q=x' });
    expect(logged).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith('[api]', expect.stringContaining('→ 400 {"code":"bad_request"}'));
  });

  it('logs a network failure and rethrows the same error', async () => {
    const down = new TypeError('fetch failed');
    fetchMock.mockRejectedValue(down);
    expect(await rejectionOf(apiGet('/api/events'))).toBe(down);
    expect(logged).toHaveBeenCalledWith('[api]', 'fetch failed');
  });

  it('maps a 404 to a 404 response for the error boundary, still logged', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    const error = await rejectionOf(apiGet('/api/events/nope'));
    // What `data(null, { status: 404 })` throws: the route's error boundary gets a 404 response.
    expect(error).toMatchObject({
      type: 'DataWithResponseInit',
      data: null,
      init: { status: 404, statusText: 'Not Found' },
    });
    expect(error).not.toBeInstanceOf(ApiError);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('does not log a request the page itself abandoned', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(apiGet('/api/events', {}, controller.signal)).rejects.toThrow('aborted');
    expect(logged).not.toHaveBeenCalled();
  });
});
