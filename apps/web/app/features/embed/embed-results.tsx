import type { PrecisionValue } from '@finishline/contract';
import { Badge } from '../../components/ui/badge';
import { TableScroller } from '../../components/ui/table-scroller';
import { countryName } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { statusLabel } from '../../lib/i18n/labels';
import { formatRaceTime } from '../shared/format-result';
import { RunnerName } from '../shared/runner-name';
import type { EmbedRow } from './embed-rows';

type Props = {
  eventName: string;
  contestName: string;
  rows: readonly EmbedRow[];
  precisionMs: PrecisionValue;
  isLive: boolean;
  fullResultsUrl: string;
};

/** The runner's country (its code, named for screen readers) and club, under the name: narrow frames need the room. */
function RunnerDetails({ nation, club }: { nation: string | null; club: string | null }) {
  const locale = useLocale();
  if (!nation && !club) return null;
  return (
    <span className="block break-words text-xs text-muted">
      {nation ? (
        <>
          <span translate="no" aria-hidden="true">
            {nation}
          </span>
          <span className="sr-only">{countryName(nation, locale)}</span>
        </>
      ) : null}
      {nation && club ? <span aria-hidden="true"> · </span> : null}
      {club ? <bdi>{club}</bdi> : null}
    </span>
  );
}

/** The results widget: the contest, its top rows in a compact table, and a link to the full results. */
export function EmbedResults({ eventName, contestName, rows, precisionMs, isLive, fullResultsUrl }: Props) {
  const t = useT();
  const hasResults = rows.some((row) => row.status !== 'registered');
  return (
    <div className="flex min-h-dvh flex-col gap-3 p-2 sm:p-4">
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="truncate text-xs font-semibold text-accent">
            <bdi>{eventName}</bdi>
          </p>
          <h1 className="text-lg font-bold leading-tight tracking-tight text-fg">
            <bdi>{contestName}</bdi>
          </h1>
        </div>
        {isLive ? (
          <p className="flex items-center gap-2 text-xs text-muted">
            <Badge tone="live">{t('embed.live')}</Badge>
            <span>{t('embed.live.note')}</span>
          </p>
        ) : null}
      </header>
      {hasResults ? (
        <TableScroller labelledBy="embed-caption" frameClassName="rounded-xl ring-1 ring-inset ring-line">
          <table className="w-full border-collapse text-sm">
            <caption id="embed-caption" className="sr-only">
              {t('embed.caption', { count: rows.length, contest: contestName })}
            </caption>
            <thead className="bg-sunken text-xs text-muted">
              <tr>
                <th scope="col" className="px-1.5 py-1 sm:px-2 text-end font-semibold">
                  {t('embed.col.place')}
                </th>
                <th scope="col" className="px-1.5 py-1 sm:px-2 text-end font-semibold">
                  {t('embed.col.bib')}
                </th>
                <th scope="col" className="w-full px-1.5 py-1 sm:px-2 text-start font-semibold">
                  {t('embed.col.name')}
                </th>
                <th scope="col" className="px-1.5 py-1 sm:px-2 text-end font-semibold">
                  {t('embed.col.time')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-line">
                  <td className="px-1.5 py-1 sm:px-2 text-end font-semibold tabular">{row.place ?? '–'}</td>
                  <td className="px-1.5 py-1 sm:px-2 text-end text-muted tabular">{row.bib}</td>
                  <td className="px-1.5 py-1 sm:px-2">
                    {/* A block of the page's direction around the isolated name: it lines up with the column
                        (and wraps rather than truncates: an ellipsis would cut a Latin name's start in Arabic). */}
                    <span className="block break-words font-medium text-fg">
                      <RunnerName name={row.name} />
                    </span>
                    <RunnerDetails nation={row.nation} club={row.club} />
                  </td>
                  <td className="whitespace-nowrap px-1.5 py-1 sm:px-2 text-end font-semibold tabular">
                    {row.timeMs === null ? (
                      <span className="text-xs font-normal text-muted">
                        {row.status === 'finished' || row.status === 'started'
                          ? '–'
                          : statusLabel(t, row.status)}
                      </span>
                    ) : (
                      <bdi>{formatRaceTime(row.timeMs, precisionMs)}</bdi>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : (
        <div className="rounded-xl bg-sunken p-4 text-sm ring-1 ring-inset ring-line">
          <p className="font-semibold text-fg">{t('embed.empty')}</p>
          <p className="mt-1 text-muted">{t('embed.empty.hint')}</p>
        </div>
      )}
      <p className="mt-auto text-sm">
        <a
          href={fullResultsUrl}
          target="_blank"
          rel="noopener"
          className="font-semibold text-accent underline underline-offset-4"
        >
          {t('embed.fullResults', { site: t('common.site.name') })}
          <span className="sr-only"> {t('embed.newTab')}</span>
        </a>
      </p>
    </div>
  );
}
