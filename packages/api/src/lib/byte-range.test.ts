import { describe, expect, it } from 'vitest';
import { isIfRangeFresh, parseRange } from './byte-range.js';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-300', { start: 700, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['BYTES = 5 - 5', { start: 5, end: 5 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-2000', 'bytes=-0', 'bytes=99999999999999999999999-'])(
    '%s is unsatisfiable',
    (header) => {
      expect(parseRange(header, 1000)).toBe('unsatisfiable');
    },
  );

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=5-1', 'items=0-1', 'bytes=0-1,5-6', 'bytes=a-b'])(
    '%s gets the whole file',
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );

  it('honours a range only while If-Range names the current ETag', () => {
    expect(isIfRangeFresh(undefined, '"a"')).toBe(true);
    expect(isIfRangeFresh('"a"', '"a"')).toBe(true);
    expect(isIfRangeFresh('"b"', '"a"')).toBe(false);
    expect(isIfRangeFresh('Wed, 21 Oct 2026 07:28:00 GMT', '"a"')).toBe(false);
  });
});
