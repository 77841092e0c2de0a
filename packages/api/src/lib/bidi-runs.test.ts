import { describe, expect, it } from 'vitest';
import { mirror, orderedRuns, stripControls } from './bidi-runs.js';

describe('orderedRuns', () => {
  it('keeps a Latin line as one left-to-right run', () => {
    expect(orderedRuns('Amina El Idrissi', 'ltr')).toEqual([
      { text: 'Amina El Idrissi', font: 'latin', isRtl: false },
    ]);
  });

  it('keeps an Arabic run in logical order for the shaper, which lays it out right to left', () => {
    expect(orderedRuns('شهادة إتمام السباق', 'rtl')).toEqual([
      { text: 'شهادة إتمام السباق', font: 'arabic', isRtl: true },
    ]);
  });

  it('puts a Latin name inside Arabic text left to right, at the place the bidi algorithm gives it', () => {
    expect(orderedRuns('نشهد بأن Amina El Idrissi أنهت', 'rtl')).toEqual([
      { text: ' أنهت', font: 'arabic', isRtl: true },
      { text: 'Amina El Idrissi', font: 'latin', isRtl: false },
      { text: 'نشهد بأن ', font: 'arabic', isRtl: true },
    ]);
  });

  it('places an Arabic name inside an English sentence as one right-to-left run', () => {
    expect(orderedRuns('This certifies that محمد العلوي finished', 'ltr')).toEqual([
      { text: 'This certifies that ', font: 'latin', isRtl: false },
      { text: 'محمد العلوي', font: 'arabic', isRtl: true },
      { text: ' finished', font: 'latin', isRtl: false },
    ]);
  });

  it('keeps digits left to right in Arabic, with the brackets in the right-to-left runs', () => {
    const runs = orderedRuns('الترتيب (42 كم)', 'rtl');
    expect(runs.map((run) => run.text)).toEqual([' كم)', '42', 'الترتيب (']);
    expect(runs.map((run) => run.isRtl)).toEqual([true, false, true]);
    expect(mirror('(42)')).toBe(')42(');
  });

  it('drops direction overrides and control characters, so a name cannot reorder the line', () => {
    expect(stripControls('a\u202Eb\u2066c\u200Fd\u0000e\u001bf')).toBe('abcdef');
    expect(orderedRuns('\u202Eevil name\u202C', 'ltr')).toEqual([
      { text: 'evil name', font: 'latin', isRtl: false },
    ]);
    expect(orderedRuns('\u200F', 'rtl')).toEqual([]);
  });
});
