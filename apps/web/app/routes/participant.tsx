import type { Route } from './+types/participant';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { CompareLink } from '../features/compare/compare-link';
import { useEvent } from '../features/events/use-event';
import { hasChartData } from '../features/participant/chart-data';
import { LazyCheckpointCharts } from '../features/participant/lazy-checkpoint-charts';
import { loadParticipant } from '../features/participant/load-participant.server';
import { ForecastCard } from '../features/participant/forecast-card';
import { MediaSection } from '../features/participant/media-section';
import { hasRaceAnalysis } from '../features/participant/race-analysis-rows';
import { RaceAnalysisTable } from '../features/participant/race-analysis-table';
import { ParticipantFacts, ParticipantHeader } from '../features/participant/participant-header';
import { PlacesSummary, ResultSummary } from '../features/participant/result-summary';
import { ShareButton } from '../features/participant/share-button';
import { MyRunnersLink } from '../features/shared/follow/my-runners-link';
import { AlertsControl } from '../features/shared/alerts/alerts-control';
import { shareCardPath } from '../features/participant/share-card-path';
import { SplitsTable } from '../features/participant/splits-table';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { localizePath } from '../lib/i18n/locales';
import { metaI18n } from '../lib/meta-i18n';
import { eventData } from '../lib/route-data';
import { pageMeta } from '../lib/seo';
import { runnerLabel } from '../features/shared/runner-name';
import { readsOf } from '../lib/services.server';
import { eventPath, eventsPath, participantPath, participantsPath } from '@finishline/contract/page-paths';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadParticipant(readsOf(context), { eventId: params.eventId, participantId: params.participantId });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const event = eventData(matches)?.event;
  const { t, locale } = metaI18n(matches);
  if (!event || !loaderData) return [];
  const { participant, contest } = loaderData.detail;
  const names = { name: runnerLabel(participant.name, t), contest: contest.name, event: event.name };
  return pageMeta(matches, {
    title: `${runnerLabel(participant.name, t)} · ${contest.name} · ${event.name}`,
    description: t('participants.meta.detail.description', {
      name: runnerLabel(participant.name, t),
      bib: participant.bib,
      contest: contest.name,
      event: event.name,
    }),
    path: participantPath(event.id, participant.id),
    type: 'article',
    // The share card, in the page's language (the API is mounted on the site's origin).
    image: {
      path: shareCardPath(event.id, participant.id, locale),
      width: 1200,
      height: 630,
      alt: t('share.image.alt', names),
    },
  });
}

export default function ParticipantPage({ loaderData }: Route.ComponentProps) {
  const { detail, totals, today, offsets, forecastOffsets, nowMs, placesAsOf } = loaderData;
  const { participant, contest } = detail;
  const event = useEvent();
  const t = useT();
  const locale = useLocale();
  const overall = event.contests.find((c) => c.id === contest.id)?.finisherCount ?? null;
  return (
    <div className="page-column page-column-wide pb-8 pt-6 sm:pt-10">
      <Breadcrumbs
        label={t('common.breadcrumb.label')}
        items={[
          { label: t('common.nav.events'), to: localizePath(locale, eventsPath()) },
          { label: event.name, to: localizePath(locale, eventPath(event.id)) },
          { label: t('participants.list.title'), to: localizePath(locale, participantsPath(event.id)) },
          { label: runnerLabel(participant.name, t) },
        ]}
      />
      <ParticipantHeader detail={detail} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {/* A group, not a landmark: the share actions belong to the result above. */}
        <div role="group" aria-label={t('share.heading')}>
          <ShareButton
            title={`${runnerLabel(participant.name, t)} · ${contest.name} · ${event.name}`}
            text={t('share.text', {
              name: runnerLabel(participant.name, t),
              contest: contest.name,
              event: event.name,
            })}
            imageUrl={shareCardPath(event.id, participant.id, locale)}
            fileName={`result-${participant.id}-${locale}.png`}
          />
        </div>
        <MyRunnersLink eventId={event.id} contestIds={event.contests.map((c) => c.id)} />
      </div>
      {contest.state === 'completed' ? null : (
        <div className="mt-4">
          <AlertsControl
            eventId={event.id}
            runners={[{ contestId: contest.id, bib: participant.bib }]}
            name={runnerLabel(participant.name, t)}
          />
        </div>
      )}

      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <ResultSummary detail={detail} />
          <PlacesSummary detail={detail} totals={{ overall: overall || null, ...totals }} asOf={placesAsOf} />
        </div>
        <ParticipantFacts detail={detail} />
      </div>

      {detail.forecasts.length > 0 ? (
        <div className="mt-4">
          <ForecastCard
            forecasts={detail.forecasts}
            offsets={forecastOffsets}
            precisionMs={detail.contest.precisionMs}
            nowMs={nowMs}
          />
        </div>
      ) : null}

      <section aria-labelledby="splits-heading" className="mt-10">
        <h2 id="splits-heading" className="text-xl font-bold tracking-tight text-fg">
          {t('participants.splits.heading')}
        </h2>
        <div className="mt-4">
          {detail.splits.length === 0 ? (
            <p className="text-muted">{t('participants.splits.empty')}</p>
          ) : (
            <SplitsTable detail={detail} offsets={offsets} />
          )}
        </div>
      </section>

      {hasRaceAnalysis(detail.splits) ? (
        <section aria-labelledby="analysis-heading" className="mt-10">
          <h2 id="analysis-heading" className="text-xl font-bold tracking-tight text-fg">
            {t('participants.analysis.heading')}
          </h2>
          <div className="mt-4">
            <RaceAnalysisTable detail={detail} />
          </div>
          <p className="mt-3 text-sm">
            <CompareLink eventId={event.id} contestId={contest.id} bibs={[participant.bib]} />
          </p>
        </section>
      ) : null}

      <section aria-labelledby="charts-heading" className="mt-10">
        <h2 id="charts-heading" className="text-xl font-bold tracking-tight text-fg">
          {t('participants.charts.heading')}
        </h2>
        <div className="mt-4">
          {hasChartData(detail.splits) ? (
            <LazyCheckpointCharts splits={detail.splits} paceUnit={detail.contest.paceUnit} />
          ) : (
            <p className="text-muted">{t('participants.charts.notEnough')}</p>
          )}
        </div>
      </section>

      <MediaSection detail={detail} today={today} />
    </div>
  );
}
