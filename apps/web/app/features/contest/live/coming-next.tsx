import type { CheckpointInfo, ComingNext } from '@finishline/contract';
import { useEffect } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { buttonSecondary } from '../../../components/ui/button-styles';
import { formatTime } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { localizePath } from '../../../lib/i18n/locales';
import { isolate } from '../../shared/format-result';
import { RunnerName } from '../../shared/runner-name';
import { participantPath } from '@finishline/contract/page-paths';

/** Query parameter naming the checkpoint a spectator stands at. */
export const AT_PARAM = 'at';
/** How often the list is fetched again while the page is open. */
const REFRESH_MS = 30_000;

/** The checkpoint asked for in `search` if it is a split or the finish, else the finish. */
export function comingNextCheckpoint(
  checkpoints: readonly CheckpointInfo[],
  search: URLSearchParams,
): string | null {
  const candidates = checkpoints.filter((checkpoint) => checkpoint.kind !== 'start');
  const asked = search.get(AT_PARAM);
  return (candidates.find((checkpoint) => checkpoint.id === asked) ?? candidates.at(-1))?.id ?? null;
}

/**
 * "Coming next" for spectators on the Live tab (docs/results.md §Forecasts): pick the checkpoint you stand at
 * (a GET form, so it works without JavaScript), see who is expected there next and when, as estimates. Loaded
 * with the page, then fetched again every 30 s through the route's loader.
 */
export function ComingNextPanel({
  initial,
  checkpoints,
  eventId,
  zoneOffset,
}: {
  initial: ComingNext | null;
  checkpoints: readonly CheckpointInfo[];
  eventId: string;
  zoneOffset: number;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const fetcher = useFetcher<{ comingNext: ComingNext | null }>();
  const { load } = fetcher;
  const href = `${location.pathname}${location.search}`;
  useEffect(() => {
    const timer = window.setInterval(() => void load(href), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load, href]);
  // A refresh answers for the checkpoint it was asked about: never show one checkpoint's list under another.
  const fresh = fetcher.data?.comingNext;
  const data = fresh && fresh.checkpointId === initial?.checkpointId ? fresh : initial;
  const time = (at: string) => formatTime({ at, offsetMinutes: zoneOffset }, locale);
  const choices = checkpoints.filter((checkpoint) => checkpoint.kind !== 'start');
  return (
    <section
      aria-labelledby="coming-next-heading"
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="coming-next-heading" className="text-base font-bold text-fg">
            {t('contest.comingNext.heading')}
          </h3>
          <p className="text-xs text-muted">{t('contest.comingNext.hint')}</p>
        </div>
        <Form method="get" preventScrollReset className="flex items-end gap-2">
          <label className="grid gap-1 text-xs font-semibold text-muted" htmlFor="coming-next-at">
            {t('contest.comingNext.at')}
            <select
              id="coming-next-at"
              name={AT_PARAM}
              defaultValue={initial?.checkpointId}
              key={initial?.checkpointId}
              className="h-10 rounded-lg bg-surface px-2 text-sm text-fg ring-1 ring-line"
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              {choices.map((checkpoint) => (
                <option key={checkpoint.id} value={checkpoint.id}>
                  {checkpoint.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={`${buttonSecondary} h-10 px-3`}>
            {t('contest.comingNext.show')}
          </button>
        </Form>
      </div>
      {data === null || data.items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('contest.comingNext.empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-line" data-testid="coming-next">
          {data.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span className="min-w-0">
                <span className="me-2 rounded bg-sunken px-1.5 py-0.5 text-xs font-semibold text-muted tabular">
                  {item.bib}
                </span>
                <Link
                  to={localizePath(locale, participantPath(eventId, item.id))}
                  className="font-semibold text-fg underline-offset-4 hover:underline"
                >
                  <RunnerName name={item.name} />
                </Link>
              </span>
              <span className="text-sm text-fg tabular">
                {t('contest.comingNext.expected', {
                  time: time(item.forecast.at),
                  // One isolated run, so a right-to-left sentence keeps the range in reading order.
                  range: isolate(`${time(item.forecast.earliestAt)}–${time(item.forecast.latestAt)}`),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
