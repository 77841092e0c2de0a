/**
 * The result claim form (spec §2 Contact, design §3 Claims): bib, name, time, problem and reason.
 * One set of rules for the browser (HTML constraints, the same limits) and the server action,
 * which checks again before anything reaches the API. Limits follow packages/contract/src/claims.ts.
 */
import type { ClaimBody, ClaimProblemCode } from '@finishline/contract';

/**
 * What is wrong with the published result: the contract's codes, repeated so the browser bundle
 * does not pull in the schemas (a test keeps them equal).
 */
export const CLAIM_PROBLEMS = [
  'wrong_time',
  'missing_result',
  'wrong_status',
  'wrong_details',
  'wrong_category',
  'anonymity',
  'other',
] as const satisfies readonly ClaimProblemCode[];
export type ClaimProblem = (typeof CLAIM_PROBLEMS)[number];

export const CLAIM_FIELDS = ['bib', 'name', 'time', 'problem', 'reason'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

export type ClaimError = 'required' | 'invalid' | 'tooShort' | 'tooLong';
export type ClaimErrors = Partial<Record<ClaimField, ClaimError>>;
export type ClaimValues = Record<ClaimField, string>;

export const CLAIM_LIMITS = {
  bib: { max: 16 },
  name: { min: 1, max: 100 },
  time: { max: 16 },
  // The API takes one character; ten ask for an explanation the organiser can act on.
  reason: { min: 10, max: 2000 },
} as const;

/** HTML `pattern` of a bib: letters, digits and `-` (as the API accepts them). */
export const BIB_INPUT_PATTERN = '[A-Za-z0-9\\-]{1,16}';
/** HTML `pattern` of a time: `h:mm:ss`, optionally with up to three decimals (`2:49:30.4`). */
export const TIME_INPUT_PATTERN = '\\d{1,3}:[0-5]\\d:[0-5]\\d([.,]\\d{1,3})?';

const TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)(?:[.,](\d{1,3}))?$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** `1:02:03.4` → 3 723 400 ms; null when it is not an `h:mm:ss` time. */
export function parseClaimTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  const ms = Number(fraction.padEnd(3, '0') || 0);
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + ms;
}

function isProblem(value: string): value is ClaimProblem {
  return (CLAIM_PROBLEMS as readonly string[]).includes(value);
}

/** The submitted fields as strings (anything else, or a missing field, is empty). */
export function readClaimValues(form: { get: (name: string) => unknown }): ClaimValues {
  const read = (name: ClaimField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : '';
  };
  return {
    bib: read('bib'),
    name: read('name').replace(/\s+/g, ' '),
    time: read('time'),
    problem: read('problem'),
    reason: read('reason'),
  };
}

function lengthError(value: string, min: number, max: number): ClaimError | undefined {
  if (value.length < min) return 'tooShort';
  if (value.length > max) return 'tooLong';
  return undefined;
}

/** Field errors of a claim; empty when it may be sent. */
export function validateClaim(values: ClaimValues): ClaimErrors {
  const errors: ClaimErrors = {};
  if (!values.bib) errors.bib = 'required';
  else if (!/^[A-Za-z0-9-]{1,16}$/.test(values.bib)) errors.bib = 'invalid';

  if (!values.name) errors.name = 'required';
  else if (CONTROL.test(values.name)) errors.name = 'invalid';
  else {
    const error = lengthError(values.name, CLAIM_LIMITS.name.min, CLAIM_LIMITS.name.max);
    if (error) errors.name = error;
  }

  if (values.time && parseClaimTime(values.time) === null) errors.time = 'invalid';

  if (!values.problem) errors.problem = 'required';
  else if (!isProblem(values.problem)) errors.problem = 'invalid';

  if (!values.reason) errors.reason = 'required';
  else if (CONTROL.test(values.reason)) errors.reason = 'invalid';
  else {
    const error = lengthError(values.reason, CLAIM_LIMITS.reason.min, CLAIM_LIMITS.reason.max);
    if (error) errors.reason = error;
  }
  return errors;
}

export function hasErrors(errors: ClaimErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The JSON body of POST …/claims; `time` (decimal comma made a dot) left out when not given. */
export function toClaimBody(values: ClaimValues): ClaimBody {
  return {
    bib: values.bib,
    name: values.name,
    ...(values.time ? { time: values.time.replace(',', '.') } : {}),
    problem: isProblem(values.problem) ? values.problem : 'other',
    reason: values.reason,
  };
}
