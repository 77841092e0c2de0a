import { SearchIcon } from '../../../components/ui/icons';

export type Option = { value: string; label: string };

const fieldClass =
  'h-11 w-full min-w-0 rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg placeholder:text-muted';

/** A menu of the filter form; a value the options lack (from an old link) stays selectable. */
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

/** A text field of the filter form; `isSearch` marks the list's search box. */
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
