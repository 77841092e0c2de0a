import type { FormEvent, ReactNode } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { buttonGhost, buttonPrimary } from '../../components/ui/button-styles';
import { SearchIcon } from '../../components/ui/icons';
import { filterFormState, useFilterFormKey } from '../../lib/filter-form-key';

export type Option = { value: string; label: string };

const fieldClass =
  'h-11 w-full min-w-0 rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg placeholder:text-muted';

/**
 * A list's filters as a plain GET form: it works without JavaScript (the choices land in the URL
 * query). With JavaScript a changed menu applies at once, empty fields stay out of the URL and the
 * page goes back to 1. Each submission sends the current value of every field. Links that change the
 * query (clear, paging) reset the fields; the form's own navigations do not (lib/filter-form-key.ts),
 * so a choice made while the previous one loads is neither undone nor lost.
 */
export function FilterForm({
  id,
  label,
  submitLabel,
  clear,
  toSearch,
  children,
  className = '',
}: {
  id: string;
  label: string;
  submitLabel: string;
  clear: { label: string; to: string } | null;
  /** The query string of the submitted fields, page reset. */
  toSearch: (params: URLSearchParams) => string;
  children: ReactNode;
  className?: string;
}) {
  const navigate = useNavigate();
  const fieldsKey = useFilterFormKey(id);
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.set(key, value);
    void navigate({ search: toSearch(params) }, { preventScrollReset: true, state: filterFormState(id) });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return (
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
      className={`grid grid-cols-2 gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:gap-4 ${className}`}
    >
      {children}
      <div className="col-span-full flex flex-wrap items-center gap-2">
        <button type="submit" className={`${buttonPrimary} h-11`}>
          {submitLabel}
        </button>
        {clear ? (
          <Link to={clear.to} preventScrollReset className={`${buttonGhost} h-11`}>
            {clear.label}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export function FilterSelect({
  formId,
  name,
  label,
  allLabel,
  value,
  options,
  className = '',
}: {
  formId: string;
  name: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: Option[];
  className?: string;
}) {
  const id = `${formId}-${name}`;
  const withSelected =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <div className={`grid min-w-0 content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={fieldClass}>
        <option value="">{allLabel}</option>
        {withSelected.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterText({
  formId,
  name,
  label,
  hint,
  value,
  maxLength,
  isSearch = false,
  className = '',
}: {
  formId: string;
  name: string;
  label: string;
  hint?: string;
  value: string | undefined;
  maxLength: number;
  isSearch?: boolean;
  className?: string;
}) {
  const id = `${formId}-${name}`;
  return (
    <div className={`grid min-w-0 content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        {isSearch ? (
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        ) : null}
        <input
          id={id}
          name={name}
          type={isSearch ? 'search' : 'text'}
          defaultValue={value ?? ''}
          maxLength={maxLength}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={`${fieldClass} ${isSearch ? 'ps-9' : ''}`}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
