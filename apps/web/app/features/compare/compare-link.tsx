import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath } from '../../lib/i18n/locales';
import { competitorKey, useCompetitorWord } from '../shared/competitor-word';
import { comparePath } from './compare-bibs';

/**
 * "Compare with other runners" ("athletes" outside running): the contest's compare page with these runners already
 * in (e.g. the one of a participant page), where the visitor adds the others.
 */
export function CompareLink({
  eventId,
  contestId,
  bibs,
  className = 'font-medium text-accent underline underline-offset-4',
}: {
  eventId: string;
  contestId: string;
  bibs: readonly string[];
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const who = useCompetitorWord();
  return (
    <Link to={localizePath(locale, comparePath(eventId, contestId, bibs))} className={className}>
      {t(competitorKey('compare.link', who))}
    </Link>
  );
}
