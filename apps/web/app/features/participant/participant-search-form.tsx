import { Form } from 'react-router';
import { SearchField } from '../../components/ui/search-field';
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
      <div className="mt-1.5">
        <SearchField
          id="participants-q"
          name="q"
          inputKey={q ?? ''}
          defaultValue={q ?? ''}
          placeholder={t('participants.search.placeholder')}
          maxLength={MAX_SEARCH_LENGTH}
          submitLabel={t('participants.search.submit')}
          describedBy="participants-q-hint"
        >
          {contest ? <input type="hidden" name="contest" value={contest} /> : null}
        </SearchField>
      </div>
      <p id="participants-q-hint" className="mt-2 text-sm text-muted">
        {t('participants.search.hint')}
      </p>
    </Form>
  );
}
