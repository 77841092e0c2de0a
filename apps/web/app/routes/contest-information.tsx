import type { Route } from './+types/contest-information';
import { getCourseGpx } from '../features/contest/contest-reads.server';
import { readsOf } from '../lib/services.server';
import { CheckpointTable, ContestFacts, TimeBasisPanel } from '../features/contest/information/contest-facts';
import { CourseMap } from '../features/contest/information/course-map';
import { parseGpx, projectCourse } from '../features/contest/information/course-shape';
import { contestTabMeta } from '../features/contest/contest-tab-route';
import { Panel, TabSection } from '../features/contest/tab-section';
import { useContest } from '../features/contest/use-contest';
import { contestStart, useEventOffsets } from '../features/events/use-event';
import { useT } from '../lib/i18n/i18n-context';

/** The course is parsed and projected here, on the server: the page gets a few hundred points. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ref = { eventId: params.eventId, contestId: params.contestId };
  const gpx = await getCourseGpx(readsOf(context), ref);
  return { course: gpx ? projectCourse(parseGpx(gpx), { size: 400, padding: 20 }) : null };
}

export function meta({ matches }: Route.MetaArgs) {
  return contestTabMeta(matches, 'information');
}

export default function ContestInformationTab({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  const contest = useContest();
  const offsets = useEventOffsets();
  const t = useT();
  return (
    <TabSection title={t('contest.tab.information')}>
      <div className="grid gap-5">
        <ContestFacts contest={contest} start={contestStart(contest, offsets)} />
        <TimeBasisPanel contest={contest} />
        <CheckpointTable checkpoints={contest.checkpoints} />
        <Panel id="contest-course" title={t('contest.course.heading')}>
          {course ? (
            <CourseMap
              shape={course}
              checkpoints={contest.checkpoints}
              distanceM={contest.distanceM}
              city={contest.city}
            />
          ) : (
            <p className="text-sm text-muted">
              {contest.hasCourse ? t('contest.course.unavailable') : t('contest.course.none')}
            </p>
          )}
        </Panel>
      </div>
    </TabSection>
  );
}
