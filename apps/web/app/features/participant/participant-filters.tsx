import type { ContestDetail, ContestSummary } from '@finishline/contract';
import type { ChangeEvent } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { buttonGhost, buttonSecondary } from '../../components/ui/button-styles';
import { filterFormState } from '../../lib/filter-form-key';
import { countryName, sortByLabel } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { genderLabel, statusLabel } from '../../lib/i18n/labels';
import { queryText } from '../../lib/query-text';
import {
  GENDERS,
  hasListFilters,
  type ParticipantsQuery,
  parseParticipantsQuery,
  SORTS,
  STATUSES,
  toSearch,
} from './participants-query';

type Option = { value: string; label: string };

function Select({
  name,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  allLabel?: string;
  value: string | undefined;
  options: Option[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const id = `participants-${name}`;
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        onChange={onChange}
        className="h-11 w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg"
      >
        {allLabel ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The form id of the participants list's filters (see lib/filter-form-key.ts). */
export const PARTICIPANT_FILTERS = 'participant-filters';

/** The club filter (`?club=`, exact name ignoring case and accents), kept beside participants-query.ts's. */
export function parseClub(params: URLSearchParams): string | undefined {
  return queryText(params.get('club'), 100);
}

/** A query string of the list (toSearch) with the club added. */
export function withClub(search: string, club: string | undefined): string {
  if (!club) return search;
  const params = new URLSearchParams(search);
  params.set('club', club);
  return `?${params.toString()}`;
}

/**
 * Contest, gender, age group, nationality, status and sort of the list. A plain GET form that works
 * without JavaScript (Apply); with it, a change applies at once. Another contest clears the age
 * group, whose labels belong to a contest.
 */

export function ParticipantFilters({
  query,
  club,
  contests,
  contest,
}: {
  query: ParticipantsQuery;
  club: string | undefined;
  contests: ContestSummary[];
  contest: ContestDetail;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();

  const apply = (event: ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') params.set(key, value);
    }
    // Another contest has other age groups: its fields are re-created from the URL when it lands.
    const isContest = event.currentTarget.name === 'contest';
    if (isContest) params.delete('ageGroup');
    void navigate(
      { search: withClub(toSearch({ ...parseParticipantsQuery(params), page: 1 }), parseClub(params)) },
      { preventScrollReset: true, state: isContest ? undefined : filterFormState(PARTICIPANT_FILTERS) },
    );
  };

  const nations = new Set(contest.countries);
  if (query.nation) nations.add(query.nation);
  const nationOptions = sortByLabel(
    [...nations].map((code) => ({ value: code, label: countryName(code, locale) })),
    (option) => option.label,
    locale,
  );

  return (
    <Form
      method="get"
      aria-label={t('participants.filters.label')}
      className="grid grid-cols-2 gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:gap-4 sm:p-5 lg:grid-cols-4"
    >
      <div className="col-span-2">
        <Select
          name="contest"
          label={t('participants.filters.contest')}
          value={contest.id}
          options={contests.map((c) => ({ value: c.id, label: c.name }))}
          onChange={apply}
        />
      </div>
      {/* Applied with the form (Enter or Apply); a club's runners can then all be followed at once. */}
      <div className="col-span-2 grid min-w-0 gap-1.5">
        <label htmlFor="participants-club" className="text-sm font-medium text-fg">
          {t('participants.fact.club')}
        </label>
        <input
          id="participants-club"
          name="club"
          type="text"
          defaultValue={club ?? ''}
          maxLength={100}
          autoComplete="off"
          aria-describedby="participants-club-hint"
          className="h-11 w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg"
        />
        <p id="participants-club-hint" className="text-xs text-muted">
          {t('follow.filters.club.hint')}
        </p>
      </div>
      <Select
        name="gender"
        label={t('participants.filters.gender')}
        allLabel={t('participants.filters.gender.all')}
        value={query.gender}
        options={GENDERS.map((code) => ({ value: code, label: genderLabel(t, code) }))}
        onChange={apply}
      />
      <Select
        name="ageGroup"
        label={t('participants.filters.ageGroup')}
        allLabel={t('participants.filters.ageGroup.all')}
        value={query.ageGroup}
        options={contest.ageGroups.map((group) => ({ value: group, label: group }))}
        onChange={apply}
      />
      <Select
        name="nation"
        label={t('participants.filters.nation')}
        allLabel={t('participants.filters.nation.all')}
        value={query.nation}
        options={nationOptions}
        onChange={apply}
      />
      <Select
        name="status"
        label={t('participants.filters.status')}
        allLabel={t('participants.filters.status.all')}
        value={query.status}
        options={STATUSES.map((code) => ({ value: code, label: statusLabel(t, code) }))}
        onChange={apply}
      />
      <Select
        name="sort"
        label={t('participants.filters.sort')}
        value={query.sort}
        options={SORTS.map((sort) => ({ value: sort, label: t(`participants.filters.sort.${sort}`) }))}
        onChange={apply}
      />
      <div className="flex flex-wrap items-end justify-end gap-2 lg:col-span-3">
        {hasListFilters(query) || club ? (
          <Link
            to={{ search: toSearch({ contest: query.contest, sort: query.sort, page: 1 }) }}
            preventScrollReset
            className={buttonGhost}
          >
            {t('participants.filters.clear')}
          </Link>
        ) : null}
        <button type="submit" className={`${buttonSecondary} h-11`}>
          {t('participants.filters.apply')}
        </button>
      </div>
    </Form>
  );
}
