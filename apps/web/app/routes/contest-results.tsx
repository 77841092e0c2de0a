import type { Route } from './+types/contest-results';
import { ContestTabPlaceholder, contestTabMeta } from '../features/contest/contest-tab-route';

export function meta({ matches }: Route.MetaArgs) {
  return contestTabMeta(matches, matches[2]?.loaderData?.event, matches[3]?.loaderData?.contest, 'results');
}

export default function ContestTabPage() {
  return <ContestTabPlaceholder tab="results" />;
}
