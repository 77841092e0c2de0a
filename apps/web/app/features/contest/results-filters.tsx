import type { ContestDetail } from '@finishline/contract';
import { countryName, sortByLabel } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { genderLabel } from '../../lib/i18n/labels';
import { FilterForm, FilterSelect } from './filter-form';
import { GENDERS, parseResultsQuery, type ResultsQuery, toSearch } from './list-query';
import { checkpointName } from './result-bits';

const FORM_ID = 'results-filters';

/** Gender, age group and nation filters and the "ranking at checkpoint" choice. */
export function ResultsFilters({ contest, query }: { contest: ContestDetail; query: ResultsQuery }) {
  const t = useT();
  const locale = useLocale();
  const splits = contest.checkpoints.filter((cp) => cp.kind === 'split');
  const nations = sortByLabel(
    contest.countries.map((code) => ({ value: code, label: countryName(code, locale) })),
    (option) => option.label,
    locale,
  );
  const isNarrowed = Boolean(query.gender || query.ageGroup || query.nation || query.checkpoint);
  return (
    <FilterForm
      id={FORM_ID}
      label={t('contest.results.filters.label')}
      submitLabel={t('contest.filters.apply')}
      clear={isNarrowed ? { label: t('contest.filters.clear'), to: '.' } : null}
      toSearch={(params) => toSearch({ ...parseResultsQuery(params), page: 1 })}
      className="lg:grid-cols-4"
    >
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
      />
      <FilterSelect
        formId={FORM_ID}
        name="checkpoint"
        label={t('contest.results.checkpoint')}
        allLabel={t('contest.results.checkpoint.finish')}
        value={query.checkpoint}
        options={splits.map((cp) => ({ value: cp.id, label: checkpointName(t, cp) }))}
      />
    </FilterForm>
  );
}
