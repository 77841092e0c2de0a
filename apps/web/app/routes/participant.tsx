import type { Route } from './+types/participant';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { PlaceholderPanel } from '../components/ui/placeholder-panel';
import { useEvent } from '../features/events/use-event';
import { getParticipant } from '../lib/api.server';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { localizePath } from '../lib/i18n/locales';
import { metaI18n } from '../lib/meta-i18n';
import { pageMeta } from '../lib/seo';

export async function loader({ params, request }: Route.LoaderArgs) {
  return { detail: await getParticipant(params.eventId, params.participantId, request.signal) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const event = matches[2]?.loaderData?.event;
  const { t } = metaI18n(matches);
  if (!event || !loaderData) return [];
  const { participant, contest } = loaderData.detail;
  return pageMeta(matches, {
    title: `${participant.name} · ${contest.name} · ${event.name}`,
    description: `${t('participants.detail.title')} — ${participant.name}, ${contest.name}, ${event.name}`,
    path: `/event/${encodeURIComponent(event.id)}/participants/${encodeURIComponent(participant.id)}`,
  });
}

export default function ParticipantPage({ loaderData }: Route.ComponentProps) {
  const { participant, contest } = loaderData.detail;
  const event = useEvent();
  const t = useT();
  const locale = useLocale();
  const eventPath = `/event/${encodeURIComponent(event.id)}`;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-6 sm:px-6 sm:pt-10">
      <Breadcrumbs
        label={t('common.breadcrumb.label')}
        items={[
          { label: t('common.nav.events'), to: localizePath(locale, '/') },
          { label: event.name, to: localizePath(locale, eventPath) },
          { label: t('participants.list.title'), to: localizePath(locale, `${eventPath}/participants`) },
          { label: participant.name },
        ]}
      />
      <p className="text-sm font-semibold text-accent">{contest.name}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-fg">{participant.name}</h1>
      <p className="mt-2 text-muted tabular">{t('participants.bib', { bib: participant.bib })}</p>
      <div className="mt-6">
        <PlaceholderPanel title={t('participants.detail.title')} text={t('common.placeholder')} />
      </div>
    </div>
  );
}
