import { describe, expect, it } from 'vitest';
import { stripControls, visualRuns } from './bidi-runs.js';

describe('visualRuns', () => {
  it('keeps a Latin line as one left-to-right run', () => {
    expect(visualRuns('Amina El Idrissi', 'ltr')).toEqual([
      { text: 'Amina El Idrissi', font: 'latin', isRtl: false },
    ]);
  });

  it('hands an Arabic run to fontkit in logical order (fontkit reverses it whole)', () => {
    expect(visualRuns('شهادة إتمام السباق', 'rtl')).toEqual([
      { text: 'شهادة إتمام السباق', font: 'arabic', isRtl: true },
    ]);
  });

  it('puts a Latin name inside Arabic text left to right, at the place the bidi algorithm gives it', () => {
    expect(visualRuns('نشهد بأن Amina El Idrissi أنهت', 'rtl')).toEqual([
      { text: ' أنهت', font: 'arabic', isRtl: true },
      { text: 'Amina El Idrissi', font: 'latin', isRtl: false },
      { text: 'نشهد بأن ', font: 'arabic', isRtl: true },
    ]);
  });

  it('places an Arabic name inside an English sentence as one right-to-left run', () => {
    expect(visualRuns('This certifies that محمد العلوي finished', 'ltr')).toEqual([
      { text: 'This certifies that ', font: 'latin', isRtl: false },
      { text: 'محمد العلوي', font: 'arabic', isRtl: true },
      { text: ' finished', font: 'latin', isRtl: false },
    ]);
  });

  it('keeps digits left to right in Arabic and mirrors brackets of right-to-left runs', () => {
    const runs = visualRuns('الترتيب (42 كم)', 'rtl');
    expect(runs.map((run) => run.text)).toEqual([' كم(', '42', 'الترتيب )']);
    expect(runs.map((run) => run.isRtl)).toEqual([true, false, true]);
  });

  it('reverses right-to-left runs without Arabic letters itself (fontkit leaves them)', () => {
    expect(visualRuns('أ - ب', 'rtl').map((run) => run.text)).toEqual(['أ - ب']);
    expect(visualRuns('«»', 'rtl')).toEqual([{ text: '«»', font: 'arabic', isRtl: true }]);
  });

  it('drops direction overrides and control characters, so a name cannot reorder the line', () => {
    expect(stripControls('a\u202Eb\u2066c\u200Fd\u0000e\u001bf')).toBe('abcdef');
    expect(visualRuns('\u202Eevil name\u202C', 'ltr')).toEqual([
      { text: 'evil name', font: 'latin', isRtl: false },
    ]);
    expect(visualRuns('\u200F', 'rtl')).toEqual([]);
  });
});
