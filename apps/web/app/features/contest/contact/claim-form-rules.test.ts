import {
  CLAIM_NAME_MAX_LENGTH,
  CLAIM_PROBLEM_CODES,
  CLAIM_REASON_MAX_LENGTH,
  ClaimBody,
} from '@finishline/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_LIMITS,
  CLAIM_PROBLEMS,
  type ClaimValues,
  parseClaimTime,
  readClaimValues,
  TIME_INPUT_PATTERN,
  toClaimBody,
  validateClaim,
} from './claim-form-rules';

const valid: ClaimValues = {
  bib: '1234',
  name: 'Amina El Idrissi',
  time: '2:49:30',
  problem: 'wrong_time',
  reason: 'My watch says 2:49:30; the 30 km mat missed me.',
};

describe('claim form rules', () => {
  it('repeats the contract: problem codes and limits', () => {
    expect(CLAIM_PROBLEMS).toEqual(CLAIM_PROBLEM_CODES);
    expect(CLAIM_LIMITS.name.max).toBe(CLAIM_NAME_MAX_LENGTH);
    expect(CLAIM_LIMITS.reason.max).toBe(CLAIM_REASON_MAX_LENGTH);
  });

  it('accepts a complete claim, and one without a time', () => {
    expect(validateClaim(valid)).toEqual({});
    expect(validateClaim({ ...valid, time: '' })).toEqual({});
  });

  it('names each field that is missing or wrong', () => {
    expect(validateClaim({ bib: '', name: '', time: '', problem: '', reason: '' })).toEqual({
      bib: 'required',
      name: 'required',
      problem: 'required',
      reason: 'required',
    });
    expect(
      validateClaim({
        bib: '12 34',
        name: 'x'.repeat(101),
        time: '2:75:00',
        problem: 'angry',
        reason: 'short',
      }),
    ).toEqual({ bib: 'invalid', name: 'tooLong', time: 'invalid', problem: 'invalid', reason: 'tooShort' });
    expect(validateClaim({ ...valid, reason: 'x'.repeat(2001) })).toEqual({ reason: 'tooLong' });
    expect(validateClaim({ ...valid, reason: 'ten chars\u0000 and a NUL' })).toEqual({ reason: 'invalid' });
  });

  it('reads times as h:mm:ss with optional decimals', () => {
    expect(parseClaimTime('2:49:30')).toBe(10_170_000);
    expect(parseClaimTime('0:41:07.3')).toBe(2_467_300);
    expect(parseClaimTime('0:41:07,35')).toBe(2_467_350);
    expect(parseClaimTime('41:07')).toBeNull();
    expect(parseClaimTime('1:60:00')).toBeNull();
  });

  it('uses the same time pattern in the browser', () => {
    const html = new RegExp(`^(?:${TIME_INPUT_PATTERN})$`, 'v');
    for (const time of ['2:49:30', '0:41:07.3', '10:00:00,123'])
      expect([time, html.test(time)]).toEqual([time, parseClaimTime(time) !== null]);
    for (const time of ['41:07', '1:60:00', '2:49:30.1234', 'abc'])
      expect([time, html.test(time)]).toEqual([time, false]);
  });

  it('reads form fields, trimming and tidying', () => {
    const form = new FormData();
    form.set('bib', ' 12 ');
    form.set('name', ' Amina \n El  Idrissi ');
    form.set('reason', 'Line one\r\nLine two');
    expect(readClaimValues(form)).toEqual({
      bib: '12',
      name: 'Amina El Idrissi',
      time: '',
      problem: '',
      reason: 'Line one\nLine two',
    });
  });

  it('sends a body the API schema accepts', () => {
    expect(Value.Check(ClaimBody, toClaimBody(valid))).toBe(true);
    expect(Value.Check(ClaimBody, toClaimBody({ ...valid, time: '' }))).toBe(true);
    expect(toClaimBody({ ...valid, time: '0:41:07,3' }).time).toBe('0:41:07.3');
  });
});
