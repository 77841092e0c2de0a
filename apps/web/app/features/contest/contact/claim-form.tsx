import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { buttonPrimary } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/catalog';
import {
  BIB_INPUT_PATTERN,
  CLAIM_FIELDS,
  CLAIM_LIMITS,
  CLAIM_PROBLEMS,
  type ClaimError,
  type ClaimErrors,
  type ClaimField,
  type ClaimValues,
  readClaimValues,
  TIME_INPUT_PATTERN,
  validateClaim,
} from './claim-form-rules';
import { ErrorLinks, Field } from './claim-form-parts';

/** What the contact route's action answers. */
export type ClaimActionData =
  | { status: 'sent'; reference: string }
  | { status: 'invalid'; errors: ClaimErrors; values: ClaimValues }
  | { status: 'rateLimited' | 'failed'; values: ClaimValues };

const ERROR_KEYS: Record<ClaimField, Partial<Record<ClaimError, MessageKey>>> = {
  bib: { required: 'contest.claim.error.bib.required', invalid: 'contest.claim.error.bib.invalid' },
  name: {
    required: 'contest.claim.error.name.required',
    tooShort: 'contest.claim.error.name.required',
    tooLong: 'contest.claim.error.name.tooLong',
    invalid: 'contest.claim.error.name.invalid',
  },
  time: { invalid: 'contest.claim.error.time.invalid' },
  problem: {
    required: 'contest.claim.error.problem.required',
    invalid: 'contest.claim.error.problem.required',
  },
  reason: {
    required: 'contest.claim.error.reason.required',
    tooShort: 'contest.claim.error.reason.tooShort',
    tooLong: 'contest.claim.error.reason.tooLong',
    invalid: 'contest.claim.error.reason.invalid',
  },
};

const inputClass =
  'w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg placeholder:text-muted aria-[invalid=true]:border-2 aria-[invalid=true]:border-accent';

/**
 * The result claim form. It posts to the contact route's action, so it works without JavaScript
 * (the browser then checks the HTML constraints and the server checks again). With JavaScript the
 * same rules run on submit and each error is written next to its field and in a summary.
 */
