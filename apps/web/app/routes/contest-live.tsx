import { Link } from 'react-router';
import type { Route } from './+types/contest-live';
import { Badge } from '../components/ui/badge';
import { buttonSecondary } from '../components/ui/button-styles';
import { EmptyState } from '../components/ui/empty-state';
import { ComingNextPanel, comingNextCheckpoint } from '../features/contest/live/coming-next';
import { getComingNext } from '../features/contest/contest-reads.server';
import { contestTabMeta } from '../features/contest/contest-tab-route';
import {
  CheckpointLeaders,
  LiveCounts,
  LiveRanking,
  NewestPassings,
} from '../features/contest/live/live-panels';
import { LiveConnection } from '../features/contest/live-connection';
import { loadLiveView } from '../features/contest/live/load-live.server';
import { TabSection } from '../features/contest/tab-section';
import { useContest } from '../features/contest/use-contest';
import { useLiveView } from '../features/contest/live/use-live-view';
import { liveEmptyState } from '../features/contest/live/live-view';
import { contestStart, useEvent, useEventOffsets } from '../features/events/use-event';
import { read, readsOf } from '../lib/services.server';
import { useTicker } from '../lib/client/use-ticker';
import { formatDayTime, formatTime } from '../lib/format';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { scheduleStateLabel } from '../lib/i18n/labels';
import { localizePath } from '../lib/i18n/locales';
import { shownContestState } from '../lib/schedule-state';
import { contestPath } from '@finishline/contract/page-paths';

/**
 * The current state, rendered on the server; in the browser it then follows the live stream.
 * The contest is read again here: its checkpoints name the rankings to ask for.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const reads = readsOf(context);
  const ref = { eventId: params.eventId, contestId: params.contestId };
  const contest = await read(reads.contest(ref));
  const renderedAt = new Date().toISOString();
  if (contest.state === 'upcoming') return { view: null, snapshot: null, renderedAt, comingNext: null };
  // Spectators' "coming next" only while the race is on: afterwards nobody is coming.
  const at =
    contest.state === 'ongoing'
      ? comingNextCheckpoint(contest.checkpoints, new URL(request.url).searchParams)
      : null;
  const [live, comingNext] = await Promise.all([
    loadLiveView(reads, ref),
    at === null ? null : getComingNext(reads, ref, at),
  ]);
  return { ...live, renderedAt, comingNext };
}

export function meta({ matches }: Route.MetaArgs) {
  return contestTabMeta(matches, 'live');
}

export default function ContestLiveTab({ loaderData }: Route.ComponentProps) {
  const { renderedAt } = loaderData;
  const contest = useContest();
  const event = useEvent();
  // While the contest is under way the view follows the live stream; otherwise it is the server's.
  const { view, status } = useLiveView({
    eventId: event.id,
    contestId: contest.id,
    view: loaderData.view,
    snapshot: loaderData.snapshot,
    enabled: contest.state === 'ongoing',
  });
  const offsets = useEventOffsets();
  const t = useT();
  const locale = useLocale();
  const resultsHref = localizePath(locale, contestPath(event.id, contest.id, 'results'));
  const hasStarted = view !== null && (view.startedCount > 0 || view.finishedCount > 0);
  // Before the first read, the clock decides between "not started" and "waiting": it ticks on the race day so
  // the message changes when the gun goes (from the server's instant, so hydration renders the same).
  const nowMs = useTicker(Date.parse(renderedAt), contest.state === 'ongoing' && !hasStarted ? 15_000 : null);
  return (
    <TabSection
      title={t('contest.tab.live')}
      action={
        // On the day but before the gun the contest is not under way: no "Happening now" beside "not started".
        contest.state === 'ongoing' &&
        (hasStarted || shownContestState(contest.state, contest.startTime, nowMs) === 'ongoing') ? (
          <Badge tone="live">{scheduleStateLabel(t, 'ongoing')}</Badge>
        ) : null
      }
    >
      {contest.state === 'completed' ? (
        <p className="mb-4 rounded-xl bg-sunken p-3 text-sm text-fg ring-1 ring-inset ring-line">
          {t('contest.live.completed')}{' '}
          <Link to={resultsHref} className="font-semibold text-accent underline underline-offset-4">
            {t('contest.live.completed.link')}
          </Link>
        </p>
      ) : null}
      {/* Before the gun there is nothing to update: no "Updating live" beside "has not started". */}
      {status && (hasStarted || liveEmptyState(contest.state, contest.startTime, nowMs) === 'waiting') ? (
        <div className="mb-4">
          <LiveConnection status={status} />
        </div>
      ) : null}
      {!view || !hasStarted ? (
        // Past the gun with no read yet, the race is under way: say we wait for the mats, not that it has not started.
        liveEmptyState(contest.state, contest.startTime, nowMs) === 'waiting' ? (
          <EmptyState title={t('contest.live.waiting')}>
            {t('contest.live.waiting.hint', {
              start: formatDayTime(contestStart(contest, offsets), locale),
            })}
          </EmptyState>
        ) : (
          <EmptyState title={t('contest.live.notStarted')}>
            {t('contest.live.notStarted.hint', {
              start: formatDayTime(contestStart(contest, offsets), locale),
            })}
          </EmptyState>
        )
      ) : (
        <div className="grid gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <LiveCounts view={view} />
            {status === 'open' ? null : (
              <p className="flex items-center gap-3 text-xs text-muted">
                {t('contest.live.asOf', {
                  time: formatTime({ at: renderedAt, offsetMinutes: offsets.zone }, locale),
                })}
                <Link to="." preventScrollReset className={`${buttonSecondary} h-9 px-3`}>
                  {t('contest.live.refresh')}
                </Link>
              </p>
            )}
          </div>
          <NewestPassings view={view} contest={contest} eventId={event.id} zoneOffset={offsets.zone} />
          {contest.state === 'ongoing' ? (
            <ComingNextPanel
              initial={loaderData.comingNext}
              checkpoints={contest.checkpoints}
              eventId={event.id}
              zoneOffset={offsets.zone}
            />
          ) : null}
          <CheckpointLeaders view={view} contest={contest} eventId={event.id} zoneOffset={offsets.zone} />
          <LiveRanking view={view} contest={contest} eventId={event.id} zoneOffset={offsets.zone} />
        </div>
      )}
    </TabSection>
  );
}
