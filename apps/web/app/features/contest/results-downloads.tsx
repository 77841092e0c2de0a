/**
 * "Download: CSV · JSON · IOF XML": the contest's whole results list from the API, CSV column labels in the page's
 * language. The IOF XML 3.0 ResultList (timing and orienteering software) is offered when the course has split
 * checkpoints: its point is the split times.
 */
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { useContest } from './use-contest';

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

export function ResultsDownloads({ eventId, contestId }: { eventId: string; contestId: string }) {
  const t = useT();
  const locale = useLocale();
  const hasSplits = useContest().checkpoints.some((checkpoint) => checkpoint.kind === 'split');
  return (
    <p className="mt-3 text-sm text-muted" data-testid="results-downloads">
      {t('contest.results.download')}{' '}
      <a
        href={resultsExportPath(eventId, contestId, 'csv', locale)}
        type="text/csv"
        download
        className={link}
        aria-label={t('contest.results.download.csv')}
      >
        CSV
      </a>
      <span aria-hidden="true"> · </span>
      <a
        href={resultsExportPath(eventId, contestId, 'json', locale)}
        type="application/json"
        download
        className={link}
        aria-label={t('contest.results.download.json')}
      >
        JSON
      </a>
      {hasSplits ? (
        <>
          <span aria-hidden="true"> · </span>
          <a
            href={resultsExportPath(eventId, contestId, 'xml', locale)}
            type="application/xml"
            download
            className={link}
            aria-label={t('contest.results.download.xml')}
          >
            IOF XML
          </a>
        </>
      ) : null}
    </p>
  );
}
