import type { Route } from './+types/participants';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { PlaceholderPanel } from '../components/ui/placeholder-panel';
import { useEvent } from '../features/events/use-event';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { localizePath } from '../lib/i18n/locales';
import { metaI18n } from '../lib/meta-i18n';
import { pageMeta } from '../lib/seo';

export function meta({ matches }: Route.MetaArgs) {
  const event = matches[2]?.loaderData?.event;
  const { t } = metaI18n(matches);
  if (!event) return [];
  return pageMeta(matches, {
    title: `${t('participants.list.title')} · ${event.name}`,
    description: t('participants.list.intro'),
    path: `/event/${encodeURIComponent(event.id)}/participants`,
  });
}

export default function ParticipantsPage() {
  const event = useEvent();
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-6 sm:px-6 sm:pt-10">
      <Breadcrumbs
        label={t('common.breadcrumb.label')}
        items={[
          { label: t('common.nav.events'), to: localizePath(locale, '/') },
          { label: event.name, to: localizePath(locale, `/event/${encodeURIComponent(event.id)}`) },
          { label: t('participants.list.title') },
        ]}
      />
      <h1 className="text-3xl font-bold tracking-tight text-fg">{t('participants.list.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('participants.list.intro')}</p>
      <div className="mt-6">
        <PlaceholderPanel title={t('participants.list.title')} text={t('common.placeholder')} />
      </div>
    </div>
  );
}
