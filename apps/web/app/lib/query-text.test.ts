import { describe, expect, it } from 'vitest';
import { queryText } from './query-text';

describe('queryText', () => {
  it('trims, single-spaces and shortens', () => {
    expect(queryText('  night \t\n run ', 100)).toBe('night run');
    expect(queryText('abcdef', 3)).toBe('abc');
    expect(queryText('ab cdef', 3)).toBe('ab');
  });

  it('strips control characters, which the API refuses', () => {
    expect(queryText('Ly\u0001on\u007f', 100)).toBe('Lyon');
    expect(queryText('a \u0000 b', 100)).toBe('a b');
    // Nothing the API accepts is left: no value.
    expect(queryText('\u0001', 100)).toBeUndefined();
    // eslint-disable-next-line no-control-regex
    expect(queryText('\u0000\u001f x\u0085', 100)).not.toMatch(/[\u0000-\u001f\u007f]/);
  });

  it('is undefined for nothing', () => {
    expect(queryText(null, 10)).toBeUndefined();
    expect(queryText(undefined, 10)).toBeUndefined();
    expect(queryText(' \t ', 10)).toBeUndefined();
  });
});
