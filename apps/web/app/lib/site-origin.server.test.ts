import { afterEach, describe, expect, it, vi } from 'vitest';

async function originFor(env: Record<string, string>, headers: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { siteOrigin } = await import('./site-origin.server');
  return siteOrigin(new Request('http://internal:3000/event/x', { headers }));
}

describe('siteOrigin', () => {
  afterEach(() => vi.unstubAllEnvs());
  const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('uses SITE_URL when set', async () => {
    expect(await originFor({ SITE_URL: 'https://results.example' }, forwarded)).toBe(
      'https://results.example',
    );
  });

  it('ignores X-Forwarded-* unless TRUST_PROXY is on', async () => {
    expect(await originFor({ SITE_URL: '' }, forwarded)).toBe('http://internal:3000');
    expect(await originFor({ SITE_URL: '', TRUST_PROXY: 'true' }, forwarded)).toBe('https://evil.example');
  });
});
