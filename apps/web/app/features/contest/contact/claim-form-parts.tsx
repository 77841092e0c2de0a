import type { ReactNode } from 'react';
import type { ClaimField } from './claim-form-rules';

/** A labelled claim field with its hint and its error, both tied to the control by id. */
export function Field({
  label,
  field,
  message,
  hint,
  isRequired = false,
  className = '',
  children,
}: {
  label: string;
  field: ClaimField;
  message: string | null;
  hint?: string;
  isRequired?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={`claim-${field}`} className="text-sm font-medium text-fg">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ms-0.5 text-accent">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`claim-${field}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`claim-${field}-error`} className="text-sm font-medium text-accent">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The error summary's list: each message links to its field. */
export function ErrorLinks({
  fields,
  messageFor,
}: {
  fields: ClaimField[];
  messageFor: (field: ClaimField) => string | null;
}) {
  return (
    <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
      {fields.map((field) => (
        <li key={field}>
          <a href={`#claim-${field}`} className="underline underline-offset-4">
            {messageFor(field)}
          </a>
        </li>
      ))}
    </ul>
  );
}
