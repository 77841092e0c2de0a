import { Form, Link } from 'react-router';
import { buttonPrimary } from '../../components/ui/button-styles';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath } from '../../lib/i18n/locales';
import { BIB_FIELD, MAX_COMPARED } from './compare-bibs';
import { contestPath } from '@finishline/contract/page-paths';

/**
 * One field per runner, sent as `?bib=…&bib=…` by a plain GET form (works without JavaScript); the loader turns
 * that into the shareable `?bibs=` URL. The fields start with the bibs of the URL, unknown ones included, so
 * that a typo can be fixed in place.
 */
export function CompareForm({
  eventId,
  contestId,
  bibs,
}: {
  eventId: string;
  contestId: string;
  bibs: readonly string[];
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Form
      method="get"
      key={bibs.join(',')}
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5"
    >
      <fieldset>
        <legend className="text-base font-bold text-fg">{t('compare.form.legend')}</legend>
        <p id="compare-form-hint" className="mt-1 text-sm text-muted">
          {t('compare.form.hint')}{' '}
          <Link
            to={localizePath(locale, contestPath(eventId, contestId, 'results'))}
            className="font-medium text-accent underline underline-offset-4"
          >
            {t('compare.form.findBibs')}
          </Link>
        </p>
        <div className="mt-3 grid grid-cols-2 items-end gap-3 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
          {Array.from({ length: MAX_COMPARED }, (_, index) => (
            <div key={index} className="grid min-w-0 gap-1.5">
              <label htmlFor={`compare-bib-${index}`} className="text-sm font-medium text-fg">
                {t('compare.form.bib', { number: index + 1 })}
              </label>
              <input
                id={`compare-bib-${index}`}
                name={BIB_FIELD}
                type="text"
                autoComplete="off"
                maxLength={40}
                defaultValue={bibs[index] ?? ''}
                aria-describedby="compare-form-hint"
                dir="ltr"
                className="h-11 w-full min-w-0 rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg tabular rtl:text-right"
              />
            </div>
          ))}
          <button type="submit" className={`${buttonPrimary} col-span-2 h-11 sm:col-span-1`}>
            {t('compare.form.submit')}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
