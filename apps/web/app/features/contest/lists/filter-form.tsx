import type { ContestDetail } from '@finishline/contract';
import type { FormEvent, ReactNode } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { buttonGhost, buttonPrimary, buttonSecondary } from '../../../components/ui/button-styles';
import { ChevronIcon } from '../../../components/ui/icons';
import { filterFormState, useFilterFormKey } from '../../../lib/filter-form-key';
import { countryName, sortByLabel } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { genderLabel } from '../../../lib/i18n/labels';
import { FilterSelect } from './filter-fields';
import {
  GENDERS,
  isNarrowed,
  type ListQuery,
  narrowedCount,
  type ParticipantFilters,
  toSearch,
} from './list-query';

/**
 * A list's filters (start list, results) as a plain GET form: it works without JavaScript (the
 * choices land in the URL query). With JavaScript a changed menu applies at once, empty fields stay
 * out of the URL and the page goes back to 1. Each submission sends the current value of every
 * field. Links that change the query (clear, paging) reset the fields; the form's own navigations
 * do not (lib/filter-form-key.ts), so a choice made while the previous one loads is neither undone
 * nor lost.
 */
export function FilterForm({
  id,
  label,
  query,
  parse,
  collapsible,
  children,
}: {
  id: string;
  label: string;
  /** The list's current state: whether to offer "clear". */
  query: ListQuery;
  /** The list's state from the submitted fields (bad values dropped, as from a URL). */
  parse: (params: URLSearchParams) => ListQuery;
  /**
   * On a phone, the form folds under this summary (open when the list is narrowed), so the first rows are on the
   * first screen; from the `sm` width up it is always open (app.css, `.filter-panel`).
   */
  collapsible?: string;
  children: ReactNode;
}) {
  const t = useT();
  const navigate = useNavigate();
  const fieldsKey = useFilterFormKey(id);
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.set(key, value);
    const search = toSearch({ ...parse(params), page: 1 });
    void navigate({ search }, { preventScrollReset: true, state: filterFormState(id) });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const form = (
    <Form
      key={fieldsKey}
      id={id}
      method="get"
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement && event.target.form) apply(event.target.form);
      }}
      className="grid grid-cols-2 gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:gap-4 lg:grid-cols-4"
    >
      {children}
      <div className="col-span-full flex flex-wrap items-center gap-2">
        <button type="submit" className={`${buttonPrimary} h-11`}>
          {t('contest.filters.apply')}
        </button>
        {isNarrowed(query) ? (
          <Link to="." preventScrollReset className={`${buttonGhost} h-11`}>
            {t('contest.filters.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
  if (!collapsible) return form;
  const count = narrowedCount(query);
  return (
    <details className="filter-panel group" open={count > 0 || undefined}>
      <summary
        className={`${buttonSecondary} filter-panel-summary h-11 cursor-pointer list-none px-4 [&::-webkit-details-marker]:hidden`}
      >
        <span>{collapsible}</span>
        {count > 0 ? <span className="tabular text-muted">({count})</span> : null}
        <ChevronIcon className="size-4 rotate-90 transition-transform group-open:-rotate-90" />
      </summary>
      <div className="mt-3 sm:mt-0">{form}</div>
    </details>
  );
}

/** The gender, age group and nation menus both lists have; the nations are the contest's own. */
export function PersonFilterSelects({
  formId,
  contest,
  query,
  nationClassName,
}: {
  formId: string;
  contest: ContestDetail;
  query: ParticipantFilters;
  nationClassName?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const nations = sortByLabel(
    contest.countries.map((code) => ({ value: code, label: countryName(code, locale) })),
    (option) => option.label,
    locale,
  );
  const all = t('contest.filters.all');
  return (
    <>
      <FilterSelect
        formId={formId}
        name="gender"
        label={t('contest.col.gender')}
        allLabel={all}
        value={query.gender}
        options={GENDERS.map((code) => ({ value: code, label: genderLabel(t, code) }))}
      />
      <FilterSelect
        formId={formId}
        name="ageGroup"
        label={t('contest.col.ageGroup')}
        allLabel={all}
        value={query.ageGroup}
        options={contest.ageGroups.map((group) => ({ value: group, label: group }))}
      />
      <FilterSelect
        formId={formId}
        name="nation"
        label={t('contest.col.nation')}
        allLabel={all}
        value={query.nation}
        options={nations}
        className={nationClassName}
      />
    </>
  );
}
