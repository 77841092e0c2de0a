import type { EventFilters as FilterOptions } from '@finishline/contract';
import type { FormEvent } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { buttonGhost } from '../../components/ui/button-styles';
import { SearchField } from '../../components/ui/search-field';
import { filterFormState, useFilterFormKey } from '../../lib/filter-form-key';
import { countryName, sortByLabel } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { eventTypeLabel } from '../../lib/i18n/labels';
import { localizePath } from '../../lib/i18n/locales';
import { type EventsQuery, eventsHref, hasFilters, parseEventsQuery } from './events-query';

type Option = { value: string; label: string };

function Select({
  name,
  label,
  allLabel,
  value,
  options,
  onChange,
  className = '',
}: {
  className?: string;
  name: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: Option[];
  onChange: (form: HTMLFormElement) => void;
}) {
  const id = `events-${name}`;
  return (
    <div className={`grid min-w-0 gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        onChange={(event) => {
          if (event.currentTarget.form) onChange(event.currentTarget.form);
        }}
        className="h-11 w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const FORM_ID = 'events-filters';

/**
 * Type, country and city (only values that have events) and a search box. A plain GET form, so it
 * works without JavaScript; with it, a change applies at once and the URL stays free of empty fields.
 * Other links that change the query (period, clear, paging) reset the fields; the form's own
 * navigations do not, so a choice made while the previous one loads is kept (lib/filter-form-key.ts).
 */
export function EventFilters({ query, options }: { query: EventsQuery; options: FilterOptions }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const fieldsKey = useFilterFormKey(FORM_ID);

  const withSelected = (list: Option[], selected: string | undefined, label: (value: string) => string) =>
    selected && !list.some((option) => option.value === selected)
      ? [...list, { value: selected, label: label(selected) }]
      : list;

  const typeLabel = (code: string) => eventTypeLabel(t, code);
  const types = withSelected(
    sortByLabel(
      options.types.map((type) => ({ value: type.code, label: typeLabel(type.code) })),
      (o) => o.label,
      locale,
    ),
    query.type,
    typeLabel,
  );
  const countries = withSelected(
    sortByLabel(
      options.countries.map((c) => ({ value: c.code, label: countryName(c.code, locale) })),
      (o) => o.label,
      locale,
    ),
    query.country,
    (code) => countryName(code, locale),
  );
  const cityNames = new Set(
    options.cities
      .filter((city) => !query.country || city.country === query.country)
      .map((city) => city.name),
  );
  const cities = withSelected(
    sortByLabel(
      [...cityNames].map((name) => ({ value: name, label: name })),
      (o) => o.label,
      locale,
    ),
    query.city,
    (name) => name,
  );

  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string') params.set(key, value);
    }
    void navigate(eventsHref(locale, { ...parseEventsQuery(params), page: 1 }), {
      preventScrollReset: true,
      state: filterFormState(FORM_ID),
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    <Form
      key={fieldsKey}
      method="get"
      action={localizePath(locale, '/')}
      role="search"
      aria-label={t('events.filters.label')}
      onSubmit={onSubmit}
      className="grid grid-cols-2 gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:gap-4 sm:p-5 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <input type="hidden" name="period" value={query.period} />
      <div className="col-span-2 grid gap-1.5 lg:col-span-1">
        <label htmlFor="events-q" className="text-sm font-medium text-fg">
          {t('events.filters.search')}
        </label>
        <SearchField
          id="events-q"
          name="q"
          defaultValue={query.q ?? ''}
          placeholder={t('events.filters.search.placeholder')}
          maxLength={100}
          submitLabel={t('events.filters.submit')}
        />
      </div>
      <Select
        name="type"
        label={t('events.filters.type')}
        allLabel={t('events.filters.type.all')}
        value={query.type}
        options={types}
        onChange={apply}
      />
      <Select
        name="country"
        label={t('events.filters.country')}
        allLabel={t('events.filters.country.all')}
        value={query.country}
        options={countries}
        onChange={apply}
      />
      <Select
        name="city"
        label={t('events.filters.city')}
        allLabel={t('events.filters.city.all')}
        value={query.city}
        options={cities}
        onChange={apply}
        className="col-span-2 lg:col-span-1"
      />
      {hasFilters(query) ? (
        <div className="col-span-2 lg:col-span-4">
          <Link
            to={eventsHref(locale, { period: query.period, page: 1 })}
            preventScrollReset
            className={`${buttonGhost} -ms-2 px-2`}
          >
            {t('events.filters.clear')}
          </Link>
        </div>
      ) : null}
    </Form>
  );
}
