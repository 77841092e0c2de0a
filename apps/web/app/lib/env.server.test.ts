import { describe, expect, it } from 'vitest';
import { readEnv } from './env.server';

describe('readEnv', () => {
  it('defaults to the request’s own origin, trusting no proxy', () => {
    expect(readEnv({})).toEqual({ siteUrl: null, trustProxy: false });
  });

  it('normalises the site URL and reads the proxy switch', () => {
    expect(readEnv({ SITE_URL: 'https://results.example/', TRUST_PROXY: 'true' })).toEqual({
      siteUrl: 'https://results.example',
      trustProxy: true,
    });
  });

  it('refuses invalid values at boot', () => {
    expect(() => readEnv({ SITE_URL: 'results.example' })).toThrow(/SITE_URL/);
  });
});
