import { Outlet, type ShouldRevalidateFunctionArgs, useMatches } from 'react-router';
import type { Route } from './+types/contest';
import { Badge } from '../components/ui/badge';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { ContestTabNav } from '../features/contest/contest-tab-nav';
import { FindRunner } from '../features/contest/results/find-runner';
import { OtherContests } from '../features/contest/other-contests';
import { contestStart, useEvent, useEventOffsets } from '../features/events/use-event';
import { useNow } from '../lib/client/use-now';
import { formatDayTime, formatDistance, formatTime } from '../lib/format';
import { read, readsOf } from '../lib/services.server';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { genderLabel, scheduleStateLabel, timeBasisLabel } from '../lib/i18n/labels';
import { localizePath } from '../lib/i18n/locales';
import { shownContestState } from '../lib/schedule-state';
import { MyRunnersLink } from '../features/shared/follow/my-runners-link';
import {
  CONTEST_TABS,
  type ContestTab,
  contestPath,
  eventContestsPath,
  eventPath,
  eventsPath,
} from '@finishline/contract/page-paths';

export async function loader({ params, context }: Route.LoaderArgs) {
  const ref = { eventId: params.eventId, contestId: params.contestId };
  return { contest: await read(readsOf(context).contest(ref)) };
}

export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentParams.eventId !== nextParams.eventId || currentParams.contestId !== nextParams.contestId;
}

function useCurrentTab(): ContestTab {
  const last = useMatches().at(-1)?.pathname.split('/').filter(Boolean).at(-1);
  return CONTEST_TABS.find((tab) => tab === last) ?? 'results';
}

export default function ContestLayout({ loaderData }: Route.ComponentProps) {
  const { contest } = loaderData;
  const event = useEvent();
  const offsets = useEventOffsets();
  const t = useT();
  const locale = useLocale();
  const tab = useCurrentTab();
  const state = shownContestState(contest.state, contest.startTime, useNow());
  return (
    // The header's width: the tab's content takes it all (a results table needs it), the other contests come after.
    <div className="page-column page-column-wide pb-8 pt-6 sm:pt-10">
      <Breadcrumbs
        label={t('common.breadcrumb.label')}
        items={[
          { label: t('common.nav.events'), to: localizePath(locale, eventsPath()) },
          { label: event.name, to: localizePath(locale, eventPath(event.id)) },
          { label: t('contest.area.title'), to: localizePath(locale, eventContestsPath(event.id)) },
          { label: contest.name, to: localizePath(locale, contestPath(event.id, contest.id, 'results')) },
          { label: t(`contest.tab.${tab}`) },
        ]}
      />
      <header className="mb-5">
        <p className="text-sm font-semibold text-accent">
          <bdi>{event.name}</bdi>
        </p>
        <h1 className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-3xl font-bold tracking-tight text-fg">
          <bdi>{contest.name}</bdi>
          {state === 'ongoing' ? <Badge tone="live">{scheduleStateLabel(t, 'ongoing')}</Badge> : null}
          {state === 'today' ? (
            <Badge>
              {t('events.state.startsAt', { time: formatTime(contestStart(contest, offsets), locale) })}
            </Badge>
          ) : null}
        </h1>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted tabular">
          <li>{formatDistance(contest.distanceM, locale)}</li>
          <li>{formatDayTime(contestStart(contest, offsets), locale)}</li>
          <li>{genderLabel(t, contest.gender)}</li>
          <li>{timeBasisLabel(t, contest.timeBasis)}</li>
        </ul>
        <MyRunnersLink eventId={event.id} contestIds={event.contests.map((c) => c.id)} className="mt-3" />
      </header>
      <ContestTabNav eventId={event.id} contestId={contest.id} />
      {/* Find a runner from every tab: the results tab has its own box; the start list its search. */}
      {tab === 'results' || tab === 'startlist' ? null : (
        <div className="mt-4">
          <FindRunner
            eventId={event.id}
            found={null}
            action={localizePath(locale, contestPath(event.id, contest.id, 'results'))}
            isCompact
          />
        </div>
      )}
      <div className="mt-6 grid gap-8">
        <div className="min-w-0">
          <Outlet />
        </div>
        <aside className="min-w-0">
          <OtherContests
            eventId={event.id}
            contests={event.contests}
            currentId={contest.id}
            tab={tab}
            startOf={(other) => contestStart(other, offsets)}
          />
        </aside>
      </div>
    </div>
  );
}
