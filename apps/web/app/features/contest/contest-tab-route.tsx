/** The title and head tags shared by the six contest tab routes. */
import type { ContestDetail, EventDetail } from '@finishline/contract';
import type { MetaDescriptor } from 'react-router';
import { metaI18n } from '../../lib/meta-i18n';
import { pageMeta } from '../../lib/seo';
import { type ContestTab, contestPath } from './contest-tabs';

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** `Results · Marathon · Casablanca Marathon 2026`, with the usual head tags. */
export function contestTabMeta(
  matches: readonly MatchLike[],
  event: EventDetail | undefined,
  contest: ContestDetail | undefined,
  tab: ContestTab,
): MetaDescriptor[] {
  const { t } = metaI18n(matches);
  if (!event || !contest) return [];
  const tabName = t(`contest.tab.${tab}`);
  return pageMeta(matches, {
    title: `${tabName} · ${contest.name} · ${event.name}`,
    description: t(`contest.meta.${tab}`, { contest: contest.name, event: event.name }),
    path: contestPath(event.id, contest.id, tab),
  });
}
