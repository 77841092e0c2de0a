import * as crypto from 'node:crypto';
import type * as Crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBearerCheck, readBearerToken } from './bearer-token.js';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const TOKEN = 'a-long-enough-ingest-token';

describe('bearer token check', () => {
  afterEach(() => vi.mocked(crypto.timingSafeEqual).mockClear());

  it('reads the token of a Bearer header only', () => {
    expect(readBearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(readBearerToken(`bearer  ${TOKEN} `)).toBe(TOKEN);
    expect(readBearerToken(`Basic ${TOKEN}`)).toBeNull();
    expect(readBearerToken(`Bearer ${TOKEN} extra`)).toBeNull();
    expect(readBearerToken(undefined)).toBeNull();
  });

  it.each([
    [`Bearer ${TOKEN}`, true],
    [`Bearer ${TOKEN}x`, false],
    [`Bearer ${TOKEN.slice(1)}`, false],
    ['Bearer ', false],
    [undefined, false],
  ])('%s → %s, always through timingSafeEqual over equal-length digests', (header, expected) => {
    const check = createBearerCheck(TOKEN);
    expect(check(header)).toBe(expected);
    const calls = vi.mocked(crypto.timingSafeEqual).mock.calls;
    expect(calls).toHaveLength(1);
    const [given, wanted] = calls[0] as unknown as [Buffer, Buffer];
    expect([given.length, wanted.length]).toEqual([32, 32]);
  });
});
