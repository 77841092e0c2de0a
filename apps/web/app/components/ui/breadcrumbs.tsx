import { Link } from 'react-router';
import { ChevronIcon } from './icons';

export type Crumb = { label: string; to?: string };

/** A breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav aria-label={label} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1.5">
              {item.to && !isLast ? (
                <Link to={item.to} className="truncate underline-offset-4 hover:text-fg hover:underline">
                  <bdi>{item.label}</bdi>
                </Link>
              ) : (
                <span aria-current={isLast ? 'page' : undefined} className="truncate font-medium text-fg">
                  <bdi>{item.label}</bdi>
                </span>
              )}
              {isLast ? null : <ChevronIcon className="size-3.5 shrink-0 opacity-60" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
