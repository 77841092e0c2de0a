import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type SegmentLink = { key: string; label: ReactNode; to: string; isCurrent: boolean };

/** A row of mutually exclusive links (e.g. the period toggle); the current one is marked. */
export function SegmentedLinks({ label, items }: { label: string; items: SegmentLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="inline-flex rounded-xl bg-sunken p-1 ring-1 ring-inset ring-line">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              preventScrollReset
              aria-current={item.isCurrent ? 'page' : undefined}
              className={`block rounded-lg px-3.5 py-1.5 text-sm font-semibold transition-colors sm:px-4 ${
                item.isCurrent ? 'bg-surface text-fg shadow-sm ring-1 ring-line' : 'text-muted hover:text-fg'
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
