import { Form } from 'react-router';
import { SearchField } from '../../components/ui/search-field';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath } from '../../lib/i18n/locales';
import { DidYouMean } from '../shared/did-you-mean';
import { isolate } from '../shared/format-result';
import { MAX_SEARCH_LENGTH } from '../shared/search-input';
import { eventPath } from '@finishline/contract/page-paths';

/** What the event page's box found when it stays on the page: nobody, and the names close to what was typed. */
export type EventMiss = { typed: string; suggestions: string[] };

/**
 * The event page's search box: a GET form (`?find=`, works without JavaScript) over every contest of the event.
 * The page's loader sends one match to their row in their contest's results, several to the participant search;
 * nobody is said here, with the names the API suggests.
 */
export function EventSearch({ eventId, miss }: { eventId: string; miss: EventMiss | null }) {
  const t = useT();
  const locale = useLocale();
  const eventPage = localizePath(locale, eventPath(eventId));
  const typed = miss?.typed ?? '';
  return (
    <Form
      method="get"
      // An explicit action: without one, a GET form of an index route submits to `?index&find=…`.
      action={eventPage}
      role="search"
      aria-label={t('event.search.label')}
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5"
    >
      <label htmlFor="event-find" className="text-sm font-semibold text-fg">
        {t('event.search.label')}
      </label>
      <div className="mt-1.5">
        <SearchField
          id="event-find"
          name="find"
          inputKey={typed}
          defaultValue={typed}
          placeholder={t('event.search.placeholder')}
          maxLength={MAX_SEARCH_LENGTH}
          submitLabel={t('event.search.submit')}
          describedBy="event-find-hint"
          fieldClassName="sm:max-w-md"
        />
      </div>
      <p id="event-find-hint" className="mt-2 text-sm text-muted">
        {t('event.search.hint')}
      </p>
      {miss ? (
        <div role="status" className="mt-3 text-sm">
          <p className="font-medium text-fg">{t('event.search.none', { typed: isolate(typed) })}</p>
          <DidYouMean
            suggestions={miss.suggestions}
            hrefFor={(name) => `${eventPage}?find=${encodeURIComponent(name)}`}
            className="mt-1"
          />
        </div>
      ) : null}
    </Form>
  );
}
