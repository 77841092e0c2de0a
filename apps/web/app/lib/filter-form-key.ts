/**
 * When a filter form's fields are re-created from the URL. The fields are uncontrolled (a GET form
 * that works without JavaScript), so a new React key resets them to the URL's values. The form's
 * own navigations keep the key: when one lands, the fields already show what the visitor chose —
 * maybe more than that navigation carries, if they changed another field while it was loading, and
 * resetting them then would drop that later choice from the next submission. Any other change of
 * the URL (a link, the pager, Clear, back and forward) re-creates them.
 */
import { useState } from 'react';
import { type Location, NavigationType, useLocation, useNavigationType } from 'react-router';

/** The history state of a navigation made by the filter form `formId`. */
export function filterFormState(formId: string): { filterForm: string } {
  return { filterForm: formId };
}

/** The key the fields of `formId` should have now, given the one they have and where the router is. */
export function nextFilterFormKey(
  current: string,
  location: Pick<Location, 'key' | 'state'>,
  type: NavigationType,
  formId: string,
): string {
  const state: unknown = location.state;
  const isOwn =
    type !== NavigationType.Pop &&
    typeof state === 'object' &&
    state !== null &&
    'filterForm' in state &&
    state.filterForm === formId;
  return isOwn ? current : location.key;
}

/** The React key for the fields of the filter form `formId`. */
export function useFilterFormKey(formId: string): string {
  const location = useLocation();
  const type = useNavigationType();
  const [key, setKey] = useState(location.key);
  const next = nextFilterFormKey(key, location, type, formId);
  if (next !== key) setKey(next);
  return next;
}
