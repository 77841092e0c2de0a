import { afterEach, describe, expect, it, vi } from 'vitest';

async function originWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { siteOrigin } = await import('./site-origin.server');
  return siteOrigin();
}

describe('siteOrigin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is PUBLIC_URL, whatever a request says', async () => {
    expect(await originWith({ PUBLIC_URL: 'https://results.example', TRUST_PROXY: 'true' })).toBe(
      'https://results.example',
    );
  });

  it('is this server’s own address when PUBLIC_URL is unset', async () => {
    expect(await originWith({ PUBLIC_URL: '', SITE_URL: '', PORT: '3100' })).toBe('http://localhost:3100');
  });
});
