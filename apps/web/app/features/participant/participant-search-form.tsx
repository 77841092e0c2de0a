import { Form } from 'react-router';
import { buttonPrimary } from '../../components/ui/button-styles';
import { SearchIcon } from '../../components/ui/icons';
import { useT } from '../../lib/i18n/i18n-context';
import { MAX_SEARCH_LENGTH } from '../shared/search-input';

/**
 * The search box: a GET form, so it works without JavaScript and the search lives in the URL.
 * A number searches bibs, anything else names and clubs (spec §5); the server decides.
 */
export function ParticipantSearchForm({ q, contest }: { q: string | undefined; contest?: string }) {
  const t = useT();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('participants.search.label')}
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5"
    >
      <label htmlFor="participants-q" className="text-sm font-semibold text-fg">
        {t('participants.search.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
          <input
            id="participants-q"
            key={q ?? ''}
            type="search"
            name="q"
            defaultValue={q ?? ''}
            placeholder={t('participants.search.placeholder')}
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby="participants-q-hint"
            className="h-11 w-full rounded-lg border border-line-strong bg-surface ps-9 pe-3 text-base text-fg placeholder:text-muted sm:text-sm"
          />
        </div>
        {contest ? <input type="hidden" name="contest" value={contest} /> : null}
        <button type="submit" className={`${buttonPrimary} h-11`}>
          {t('participants.search.submit')}
        </button>
      </div>
      <p id="participants-q-hint" className="mt-2 text-sm text-muted">
        {t('participants.search.hint')}
      </p>
    </Form>
  );
}
