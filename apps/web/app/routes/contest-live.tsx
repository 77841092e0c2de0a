import type { Route } from './+types/contest-live';
import { ContestTabPlaceholder, contestTabMeta } from '../features/contest/contest-tab-route';

export function meta({ matches }: Route.MetaArgs) {
  return contestTabMeta(matches, matches[2]?.loaderData?.event, matches[3]?.loaderData?.contest, 'live');
}

export default function ContestTabPage() {
  return <ContestTabPlaceholder tab="live" />;
}
