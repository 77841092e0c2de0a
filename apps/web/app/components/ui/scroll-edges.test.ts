import { describe, expect, it } from 'vitest';
import { scrollEdges, scrollEdgesAttribute } from './scroll-edges';

describe('scrollEdges', () => {
  it('says nothing is hidden when the content fits', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 })).toEqual({
      start: false,
      end: false,
    });
  });

  it('shades the end at the start of a wider table, and the start at its end (LTR)', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 1200, clientWidth: 800 })).toEqual({
      start: false,
      end: true,
    });
    expect(scrollEdges({ scrollLeft: 200, scrollWidth: 1200, clientWidth: 800 })).toEqual({
      start: true,
      end: true,
    });
    expect(scrollEdges({ scrollLeft: 400, scrollWidth: 1200, clientWidth: 800 })).toEqual({
      start: true,
      end: false,
    });
  });

  it('reads right-to-left scroll positions, which go negative towards the end', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 1200, clientWidth: 800 })).toEqual({
      start: false,
      end: true,
    });
    expect(scrollEdges({ scrollLeft: -200, scrollWidth: 1200, clientWidth: 800 })).toEqual({
      start: true,
      end: true,
    });
    expect(scrollEdges({ scrollLeft: -400, scrollWidth: 1200, clientWidth: 800 })).toEqual({
      start: true,
      end: false,
    });
  });

  it('ignores the pixel that fractional widths leave at either end', () => {
    expect(scrollEdges({ scrollLeft: 0.5, scrollWidth: 800.6, clientWidth: 800 })).toEqual({
      start: false,
      end: false,
    });
    expect(scrollEdges({ scrollLeft: -399.4, scrollWidth: 1200, clientWidth: 800 })).toEqual({
      start: true,
      end: false,
    });
  });
});

describe('scrollEdgesAttribute', () => {
  it('lists the hidden sides', () => {
    expect(scrollEdgesAttribute({ start: true, end: true })).toBe('start end');
    expect(scrollEdgesAttribute({ start: false, end: true })).toBe('end');
    expect(scrollEdgesAttribute({ start: true, end: false })).toBe('start');
    expect(scrollEdgesAttribute({ start: false, end: false })).toBe('');
  });
});
