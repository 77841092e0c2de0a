import { useMemo } from 'react';
import type { Route } from './+types/contest-results';
import { findResults } from '../features/contest/contest-reads.server';
import { findRunner } from '../features/contest/results/find-runner.server';
import { isNarrowed, pageCount, parseResultsQuery, PAGE_SIZE } from '../features/contest/lists/list-query';
import { ListTab, listTabMeta, useIsListBusy } from '../features/contest/lists/list-tab';
import { loadListPage } from '../features/contest/lists/load-list.server';
import { checkpointName, isolate } from '../features/contest/result-bits';
import { FindRunner, OtherMatchesLink } from '../features/contest/results/find-runner';
import { ResultsDownloads } from '../features/contest/results/results-downloads';
import { ResultsFilters } from '../features/contest/results/results-filters';
import { fromResultsColumns, toResultsColumns } from '../features/contest/results/results-row';
import { ResultsTable } from '../features/contest/results/results-table';
import { legColumns } from '../features/shared/result-legs';
import { useContest } from '../features/contest/use-contest';
import { useEvent } from '../features/events/use-event';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { timeBasisExplanation } from '../lib/i18n/labels';
import { readsOf } from '../lib/services.server';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const reads = readsOf(context);
  const ref = { eventId: params.eventId, contestId: params.contestId };
  const find = await findRunner(reads, ref, url);
  const page = await loadListPage(url, parseResultsQuery, async (query) => {
    const list = await findResults(reads, ref, query);
    return { ...list, items: toResultsColumns(list.items, query) };
  });
  return { ...page, find };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return listTabMeta(matches, 'results', loaderData?.query);
}

export default function ContestResultsTab({ loaderData }: Route.ComponentProps) {
  const { query, find } = loaderData;
  const rows = useMemo(() => fromResultsColumns(loaderData.list.items), [loaderData.list.items]);
  const list = { ...loaderData.list, items: rows };
  const contest = useContest();
  const event = useEvent();
  const t = useT();
  const locale = useLocale();
  const isBusy = useIsListBusy();
  const checkpoint = contest.checkpoints.find((cp) => cp.id === query.checkpoint);
  const isAgeGradeRanking = query.ranking === 'ageGrade' && contest.ageGrading !== null;
  const timeLabel = checkpoint
    ? t('contest.results.col.timeAt', { checkpoint: isolate(checkpointName(t, checkpoint), locale) })
    : t(isAgeGradeRanking ? 'contest.results.col.ageGradedTime' : 'contest.results.col.official');
  const pages = pageCount(list.total, PAGE_SIZE);
  // Before the start everyone is registered: a list of names without a time is not a result yet.
  const isEmpty = list.page === 1 && list.items.every((row) => row.status === 'registered');
  const emptyTitle =
    isNarrowed(query) && list.items.length === 0
      ? t('contest.results.empty.filtered')
      : t('contest.results.empty');
  return (
    <ListTab
      title={t('contest.tab.results')}
      header={
        // Before the first result there is nothing to find, filter or download: "No results yet" comes first.
        isEmpty && !isNarrowed(query) ? (
          <p className="text-sm text-muted">{timeBasisExplanation(t, contest.timeBasis)}</p>
        ) : (
          <>
            <p className="text-sm text-muted">{timeBasisExplanation(t, contest.timeBasis)}</p>
            <div className="mt-4">
              <FindRunner eventId={event.id} contestId={contest.id} found={find} />
            </div>
            <div className="mt-4">
              <ResultsFilters contest={contest} query={query} />
            </div>
            <ResultsDownloads eventId={event.id} contestId={contest.id} />
          </>
        )
      }
      query={query}
      list={list}
      pages={isEmpty ? 1 : pages}
      isBusy={isBusy}
      hasCount={!isEmpty}
      empty={isEmpty ? { title: emptyTitle, hint: t('contest.results.empty.hint') } : null}
    >
      <>
        <ResultsTable
          eventId={event.id}
          rows={list.items}
          precisionMs={contest.precisionMs}
          units={contest}
          timeLabel={timeLabel}
          isAtCheckpoint={Boolean(checkpoint)}
          ageGrading={contest.ageGrading}
          isAgeGradeRanking={isAgeGradeRanking}
          legs={legColumns(contest.checkpoints, checkpoint?.id ?? null)}
          highlightId={find?.highlight ?? null}
          highlightNote={
            find ? (
              <OtherMatchesLink
                eventId={event.id}
                contestId={contest.id}
                typed={find.typed}
                others={find.others}
              />
            ) : null
          }
          caption={t('contest.results.caption', { contest: contest.name, page: list.page, pages })}
          isBusy={isBusy}
        />
        {/* A footnote to the age-grade column: below the rows, so a phone shows the first ones on its first screen. */}
        {contest.ageGrading === null ? null : (
          <p className="mt-3 max-w-3xl text-xs text-muted" id="age-grade-note">
            {t('contest.results.ageGrade.note', { official: String(contest.ageGrading === 'official') })}
          </p>
        )}
      </>
    </ListTab>
  );
}
