import { describe, expect, it } from 'vitest';
import { formatProblems } from './format-problems.js';
import { capProblems, settleOutcome } from './problems.js';

describe('problems', () => {
  it('formats line, column and path before the message, one problem per line', () => {
    expect(
      formatProblems([
        { line: 17, column: 'Time', message: '"1:75:00" is not a time' },
        { path: 'participants[12].gender', message: 'must be one of m, f, x (got "q")' },
        { line: 3, message: 'has 6 fields but the header has 5' },
        { message: 'the file is empty' },
      ]),
    ).toBe(
      [
        'line 17, column "Time": "1:75:00" is not a time',
        'participants[12].gender: must be one of m, f, x (got "q")',
        'line 3: has 6 fields but the header has 5',
        'the file is empty',
      ].join('\n'),
    );
  });

  it('caps a long list and counts the rest', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ line: i + 2, message: 'bad' }));
    expect(capProblems(many, 3)).toEqual([
      ...many.slice(0, 3),
      { message: '…and 2 more problems (5 in all)' },
    ]);
    expect(capProblems(many.slice(0, 4), 3).at(-1)).toEqual({ message: '…and 1 more problem (4 in all)' });
    expect(capProblems(many, 5)).toEqual(many);
  });

  it('settles all-or-nothing by default and keeps readable records with skipInvalid', () => {
    const problem = { line: 2, message: 'bad' };
    expect(settleOutcome(['a'], [problem])).toEqual({ ok: false, problems: [problem] });
    expect(settleOutcome(['a'], [problem], { skipInvalid: true })).toEqual({
      ok: true,
      value: ['a'],
      skipped: [problem],
    });
    expect(settleOutcome(['a'], [])).toEqual({ ok: true, value: ['a'], skipped: [] });
    expect(settleOutcome(['a'], [], { skipInvalid: true }, [{ message: 'fatal' }])).toEqual({
      ok: false,
      problems: [{ message: 'fatal' }],
    });
  });
});
