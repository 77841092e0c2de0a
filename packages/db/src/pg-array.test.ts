import { describe, expect, it } from 'vitest';
import { numberArrayLiteral, textArrayLiteral } from './pg-array.js';
import { RowHasher } from './recompute/row-hasher.js';

describe('array literals', () => {
  it('writes numbers, NULLs for null and non-finite values', () => {
    expect(numberArrayLiteral([1, null, -3, 2.5, Number.NaN])).toBe('{1,NULL,-3,2.5,NULL}');
    expect(numberArrayLiteral(new Float64Array([1_776_000_000_123]))).toBe('{1776000000123}');
    expect(numberArrayLiteral([])).toBe('{}');
  });

  it('quotes and escapes every text element', () => {
    expect(textArrayLiteral(['M40', null, 'a"b\\c', 'NULL', ', {}'])).toBe(
      '{"M40",NULL,"a\\"b\\\\c","NULL",", {}"}',
    );
  });
});

describe('RowHasher', () => {
  const digest = (values: (string | number | null)[]): number => {
    const hasher = new RowHasher();
    for (const value of values) hasher.add(value);
    return hasher.digest();
  };

  it('is deterministic, 53-bit, and tells values, types and positions apart', () => {
    const base = digest(['f', 'F40', 123_456, null, 12.5, 1_776_000_000_123]);
    expect(digest(['f', 'F40', 123_456, null, 12.5, 1_776_000_000_123])).toBe(base);
    expect(Number.isSafeInteger(base)).toBe(true);
    expect(digest(['f', 'F40', 123_457, null, 12.5, 1_776_000_000_123])).not.toBe(base);
    expect(digest(['f', 'F40', 123_456, 0, 12.5, 1_776_000_000_123])).not.toBe(base);
    expect(digest(['F40', 'f', 123_456, null, 12.5, 1_776_000_000_123])).not.toBe(base);
    expect(digest(['f', 'F40', 123_456, null, 12.5, 1_776_000_000_124])).not.toBe(base);
  });

  it('starts afresh after reset', () => {
    const hasher = new RowHasher();
    hasher.add('x');
    hasher.reset();
    hasher.add(1);
    expect(hasher.digest()).toBe(digest([1]));
  });
});
