/**
 * "Download: CSV · JSON · IOF XML": the contest's whole results list from the API, CSV column labels in the page's
 * language. The IOF XML 3.0 ResultList (timing and orienteering software) is offered when the course has split
 * checkpoints: its point is the split times.
 */
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { useContest } from '../use-contest';

const link = 'font-medium text-accent underline underline-offset-2 hover:no-underline';

/** The API path of a results export, same origin as the page (the site mounts the API under /api). */
export function resultsExportPath(
  eventId: string,
  contestId: string,
  format: 'csv' | 'json' | 'xml',
  locale: string,
): string {
  const ids = `${encodeURIComponent(eventId)}/contests/${encodeURIComponent(contestId)}`;
  // The XML has no labels: one URL (one cached file) for every language.
  return format === 'xml'
    ? `/api/events/${ids}/results.xml`
    : `/api/events/${ids}/results.${format}?locale=${locale}`;
}

const FORMATS = [
  { format: 'csv', label: 'CSV', type: 'text/csv' },
  { format: 'json', label: 'JSON', type: 'application/json' },
  { format: 'xml', label: 'IOF XML', type: 'application/xml' },
] as const;

export function ResultsDownloads({ eventId, contestId }: { eventId: string; contestId: string }) {
  const t = useT();
  const locale = useLocale();
  const hasSplits = useContest().checkpoints.some((checkpoint) => checkpoint.kind === 'split');
  const formats = FORMATS.filter(({ format }) => format !== 'xml' || hasSplits);
  return (
    <p className="mt-3 text-sm text-muted" data-testid="results-downloads">
      {t('contest.results.download')}{' '}
      {formats.map(({ format, label, type }, index) => (
        <span key={format}>
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          <a
            href={resultsExportPath(eventId, contestId, format, locale)}
            type={type}
            download
            className={link}
            aria-label={t(`contest.results.download.${format}`)}
          >
            {label}
          </a>
        </span>
      ))}
    </p>
  );
}
