import { describe, expect, it } from 'vitest';
import { readEnv } from './env.server';

describe('readEnv', () => {
  it('defaults to the API on localhost:3000', () => {
    expect(readEnv({})).toEqual({
      apiBaseUrl: 'http://localhost:3000',
      siteUrl: null,
      apiTimeoutMs: 10_000,
      trustProxy: false,
    });
  });

  it('normalises URLs and reads numbers', () => {
    expect(
      readEnv({
        API_BASE_URL: 'https://api.example/v/',
        SITE_URL: 'https://results.example',
        API_TIMEOUT_MS: '2500',
        TRUST_PROXY: 'true',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example/v',
      siteUrl: 'https://results.example',
      apiTimeoutMs: 2500,
      trustProxy: true,
    });
  });

  it('refuses invalid values at boot', () => {
    expect(() => readEnv({ API_BASE_URL: 'localhost:3000' })).toThrow(/API_BASE_URL/);
    expect(() => readEnv({ API_TIMEOUT_MS: '0' })).toThrow(/API_TIMEOUT_MS/);
  });
});
