/**
 * The list filters of the results and the start list (db's ListFilter) over a field in memory: gender, age group,
 * status, country, nation, and a club by its folded name (search_fold() equality: the keys come from the database,
 * which owns the folding). Each filter's rows are worked out once per field version, in the results order.
 */
import { type ContestFieldRow, type ListFilter } from '@finishline/db';
import { type ContestField } from './contest-field.js';

/** A filter as the field applies it: the club already resolved to the keys of its runners (null: no club filter). */
export type FieldFilter = Omit<ListFilter, 'club'> & {
  clubKeys: ReadonlySet<number> | null;
  club: string | null;
};

/** No filter at all: the whole field. */
export function isWholeField(filter: FieldFilter): boolean {
  return (
    !filter.gender && !filter.ageGroup && !filter.status && !filter.country && !filter.nation && !filter.club
  );
}

function matches(row: ContestFieldRow, filter: FieldFilter): boolean {
  return (
    (!filter.gender || row.gender === filter.gender) &&
    (!filter.ageGroup || row.ageGroup === filter.ageGroup) &&
    (!filter.status || row.status === filter.status) &&
    (!filter.country || row.country === filter.country) &&
    (!filter.nation || row.nation === filter.nation) &&
    (filter.clubKeys === null || filter.clubKeys.has(row.key))
  );
}

/** The rows of the field the filter keeps, in the results order. */
export function filteredRows(field: ContestField, filter: FieldFilter): readonly ContestFieldRow[] {
  if (isWholeField(filter)) return field.rows;
  const { clubKeys: _keys, ...named } = filter;
  return field.derived(`filter ${JSON.stringify(named)}`, () =>
    field.rows.filter((row) => matches(row, filter)),
  );
}
