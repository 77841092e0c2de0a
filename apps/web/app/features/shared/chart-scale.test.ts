import { describe, expect, it } from 'vitest';
import { linearScale, niceStep, thinLabels } from './chart-scale';

describe('chart scales', () => {
  it('picks nice steps', () => {
    expect(niceStep(19, 5)).toBe(5);
    expect(niceStep(1, 5)).toBe(1);
    expect(niceStep(1269, 5)).toBe(500);
    expect(niceStep(90, 5)).toBe(20);
  });

  it('maps values linearly, a reversed range flipping the axis', () => {
    const ltr = linearScale([0, 40], [10, 410]);
    const rtl = linearScale([0, 40], [410, 10]);
    expect(ltr(0)).toBe(10);
    expect(ltr(20)).toBe(210);
    expect(rtl(0)).toBe(410);
    expect(rtl(40)).toBe(10);
  });
});

describe('thinLabels', () => {
  it('keeps labels that fit and always the last one', () => {
    expect(thinLabels([0, 10, 40, 80, 90], 25)).toEqual([0, 2, 4]);
    expect(thinLabels([100, 200, 300], 25)).toEqual([0, 1, 2]);
    expect(thinLabels([], 25)).toEqual([]);
  });

  it('works on a right-to-left axis, where the course runs to smaller x', () => {
    expect(thinLabels([400, 390, 300, 20, 10], 25)).toEqual([0, 2, 4]);
  });
});
