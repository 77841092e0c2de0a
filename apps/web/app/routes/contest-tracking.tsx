import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/contest-tracking';
import { buttonPrimary } from '../components/ui/button-styles';
import { EmptyState } from '../components/ui/empty-state';
import { getCourseGpx } from '../features/contest/contest-reads.server';
import { readsOf } from '../lib/services.server';
import { contestTabMeta } from '../features/contest/contest-tab-route';
import { CourseMap } from '../features/contest/information/course-map';
import { parseGpx, projectCourse } from '../features/contest/information/course-shape';
import { LiveConnection } from '../features/contest/live-connection';
import { loadTracked } from '../features/contest/tracking/load-tracking.server';
import { TabSection } from '../features/contest/tab-section';
import {
  ADD_MAX_LENGTH,
  addBibs,
  bibsSearch,
  CARDS_ONLY_PARAM,
  MAX_FOLLOWED,
  parseBibs,
  removeBib,
} from '../features/contest/tracking/tracking-bibs';
import { TrackingCard } from '../features/contest/tracking/tracking-cards';
import { estimateAt } from '../features/contest/tracking/tracking-view';
import { useFollowedReads } from '../features/contest/tracking/use-followed-reads';
import { useTicker } from '../lib/client/use-ticker';
import { useContest } from '../features/contest/use-contest';
import { useRememberedBibs } from '../features/contest/tracking/use-remembered-bibs';
import { useEvent, useEventOffsets } from '../features/events/use-event';
import { useT } from '../lib/i18n/i18n-context';

/** `?bibs=12,345` is the list (shareable); `&add=` from the form is merged in and the URL tidied. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const reads = readsOf(context);
  const param = url.searchParams.get('bibs');
  const bibs = parseBibs(param);
  const add = url.searchParams.get('add');
  if (add !== null) throw redirect(`${url.pathname}${bibsSearch(addBibs(bibs, add))}`);
  const ref = { eventId: params.eventId, contestId: params.contestId };
  const nowMs = Date.now();
  const tracked = await loadTracked(reads, ref, bibs, nowMs);
  // The course drawing carries the estimated positions: only fetched when someone is on course, and not for a
  // partial reload of a page that has it already.
  const isOnCourse = tracked.some((entry) => entry.isFound && entry.estimate !== null);
  const wantsCourse = isOnCourse && url.searchParams.get(CARDS_ONLY_PARAM.name) !== CARDS_ONLY_PARAM.value;
  const gpx = wantsCourse ? await getCourseGpx(reads, ref) : null;
  const course = gpx ? projectCourse(parseGpx(gpx), { size: 400, padding: 20 }) : null;
  return { bibs, hasParam: param !== null, tracked, nowMs, course };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const tags = contestTabMeta(matches, 'tracking');
  return loaderData?.hasParam ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
}

export default function ContestTrackingTab({ loaderData }: Route.ComponentProps) {
  const { bibs, hasParam } = loaderData;
  const contest = useContest();
  const event = useEvent();
  const offsets = useEventOffsets();
  const t = useT();
  useRememberedBibs(event.id, contest.id, bibs, hasParam);
  // New reads of followed runners reload their cards (the others stay as loaded).
  const { status, tracked, course } = useFollowedReads(
    event.id,
    contest.id,
    loaderData,
    contest.state === 'ongoing' && bibs.length > 0,
  );
  const hasEstimates = tracked.some((entry) => entry.isFound && entry.estimate !== null);
  // Estimates move on every second between reads; a read of a followed bib reloads its card (corrected).
  const nowMs = useTicker(loaderData.nowMs, hasEstimates ? 1000 : null);
  const markers = tracked.flatMap((entry) =>
    entry.isFound && entry.estimate && contest.distanceM > 0
      ? [
          {
            id: entry.bib,
            label: entry.bib,
            share: estimateAt(entry.estimate, nowMs).distanceM / contest.distanceM,
          },
        ]
      : [],
  );
  const isFull = bibs.length >= MAX_FOLLOWED;
  return (
    <TabSection title={t('contest.tab.tracking')}>
      <p className="max-w-2xl text-sm text-muted">{t('contest.tracking.intro')}</p>
      <Form
        method="get"
        key={bibs.join(',')}
        className="mt-4 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
      >
        <input type="hidden" name="bibs" value={bibs.join(',')} />
        <div className="grid gap-1.5">
          <label htmlFor="tracking-add" className="text-sm font-medium text-fg">
            {t('contest.tracking.add')}
          </label>
          <div className="flex gap-2">
            <input
              id="tracking-add"
              name="add"
              type="text"
              inputMode="text"
              autoComplete="off"
              required
              maxLength={ADD_MAX_LENGTH}
              disabled={isFull}
              aria-describedby="tracking-add-hint"
              dir="ltr"
              className="h-11 w-full min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg placeholder:text-muted"
            />
            <button type="submit" className={`${buttonPrimary} h-11 shrink-0`} disabled={isFull}>
              {t('contest.tracking.follow')}
            </button>
          </div>
          <p id="tracking-add-hint" className="text-xs text-muted">
            {isFull ? t('contest.tracking.full', { max: MAX_FOLLOWED }) : t('contest.tracking.add.hint')}
          </p>
        </div>
      </Form>
      {status ? (
        <div className="mt-4">
          <LiveConnection status={status} />
        </div>
      ) : null}
      {course && markers.length > 0 ? (
        <div className="mt-5 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
          <CourseMap
            shape={course}
            checkpoints={contest.checkpoints}
            distanceM={contest.distanceM}
            city={contest.city}
            markers={markers}
          />
        </div>
      ) : null}
      <div className="mt-5 grid gap-3">
        {tracked.length === 0 ? (
          <EmptyState title={t('contest.tracking.empty')}>{t('contest.tracking.empty.hint')}</EmptyState>
        ) : (
          tracked.map((entry) => (
            <TrackingCard
              key={entry.bib}
              entry={entry}
              eventId={event.id}
              precisionMs={contest.precisionMs}
              zoneOffset={offsets.zone}
              removeHref={bibsSearch(removeBib(bibs, entry.bib))}
              nowMs={nowMs}
            />
          ))
        )}
      </div>
      {bibs.length > 0 ? (
        <p className="mt-4 text-sm text-muted">
          {t('contest.tracking.share')}{' '}
          <Link
            to={bibsSearch(bibs)}
            className="font-medium text-accent underline underline-offset-4"
            dir="ltr"
          >
            {t('contest.tracking.share.link')}
          </Link>
        </p>
      ) : null}
    </TabSection>
  );
}
