import { type ReactNode } from 'react';
import { buttonPrimary } from './button-styles';
import { SearchIcon } from './icons';

/**
 * A search input with its icon and the submit button beside it, as every search box of the site draws it (the
 * events filters, the participant search, "find a runner"). The label and the form are the caller's.
 */
export function SearchField({
  id,
  name,
  defaultValue,
  placeholder,
  maxLength,
  submitLabel,
  describedBy,
  inputKey,
  fieldClassName = '',
  children,
}: {
  id: string;
  name: string;
  defaultValue: string;
  placeholder: string;
  maxLength: number;
  submitLabel: string;
  describedBy?: string;
  /** Changes to reset the typed text to `defaultValue` (after a navigation). */
  inputKey?: string;
  /** Extra classes of the input's box (a maximum width). */
  fieldClassName?: string;
  /** Hidden inputs that travel with the search. */
  children?: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <div className={`relative min-w-0 flex-1 ${fieldClassName}`}>
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          id={id}
          key={inputKey}
          type="search"
          name={name}
          defaultValue={defaultValue}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={describedBy}
          className="h-11 w-full rounded-lg border border-line-strong bg-surface ps-9 pe-3 text-base text-fg placeholder:text-muted sm:text-sm"
        />
      </div>
      {children}
      <button type="submit" className={`${buttonPrimary} h-11`}>
        {submitLabel}
      </button>
    </div>
  );
}