export function ClaimForm({
  result,
  isSubmitting,
}: {
  result: ClaimActionData | undefined;
  isSubmitting: boolean;
}) {
  const t = useT();
  const location = useLocation();
  const [isEnhanced, setIsEnhanced] = useState(false);
  const [clientErrors, setClientErrors] = useState<ClaimErrors | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => setIsEnhanced(true), []);

  const serverErrors = result?.status === 'invalid' ? result.errors : {};
  const errors = clientErrors ?? serverErrors;
  const values = result && result.status !== 'sent' ? result.values : undefined;
  const errorList = CLAIM_FIELDS.filter((field) => errors[field]);
  // The box above the form: this browser's check, else the server's answer.
  const alertKind = clientErrors
    ? errorList.length > 0
      ? 'invalid'
      : null
    : result && result.status !== 'sent'
      ? result.status
      : null;

  // A new answer from the server: show it (the summary or the reference) to keyboard and screen reader users.
  useEffect(() => {
    setClientErrors(null);
    if (result?.status === 'sent') sentRef.current?.focus();
    else if (result) summaryRef.current?.focus();
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateClaim(readClaimValues(new FormData(event.currentTarget)));
    const first = CLAIM_FIELDS.find((field) => found[field]);
    setClientErrors(found);
    if (first) {
      event.preventDefault();
      document.getElementById(`claim-${first}`)?.focus();
    }
  };

  const messageFor = (field: ClaimField): string | null => {
    const code = errors[field];
    const key = code ? ERROR_KEYS[field][code] : undefined;
    return key ? t(key) : null;
  };

  const fieldProps = (field: ClaimField) => {
    const message = messageFor(field);
    const hint = field === 'time' || field === 'reason' ? `claim-${field}-hint` : null;
    return {
      id: `claim-${field}`,
      name: field,
      defaultValue: values?.[field] ?? '',
      'aria-invalid': message ? true : undefined,
      'aria-describedby':
        [hint, message ? `claim-${field}-error` : null].filter(Boolean).join(' ') || undefined,
    };
  };

  return (
    <div id="claim">
      {result?.status === 'sent' ? (
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="mb-5 rounded-xl bg-live-soft p-4 text-fg ring-1 ring-inset ring-line"
        >
          <p className="font-bold">{t('contest.claim.sent.title')}</p>
          <p className="mt-1 text-sm">
            {t('contest.claim.sent.reference')}{' '}
            <strong className="font-mono text-base" dir="ltr" translate="no">
              {result.reference}
            </strong>
          </p>
          <p className="mt-1 text-sm">{t('contest.claim.sent.next')}</p>
        </div>
      ) : null}
      {alertKind ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby="claim-summary-title"
          className="mb-5 rounded-xl bg-accent-soft p-4 text-accent-soft-fg ring-1 ring-inset ring-line"
        >
          <p id="claim-summary-title" className="font-bold">
            {alertKind === 'invalid'
              ? t('contest.claim.invalid.title')
              : alertKind === 'rateLimited'
                ? t('contest.claim.rateLimited')
                : t('contest.claim.failed')}
          </p>
          {alertKind === 'invalid' ? <ErrorLinks fields={errorList} messageFor={messageFor} /> : null}
        </div>
      ) : null}
      <Form
        key={result?.status === 'sent' ? result.reference : 'claim'}
        method="post"
        action={`${location.pathname}#claim`}
        noValidate={isEnhanced}
        onSubmit={onSubmit}
        aria-labelledby="claim-form-title"
        className="grid gap-4 sm:grid-cols-2"
      >
        <Field label={t('contest.claim.bib')} field="bib" message={messageFor('bib')} isRequired>
          <input
            {...fieldProps('bib')}
            type="text"
            inputMode="text"
            autoComplete="off"
            required
            pattern={BIB_INPUT_PATTERN}
            maxLength={CLAIM_LIMITS.bib.max}
            dir="ltr"
            className={`${inputClass} h-11`}
          />
        </Field>
        <Field label={t('contest.claim.name')} field="name" message={messageFor('name')} isRequired>
          <input
            {...fieldProps('name')}
            type="text"
            autoComplete="name"
            required
            maxLength={CLAIM_LIMITS.name.max}
            className={`${inputClass} h-11`}
          />
        </Field>
        <Field
          label={t('contest.claim.time')}
          field="time"
          message={messageFor('time')}
          hint={t('contest.claim.time.hint')}
        >
          <input
            {...fieldProps('time')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            pattern={TIME_INPUT_PATTERN}
            maxLength={CLAIM_LIMITS.time.max}
            dir="ltr"
            className={`${inputClass} h-11 text-start`}
          />
        </Field>
        <Field label={t('contest.claim.problem')} field="problem" message={messageFor('problem')} isRequired>
          <select {...fieldProps('problem')} required className={`${inputClass} h-11`}>
            <option value="">{t('contest.claim.problem.choose')}</option>
            {CLAIM_PROBLEMS.map((problem) => (
              <option key={problem} value={problem}>
                {t(`contest.claim.problem.${problem}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={t('contest.claim.reason')}
          field="reason"
          message={messageFor('reason')}
          hint={t('contest.claim.reason.hint', {
            min: CLAIM_LIMITS.reason.min,
            max: CLAIM_LIMITS.reason.max,
          })}
          isRequired
          className="sm:col-span-2"
        >
          <textarea
            {...fieldProps('reason')}
            required
            minLength={CLAIM_LIMITS.reason.min}
            maxLength={CLAIM_LIMITS.reason.max}
            rows={5}
            className={`${inputClass} py-2`}
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className={`${buttonPrimary} h-11`} disabled={isSubmitting}>
            {isSubmitting ? t('contest.claim.sending') : t('contest.claim.submit')}
          </button>
          <p className="text-xs text-muted">{t('contest.claim.required')}</p>
        </div>
      </Form>
    </div>
  );
}
