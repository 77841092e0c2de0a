import { Link } from 'react-router';
import { buttonSecondary } from '../../../components/ui/button-styles';
import { ChevronIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n/i18n-context';

/** The navigation state of a pager link: the list tab focuses the new page's rows when it sees it. */
export const PAGED_STATE = { paged: true } as const;

/** Whether a navigation came from a pager link. */
export function isPaged(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { paged?: unknown }).paged === true;
}

/**
 * First, previous, next and last page links around "Page x of y" (a marathon's results run to
 * hundreds of pages). Links, so paging works without JavaScript and each page has its URL.
 */
export function ListPager({
  page,
  pages,
  hrefFor,
  label,
  isCompact = false,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label: string;
  /** Above a table: previous and next only, closer to the rows. */
  isCompact?: boolean;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const link = (
    target: number,
    text: string,
    rel: string | undefined,
    icon: 'start' | 'end',
    isDouble = false,
  ) => (
    <Link
      to={hrefFor(target)}
      rel={rel}
      // The list tab moves focus and the view to the new page's rows (list-tab.tsx), not to the top of the site.
      state={PAGED_STATE}
      preventScrollReset
      className={`${buttonSecondary} h-11 px-3`}
      aria-label={isDouble ? text : undefined}
    >
      {icon === 'start' ? <Chevrons isBack isDouble={isDouble} /> : null}
      {isDouble ? null : <span>{text}</span>}
      {icon === 'end' ? <Chevrons isDouble={isDouble} /> : null}
    </Link>
  );
  return (
    <nav
      aria-label={label}
      className={`${isCompact ? '' : 'mt-6 justify-between'} flex flex-wrap items-center gap-3`}
    >
      <div className="flex gap-2">
        {page > 1 ? (
          <>
            {page > 2 && !isCompact ? link(1, t('contest.pager.first'), undefined, 'start', true) : null}
            {link(page - 1, t('common.pagination.previous'), 'prev', 'start')}
          </>
        ) : null}
      </div>
      {/* Beside the count on a phone, the page number is for screen readers only there. */}
      <p className={`text-sm text-muted tabular ${isCompact ? 'max-sm:sr-only' : ''}`}>
        {t('common.pagination.page', { page, pages })}
      </p>
      <div className="flex gap-2">
        {page < pages ? (
          <>
            {link(page + 1, t('common.pagination.next'), 'next', 'end')}
            {page < pages - 1 && !isCompact
              ? link(pages, t('contest.pager.last'), undefined, 'end', true)
              : null}
          </>
        ) : null}
      </div>
    </nav>
  );
}

function Chevrons({ isBack = false, isDouble = false }: { isBack?: boolean; isDouble?: boolean }) {
  const className = `size-4 ${isBack ? 'rotate-180' : ''}`;
  return (
    <span className="flex" aria-hidden="true">
      <ChevronIcon className={className} />
      {isDouble ? <ChevronIcon className={`${className} -ms-2.5`} /> : null}
    </span>
  );
}
