import type { ContestDetail } from '@finishline/contract';
import { useT } from '../../../lib/i18n/i18n-context';
import { FilterText } from '../lists/filter-fields';
import { FilterForm, PersonFilterSelects } from '../lists/filter-form';
import { parseStartListQuery, type StartListQuery } from '../lists/list-query';

const FORM_ID = 'startlist-filters';

/** Name, club or bib search and the gender, age group, nation and club filters. */
export function StartListFilters({ contest, query }: { contest: ContestDetail; query: StartListQuery }) {
  const t = useT();
  return (
    <FilterForm
      id={FORM_ID}
      label={t('contest.startlist.filters.label')}
      query={query}
      parse={parseStartListQuery}
    >
      <FilterText
        formId={FORM_ID}
        name="q"
        label={t('contest.startlist.search')}
        hint={t('contest.startlist.search.hint')}
        value={query.q}
        maxLength={100}
        isSearch
        className="col-span-2"
      />
      <FilterText
        formId={FORM_ID}
        name="club"
        label={t('contest.col.club')}
        hint={t('contest.startlist.club.hint')}
        value={query.club}
        maxLength={100}
        className="col-span-2"
      />
      <PersonFilterSelects formId={FORM_ID} contest={contest} query={query} nationClassName="col-span-2" />
    </FilterForm>
  );
}
