import { Link } from 'react-router';
import { buttonSecondary } from './button-styles';
import { ChevronIcon } from './icons';

export type PaginationLabels = { nav: string; previous: string; next: string; status: string };

/** Previous / next links around "Page x of y". */
export function Pagination({
  page,
  pages,
  hrefFor,
  labels,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={buttonSecondary}>
          <ChevronIcon className="size-4 rotate-180" />
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted tabular">{labels.status}</p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={buttonSecondary}>
          {labels.next}
          <ChevronIcon className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
