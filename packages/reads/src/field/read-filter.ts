/**
 * A read's list filter as the field applies it: the club resolved to its runners' keys, once per field version
 * and club (the database folds the club's name, as the stored search columns are folded).
 */
import { findClubKeys, type ListFilter } from '@finishline/db';
import { type ReadContext } from '../read-context.js';
import { type ContestField } from './contest-field.js';
import { type FieldFilter } from './field-filter.js';

export async function fieldFilterOf(
  context: Pick<ReadContext, 'db'>,
  field: ContestField,
  filter: ListFilter,
): Promise<FieldFilter> {
  const { club } = filter;
  const clubKeys =
    club === null
      ? null
      : await field.derived(`club-keys ${club}`, () => findClubKeys(context.db, field.contestKey, club));
  return { ...filter, club, clubKeys };
}
