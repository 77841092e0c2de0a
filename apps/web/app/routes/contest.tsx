import { Outlet, type ShouldRevalidateFunctionArgs, useMatches } from 'react-router';
import type { Route } from './+types/contest';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { ContestTabNav } from '../features/contest/contest-tab-nav';
import { CONTEST_TABS, type ContestTab, contestPath } from '../features/contest/contest-tabs';
import { OtherContests } from '../features/contest/other-contests';
import { contestStart, useEvent, useEventOffsets } from '../features/events/use-event';
import { formatDayTime, formatDistance } from '../lib/format';
import { getContest } from '../lib/api.server';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { genderLabel, timeBasisLabel } from '../lib/i18n/labels';
import { localizePath } from '../lib/i18n/locales';

export async function loader({ params, request }: Route.LoaderArgs) {
  return { contest: await getContest(params.eventId, params.contestId, request.signal) };
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
  const eventPath = `/event/${encodeURIComponent(event.id)}`;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-6 sm:px-6 sm:pt-10">
      <Breadcrumbs
        label={t('common.breadcrumb.label')}
        items={[
          { label: t('common.nav.events'), to: localizePath(locale, '/') },
          { label: event.name, to: localizePath(locale, eventPath) },
          { label: t('contest.area.title'), to: localizePath(locale, `${eventPath}/contest`) },
          { label: contest.name, to: localizePath(locale, contestPath(event.id, contest.id, 'results')) },
          { label: t(`contest.tab.${tab}`) },
        ]}
      />
      <header className="mb-5">
        <p className="text-sm font-semibold text-accent">{event.name}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-fg">{contest.name}</h1>
        <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-muted tabular">
          <span>{formatDistance(contest.distanceM, locale)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatDayTime(contestStart(contest, offsets), locale)}</span>
          <span aria-hidden="true">·</span>
          <span>{genderLabel(t, contest.gender)}</span>
          <span aria-hidden="true">·</span>
          <span>{timeBasisLabel(t, contest.timeBasis)}</span>
        </p>
      </header>
      <ContestTabNav eventId={event.id} contestId={contest.id} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <Outlet />
        </div>
        <aside>
          <OtherContests contests={event.contests} currentId={contest.id} tab={tab} />
        </aside>
      </div>
    </div>
  );
}
