import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env.js';

describe('readEnv', () => {
  it('has defaults that work offline', () => {
    expect(readEnv({})).toEqual({
      port: 3001,
      host: '0.0.0.0',
      databaseUrl: null,
      databaseReadUrl: null,
      dataDir: '.data/pglite',
      logLevel: 'info',
      corsOrigin: '*',
      trustProxy: false,
      responseCacheMb: 64,
    });
  });

  it('reads and validates the variables', () => {
    const env = readEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RESPONSE_CACHE_MB: '0',
    });
    expect(env).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      logLevel: 'warn',
      trustProxy: true,
      responseCacheMb: 0,
    });
    for (const bad of [
      { PORT: 'x' },
      { PORT: '70000' },
      { LOG_LEVEL: 'loud' },
      { DATABASE_URL: 'mysql://x' },
      { RESPONSE_CACHE_MB: '-1' },
      { DATABASE_READ_URL: 'postgres://replica/db' },
      { DATABASE_URL: 'postgres://u@h/db', DATABASE_READ_URL: 'mysql://replica' },
    ]) {
      expect(() => readEnv(bad)).toThrow(EnvError);
    }
  });
});
