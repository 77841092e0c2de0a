import { useEffect } from 'react';
import { useNavigate, useNavigationType } from 'react-router';
import { bibsSearch, parseBibs, storageKey } from './tracking-bibs';

/**
 * Keeps the followed bibs in localStorage (no sign-in): a URL with `?bibs=` is the list and is
 * saved; a visit without it brings the saved list back into the URL, so the server renders it.
 * The list is the device's follows (its stars everywhere, features/shared/follow), so only this tab's own
 * edits write it: a shared link or going back to an older URL (a POP navigation) shows its list without
 * replacing a saved one — it is adopted only when the device follows nobody in this contest yet.
 */
export function useRememberedBibs(
  eventId: string,
  contestId: string,
  bibs: string[],
  hasParam: boolean,
): void {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const list = bibs.join(',');
  useEffect(() => {
    const key = storageKey(eventId, contestId);
    try {
      if (hasParam) {
        const saved = window.localStorage.getItem(key);
        if (navigationType === 'POP' && saved !== null && saved !== '') return;
        if (list) window.localStorage.setItem(key, list);
        else window.localStorage.removeItem(key);
        return;
      }
      const saved = parseBibs(window.localStorage.getItem(key));
      if (saved.length > 0)
        void navigate({ search: bibsSearch(saved) }, { replace: true, preventScrollReset: true });
    } catch {
      // Storage can be blocked (private modes, policies): the list then lives in the URL only.
    }
  }, [eventId, contestId, list, hasParam, navigate, navigationType]);
}
