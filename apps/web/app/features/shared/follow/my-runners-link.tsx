import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { localizePath } from '../../../lib/i18n/locales';
import { StarIcon } from './follow-star';
import { countRunners, formatRunners, parseRunners, runnersSearch } from './runners-param';
import { useFollowedEvent } from './use-follow';
import { myRunnersPath } from '@finishline/contract/page-paths';

/**
 * The link to an event's My runners page, with how many runners the device follows there (known in the browser
 * only: the server renders the plain link). The count sits at the link's end, so nothing else moves when it
 * shows; the link carries the list, so the page renders it at once.
 */
export function MyRunnersLink({
  eventId,
  contestIds,
  className = '',
}: {
  eventId: string;
  contestIds: readonly string[];
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const lists = useFollowedEvent(eventId);
  const followed = lists ? parseRunners(formatRunners(lists), contestIds) : [];
  const count = countRunners(followed);
  const path = localizePath(locale, myRunnersPath(eventId));
  return (
    <Link
      to={count > 0 ? `${path}${runnersSearch(followed)}` : path}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-fg ring-1 ring-inset ring-line-strong hover:bg-sunken sm:min-h-9 ${className}`}
    >
      <StarIcon isFilled={count > 0} className={`size-4 ${count > 0 ? 'text-star' : 'text-muted'}`} />
      {t('follow.title')}
      {count > 0 ? (
        <>
          <span
            aria-hidden="true"
            className="rounded-full bg-star-soft px-1.5 text-xs font-bold text-fg tabular ring-1 ring-inset ring-star"
          >
            {count}
          </span>
          <span className="sr-only">{t('follow.nav.count', { count })}</span>
        </>
      ) : null}
    </Link>
  );
}
