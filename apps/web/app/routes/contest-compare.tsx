/**
 * Compare (issue 15): two to four runners of a contest head to head, at `…/contest/{contestId}/compare?bibs=12,345`.
 * A page of its own beside the contest's tabs rather than one of them: it needs the full width for its table,
 * and the tab layout would name it "Results" in the breadcrumbs. Caching is the entry's, as for every page: the
 * event's freshness (the contest's data is not in the `routes/contest` match here), invalidated with the event.
 */
import { Link, redirect } from 'react-router';
import type { Route } from './+types/contest-compare';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { EmptyState } from '../components/ui/empty-state';
import {
  comparePath,
  compareSearch,
  formRedirect,
  MAX_COMPARED,
  MIN_COMPARED,
} from '../features/compare/compare-bibs';
import { compareRows, gapSeries, hasGapChart, segmentWins } from '../features/compare/compare-data';
import { CompareForm } from '../features/compare/compare-form';
import { CompareTable } from '../features/compare/compare-table';
import { chartSummary, versus } from '../features/compare/compare-text';
import { LazyGapChart } from '../features/compare/lazy-gap-chart';
import { loadCompare } from '../features/compare/load-compare.server';
import { readsOf } from '../lib/services.server';
import { RunnerHeaders } from '../features/compare/runner-headers';
import { useEvent } from '../features/events/use-event';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { localizePath } from '../lib/i18n/locales';
import { metaI18n } from '../lib/meta-i18n';
import { eventData } from '../lib/route-data';
import { pageMeta } from '../lib/seo';
import { runnerLabel } from '../features/shared/runner-name';
import { contestPath, eventContestsPath, eventPath, eventsPath } from '@finishline/contract/page-paths';

/** `?bib=12&bib=345` from the form becomes the shareable `?bibs=12,345` (a redirect, so it works without JS). */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const target = formRedirect(url.pathname, url.searchParams);
  if (target !== null) throw redirect(target);
  return loadCompare(readsOf(context), {
    eventId: params.eventId,
    contestId: params.contestId,
    bibsParam: url.searchParams.get('bibs'),
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const event = eventData(matches)?.event;
  const { t } = metaI18n(matches);
  if (!event || !loaderData) return [];
  const { contest, runners, bibs } = loaderData;
  const names = runners.map((runner) => runnerLabel(runner.participant.name, t));
  const isComparing = names.length >= MIN_COMPARED;
  const tags = pageMeta(matches, {
    title: `${isComparing ? t('compare.meta.title', { names: versus(t, names) }) : t('compare.title')} · ${contest.name} · ${event.name}`,
    description: isComparing
      ? t('compare.meta.description', { names: versus(t, names), contest: contest.name, event: event.name })
      : t('compare.meta.description.empty', { contest: contest.name, event: event.name }),
    path: comparePath(event.id, contest.id, bibs),
  });
  // Any pair of runners makes a page: not for search engines, whose links stay followed.
  return [...tags, { name: 'robots', content: 'noindex, follow' }];
}

export default function ContestComparePage({ loaderData }: Route.ComponentProps) {
  const { contest, bibs, isCapped, runners, missing } = loaderData;
  const event = useEvent();
  const t = useT();
  const locale = useLocale();
  const precisionMs = contest.precisionMs;
  const rows = compareRows(runners, precisionMs);
  const named = runners.map(({ participant }) => ({
    id: participant.id,
    name: runnerLabel(participant.name, t),
  }));
  const names = named.map((runner) => runner.name);
  const isComparing = runners.length >= MIN_COMPARED;
  const hasChart = isComparing && hasGapChart(gapSeries(rows, runners.length));
  return (
    <div className="page-column page-column-wide pb-8 pt-6 sm:pt-10">
      <Breadcrumbs
        label={t('common.breadcrumb.label')}
        items={[
          { label: t('common.nav.events'), to: localizePath(locale, eventsPath()) },
          { label: event.name, to: localizePath(locale, eventPath(event.id)) },
          { label: t('contest.area.title'), to: localizePath(locale, eventContestsPath(event.id)) },
          { label: contest.name, to: localizePath(locale, contestPath(event.id, contest.id, 'results')) },
          { label: t('compare.title') },
        ]}
      />
      <header className="mb-5">
        <p className="text-sm font-semibold text-accent">
          <bdi>{event.name}</bdi> · <bdi>{contest.name}</bdi>
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-fg">{t('compare.title')}</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">{t('compare.intro', { contest: contest.name })}</p>
      </header>

      <CompareForm eventId={event.id} contestId={contest.id} bibs={bibs} />

      {missing.length > 0 || isCapped ? (
        <ul className="mt-4 grid gap-1 rounded-xl bg-accent-soft px-4 py-3 text-sm font-medium text-accent-soft-fg">
          {missing.map((bib) => (
            <li key={bib}>{t('compare.notFound', { bib })}</li>
          ))}
          {isCapped ? <li>{t('compare.capped', { max: MAX_COMPARED })}</li> : null}
        </ul>
      ) : null}

      {isComparing ? (
        <>
          <div className="mt-6">
            <RunnerHeaders
              eventId={event.id}
              runners={runners}
              bibs={bibs}
              wins={segmentWins(rows, runners.length)}
              precisionMs={precisionMs}
            />
          </div>

          <section aria-labelledby="compare-table-heading" className="mt-10">
            <h2 id="compare-table-heading" className="mb-3 text-xl font-bold tracking-tight text-fg">
              {t('compare.table.heading')}
            </h2>
            <CompareTable
              runners={named}
              rows={rows}
              precisionMs={precisionMs}
              timeBasis={contest.timeBasis}
            />
          </section>

          <section aria-labelledby="compare-chart-heading" className="mt-10">
            <h2 id="compare-chart-heading" className="mb-4 text-xl font-bold tracking-tight text-fg">
              {t('compare.chart.heading')}
            </h2>
            {hasChart ? (
              <LazyGapChart
                runners={named}
                rows={rows}
                precisionMs={precisionMs}
                summary={chartSummary(t, locale, rows, names, precisionMs)}
              />
            ) : (
              <p className="text-muted">{t('compare.chart.notEnough')}</p>
            )}
          </section>

          <p className="mt-6 text-sm text-muted">
            {t('compare.share')}{' '}
            <Link to={compareSearch(bibs)} className="font-medium text-accent underline underline-offset-4">
              {t('compare.share.link')}
            </Link>
          </p>
        </>
      ) : (
        <div className="mt-6">
          <EmptyState title={t('compare.needMore', { count: runners.length })} />
        </div>
      )}
    </div>
  );
}
