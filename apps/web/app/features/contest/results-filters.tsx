import type { ContestDetail } from '@finishline/contract';
import { useT } from '../../lib/i18n/i18n-context';
import { FilterSelect } from './filter-fields';
import { FilterForm, PersonFilterSelects } from './filter-form';
import { parseResultsQuery, type ResultsQuery } from './list-query';
import { checkpointName } from './result-bits';

const FORM_ID = 'results-filters';

/** Gender, age group and nation filters and the "ranking at checkpoint" choice. */
export function ResultsFilters({ contest, query }: { contest: ContestDetail; query: ResultsQuery }) {
  const t = useT();
  const splits = contest.checkpoints.filter((cp) => cp.kind === 'split');
  return (
    <FilterForm
      id={FORM_ID}
      label={t('contest.results.filters.label')}
      query={query}
      parse={parseResultsQuery}
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
    </FilterForm>
  );
}
