/**
 * For organisers and developers: the results widget (its snippet built by a form, with a preview) and the public
 * API's examples, with this site's origin and real ids. Works without JavaScript: the form is a GET.
 */
import type { Route } from './+types/developers';
import { apiExamples } from '../features/developers/api-examples';
import { ApiSection } from '../features/developers/api-section';
import { parseWidgetForm, type Race } from '../features/developers/snippet';
import { WidgetBuilder } from '../features/developers/widget-builder';
import { WidgetParameters } from '../features/developers/widget-parameters';
import { findResults } from '../features/contest/contest-reads.server';
import { read, readsOf } from '../lib/services.server';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { DEFAULT_LOCALE, isLocale, localizePath } from '../lib/i18n/locales';
import { metaI18n } from '../lib/meta-i18n';
import { pageMeta } from '../lib/seo';
import { siteOrigin } from '../lib/site-origin.server';
import { developersPath } from '@finishline/contract/page-paths';

/** Races offered in the form: the latest events' contests. */
const EVENTS_SHOWN = 30;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const reads = readsOf(context);
  const pageLocale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
  const events = await read(reads.events({ period: 'all', sort: '-date', page: 1, pageSize: EVENTS_SHOWN }));
  const races: Race[] = events.items.flatMap((event) =>
    event.contests.map((contest) => ({
      eventId: event.id,
      eventName: event.name,
      contestId: contest.id,
      contestName: contest.name,
      state: event.state,
    })),
  );
  const form = parseWidgetForm(url.searchParams, races, pageLocale);
  const [eventId = '', contestId = ''] = form.race.split('/');
  // A real runner of the example race for the splits example (the winner); any id when it has no results yet.
  const first = eventId
    ? await findResults(reads, { eventId, contestId }, { page: 1, pageSize: 1 }).catch(() => null)
    : null;
  const origin = siteOrigin();
  const race = races.find((candidate) => candidate.eventId === eventId && candidate.contestId === contestId);
  return {
    origin,
    races,
    form,
    exampleName: race ? `${race.contestName} · ${race.eventName}` : '',
    examples: apiExamples(origin, { eventId, contestId, participantId: first?.items[0]?.id ?? '1' }),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaI18n(matches);
  return pageMeta(matches, {
    title: t('developers.meta.title'),
    description: t('developers.meta.description'),
    path: developersPath(),
  });
}

export default function Developers({ loaderData }: Route.ComponentProps) {
  const { origin, races, form, examples, exampleName } = loaderData;
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-8 pt-6 sm:px-6 sm:pt-10">
      <header className="grid max-w-3xl gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-fg">{t('developers.title')}</h1>
        <p className="text-base text-muted">{t('developers.intro')}</p>
        <nav aria-label={t('developers.toc')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <li>
              <a href="#widget" className="font-medium text-accent underline underline-offset-2">
                {t('developers.widget.title')}
              </a>
            </li>
            <li>
              <a href="#api" className="font-medium text-accent underline underline-offset-2">
                {t('developers.api.title')}
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <section id="widget" aria-labelledby="widget-title" className="grid scroll-mt-20 gap-5">
        <h2 id="widget-title" className="text-2xl font-bold tracking-tight text-fg">
          {t('developers.widget.title')}
        </h2>
        <WidgetParameters />
        {races.length > 0 ? (
          <WidgetBuilder
            key={JSON.stringify(form)}
            origin={origin}
            races={races}
            initial={form}
            action={localizePath(locale, developersPath())}
          />
        ) : null}
      </section>
      <section id="api" aria-labelledby="api-title" className="grid scroll-mt-20 gap-5">
        <h2 id="api-title" className="text-2xl font-bold tracking-tight text-fg">
          {t('developers.api.title')}
        </h2>
        <ApiSection examples={examples} exampleName={exampleName} />
      </section>
    </div>
  );
}
