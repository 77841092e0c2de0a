import { describe, expect, it } from 'vitest';
import { readEnv } from './env.server';

describe('readEnv', () => {
  it('defaults to this server’s own address, never a request’s', () => {
    expect(readEnv({})).toEqual({ publicUrl: 'http://localhost:3000' });
    expect(readEnv({ PORT: '8080' })).toEqual({ publicUrl: 'http://localhost:8080' });
  });

  it('normalises PUBLIC_URL, and still reads SITE_URL, its former name', () => {
    expect(readEnv({ PUBLIC_URL: 'https://results.example/' })).toEqual({
      publicUrl: 'https://results.example',
    });
    expect(readEnv({ SITE_URL: 'https://old.example' })).toEqual({ publicUrl: 'https://old.example' });
    expect(readEnv({ PUBLIC_URL: 'https://new.example', SITE_URL: 'https://old.example' })).toEqual({
      publicUrl: 'https://new.example',
    });
  });

  it('refuses invalid values at boot', () => {
    expect(() => readEnv({ PUBLIC_URL: 'results.example' })).toThrow(/PUBLIC_URL/);
    expect(() => readEnv({ SITE_URL: 'ftp://results.example' })).toThrow(/SITE_URL/);
  });
});
