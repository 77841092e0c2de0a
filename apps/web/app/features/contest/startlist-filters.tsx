import type { ContestDetail } from '@finishline/contract';
import { countryName, sortByLabel } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { genderLabel } from '../../lib/i18n/labels';
import { FilterForm, FilterSelect, FilterText } from './filter-form';
import { GENDERS, hasFilters, parseStartListQuery, type StartListQuery, toSearch } from './list-query';

const FORM_ID = 'startlist-filters';

/** Name, club or bib search and the gender, age group, nation and club filters. */
export function StartListFilters({ contest, query }: { contest: ContestDetail; query: StartListQuery }) {
  const t = useT();
  const locale = useLocale();
  const nations = sortByLabel(
    contest.countries.map((code) => ({ value: code, label: countryName(code, locale) })),
    (option) => option.label,
    locale,
  );
  return (
    <FilterForm
      id={FORM_ID}
      label={t('contest.startlist.filters.label')}
      submitLabel={t('contest.filters.apply')}
      clear={hasFilters(query) ? { label: t('contest.filters.clear'), to: '.' } : null}
      toSearch={(params) => toSearch({ ...parseStartListQuery(params), page: 1 })}
      className="lg:grid-cols-4"
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
      <FilterSelect
        formId={FORM_ID}
        name="gender"
        label={t('contest.col.gender')}
        allLabel={t('contest.filters.all')}
        value={query.gender}
        options={GENDERS.map((code) => ({ value: code, label: genderLabel(t, code) }))}
      />
      <FilterSelect
        formId={FORM_ID}
        name="ageGroup"
        label={t('contest.col.ageGroup')}
        allLabel={t('contest.filters.all')}
        value={query.ageGroup}
        options={contest.ageGroups.map((group) => ({ value: group, label: group }))}
      />
      <FilterSelect
        formId={FORM_ID}
        name="nation"
        label={t('contest.col.nation')}
        allLabel={t('contest.filters.all')}
        value={query.nation}
        options={nations}
        className="col-span-2"
      />
    </FilterForm>
  );
}
