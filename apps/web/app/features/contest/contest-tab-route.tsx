/** The title and head tags shared by the six contest tab routes. */
import type { MetaDescriptor } from 'react-router';
import { metaI18n } from '../../lib/meta-i18n';
import { contestData, eventData, type MatchLike } from '../../lib/route-data';
import { pageMeta } from '../../lib/seo';
import { contestPath, type ContestTab } from '@finishline/contract/page-paths';

/** `Results · Marathon · Casablanca Marathon 2026`, with the usual head tags. */
export function contestTabMeta(matches: readonly MatchLike[], tab: ContestTab): MetaDescriptor[] {
  const { t } = metaI18n(matches);
  const event = eventData(matches)?.event;
  const contest = contestData(matches)?.contest;
  if (!event || !contest) return [];
  const tabName = t(`contest.tab.${tab}`);
  return pageMeta(matches, {
    title: `${tabName} · ${contest.name} · ${event.name}`,
    description: t(`contest.meta.${tab}`, { contest: contest.name, event: event.name }),
    path: contestPath(event.id, contest.id, tab),
  });
}
