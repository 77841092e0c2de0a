import type { ContestDetail } from '@finishline/contract';
import { useT } from '../../../lib/i18n/i18n-context';
import { FilterSelect } from '../lists/filter-fields';
import { FilterForm, PersonFilterSelects } from '../lists/filter-form';
import { AGE_GRADE_FLOORS, parseResultsQuery, type ResultsQuery } from '../lists/list-query';
import { checkpointName } from '../result-bits';

const FORM_ID = 'results-filters';

/** Gender, age group and nation filters, the "ranking at checkpoint" choice and, for road running, the age-graded ranking. */
export function ResultsFilters({ contest, query }: { contest: ContestDetail; query: ResultsQuery }) {
  const t = useT();
  const splits = contest.checkpoints.filter((cp) => cp.kind === 'split');
  return (
    <FilterForm
      id={FORM_ID}
      label={t('contest.results.filters.label')}
      query={query}
      parse={parseResultsQuery}
      collapsible={t('contest.filters.show')}
    >
      <PersonFilterSelects formId={FORM_ID} contest={contest} query={query} />
      <FilterSelect
        formId={FORM_ID}
        name="checkpoint"
        label={t('contest.results.checkpoint')}
        allLabel={t('contest.results.checkpoint.finish')}
        value={query.checkpoint}
        options={splits.map((cp) => ({ value: cp.id, label: checkpointName(t, cp) }))}
      />
      {contest.ageGrading === null ? null : (
        <FilterSelect
          formId={FORM_ID}
          name="ranking"
          label={t('contest.results.ranking')}
          allLabel={t('contest.results.ranking.official')}
          value={query.ranking}
          options={[
            {
              value: 'ageGrade',
              label: t(
                contest.ageGrading === 'official'
                  ? 'contest.results.ranking.ageGrade'
                  : 'contest.results.ranking.ageGradeUnofficial',
              ),
            },
          ]}
        />
      )}
      {query.ranking === 'ageGrade' ? (
        <FilterSelect
          formId={FORM_ID}
          name="ageGradeMin"
          label={t('contest.results.ageGradeMin')}
          allLabel={t('contest.results.ageGradeMin.all')}
          value={query.ageGradeMin}
          options={AGE_GRADE_FLOORS.map((floor) => ({
            value: floor,
            label: t('contest.results.ageGradeMin.value', { percent: Number(floor) }),
          }))}
        />
      ) : null}
    </FilterForm>
  );
}
