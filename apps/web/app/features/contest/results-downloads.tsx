/** "Download: CSV · JSON": the contest's whole results list from the API, column labels in the page's language. */
import { useLocale, useT } from '../../lib/i18n/i18n-context';

const link = 'font-medium text-accent underline underline-offset-2 hover:no-underline';

/** The API path of a results export, same origin as the page (the site mounts the API under /api). */
export function resultsExportPath(
  eventId: string,
  contestId: string,
  format: 'csv' | 'json',
  locale: string,
): string {
  const ids = `${encodeURIComponent(eventId)}/contests/${encodeURIComponent(contestId)}`;
  return `/api/events/${ids}/results.${format}?locale=${locale}`;
}

export function ResultsDownloads({ eventId, contestId }: { eventId: string; contestId: string }) {
  const t = useT();
  const locale = useLocale();
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
    </p>
  );
}
