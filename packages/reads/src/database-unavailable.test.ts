import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { withUnavailable } from './database-unavailable.js';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('withUnavailable', () => {
  const reads = withUnavailable({
    async down() {
      throw refused;
    },
    async later() {
      return { etag: '"e"', value: async () => Promise.reject(refused) };
    },
    async bug() {
      throw new TypeError('a bug');
    },
  });

  it('turns a lost database into the one error type’s 503, its cause kept', async () => {
    const error = await reads.down().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 503, code: 'unavailable', cause: refused });
  });

  it('does the same for an answer’s value, computed later', async () => {
    const answer = await reads.later();
    await expect(answer.value()).rejects.toMatchObject({ statusCode: 503 });
  });

  it('leaves every other error as it is', async () => {
    await expect(reads.bug()).rejects.toBeInstanceOf(TypeError);
  });
});
