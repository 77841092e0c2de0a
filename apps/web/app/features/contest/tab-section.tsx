import type { ReactNode } from 'react';

/** A contest tab's body under its own heading (the page's h1 is the contest's name). */
export function TabSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="contest-tab-title">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="contest-tab-title" className="text-xl font-bold tracking-tight text-fg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A titled card inside a tab. */
export function Panel({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5 ${className}`}
    >
      <h3 id={id} className="text-base font-bold text-fg">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}
