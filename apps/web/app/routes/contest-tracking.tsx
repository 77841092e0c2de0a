import type { Route } from './+types/contest-tracking';
import { ContestTabPlaceholder, contestTabMeta } from '../features/contest/contest-tab-route';

export function meta({ matches }: Route.MetaArgs) {
  return contestTabMeta(matches, matches[2]?.loaderData?.event, matches[3]?.loaderData?.contest, 'tracking');
}

export default function ContestTabPage() {
  return <ContestTabPlaceholder tab="tracking" />;
}
