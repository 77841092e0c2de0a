import { CopyButton } from './copy-button';

/**
 * A code sample: always left to right (also on Arabic pages), never translated, scrolled sideways rather than
 * wrapped, with a Copy button when asked. Focusable, so keyboard users can scroll it.
 */
export function CodeBlock({
  id,
  code,
  label,
  hasCopy = false,
  isWrapped = false,
}: {
  id: string;
  code: string;
  /** What the code is, e.g. `curl` or `HTML`: shown above it and its accessible name. */
  label: string;
  hasCopy?: boolean;
  /** Wrap long lines (a one-line snippet) instead of scrolling. */
  isWrapped?: boolean;
}) {
  return (
    <figure className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted" translate="no">
          {label}
        </figcaption>
        {hasCopy ? <CopyButton text={code} targetId={id} /> : null}
      </div>
      <pre
        dir="ltr"
        tabIndex={0}
        aria-label={label}
        className={`${isWrapped ? 'whitespace-pre-wrap break-all' : 'overflow-x-auto'} rounded-xl bg-sunken p-3 text-start text-xs leading-relaxed text-fg ring-1 ring-inset ring-line sm:text-sm`}
        translate="no"
      >
        <code id={id}>{code}</code>
      </pre>
    </figure>
  );
}
