import { redirect } from 'react-router';
import type { Route } from './+types/contest-index';

/** A contest's own URL opens its results tab. */
export function loader({ url }: Route.LoaderArgs) {
  throw redirect(`${url.pathname.replace(/\/+$/, '')}/results${url.search}`);
}

export default function ContestIndex() {
  return null;
}
