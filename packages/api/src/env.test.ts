import { describe, expect, it } from 'vitest';
import { EnvError, parseTrustProxy, readEnv, readPublicApiRateLimit } from './env.js';

describe('readEnv', () => {
  it('has defaults that work offline', () => {
    expect(readEnv({})).toEqual({
      port: 3001,
      publicUrl: 'http://localhost:3001',
      host: '0.0.0.0',
      databaseUrl: null,
      databaseReadUrl: null,
      dataDir: '.data/pglite',
      logLevel: 'info',
      corsOrigin: '*',
      trustProxy: false,
      responseCacheMb: 256,
      fieldCacheMb: 512,
    });
  });

  it('takes absolute URLs from PUBLIC_URL (or SITE_URL), never a request', () => {
    expect(readEnv({ PUBLIC_URL: 'https://results.example/' }).publicUrl).toBe('https://results.example');
    expect(readEnv({ SITE_URL: 'https://old.example' }).publicUrl).toBe('https://old.example');
    expect(() => readEnv({ PUBLIC_URL: 'results.example' })).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
  });

  it('reads and validates the variables', () => {
    const env = readEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      RESPONSE_CACHE_MB: '0',
      FIELD_CACHE_MB: '2048',
    });
    expect(env).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', 'loopback'],
      responseCacheMb: 0,
      fieldCacheMb: 2048,
    });
    for (const bad of [
      { PORT: 'x' },
      { PORT: '70000' },
      { LOG_LEVEL: 'loud' },
      { DATABASE_URL: 'mysql://x' },
      { RESPONSE_CACHE_MB: '-1' },
      { FIELD_CACHE_MB: '0' },
      { DATABASE_READ_URL: 'postgres://replica/db' },
      { DATABASE_URL: 'postgres://u@h/db', DATABASE_READ_URL: 'mysql://replica' },
      { TRUST_PROXY: 'nginx.internal' },
    ]) {
      expect(() => readEnv(bad)).toThrow(EnvError);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default: the socket’s peer is the client', () => {
    for (const value of [undefined, '', ' ', 'false', 'no', '0', 'OFF'])
      expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes a hop count; `true` is one hop, no longer every entry of X-Forwarded-For', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('yes')).toBe(1);
    expect(() => parseTrustProxy('11')).toThrow(/hop count/);
  });

  it('takes addresses, CIDRs and named ranges, comma- or space-separated', () => {
    expect(parseTrustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseTrustProxy(' loopback, 192.168.0.0/16  2001:db8::/32 ,uniquelocal,linklocal')).toEqual([
      'loopback',
      '192.168.0.0/16',
      '2001:db8::/32',
      'uniquelocal',
      'linklocal',
    ]);
    for (const bad of ['10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/8', 'localhost', '*', '10.0.0', '-1'])
      expect(() => parseTrustProxy(bad), bad).toThrow(EnvError);
  });
});

describe('PUBLIC_API_RATE_LIMIT', () => {
  it('defaults to 600 a minute and takes a whole number of requests', () => {
    expect(readPublicApiRateLimit({})).toBe(600);
    expect(readPublicApiRateLimit({ PUBLIC_API_RATE_LIMIT: ' 1200 ' })).toBe(1200);
    for (const bad of ['0', '-5', '1.5', 'lots'])
      expect(() => readPublicApiRateLimit({ PUBLIC_API_RATE_LIMIT: bad })).toThrow(EnvError);
  });
});
