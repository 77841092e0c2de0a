import { contestPath } from '@finishline/contract/page-paths';
import { redirect } from 'react-router';
import type { Route } from './+types/contest-index';
import { localeOfPath, localizePath } from '../lib/i18n/locales';

/** A contest's own URL opens its results tab. */
export function loader({ params, url }: Route.LoaderArgs) {
  const results = contestPath(params.eventId, params.contestId, 'results');
  throw redirect(`${localizePath(localeOfPath(url.pathname), results)}${url.search}`);
}

export default function ContestIndex() {
  return null;
}
