/**
 * Shared pieces of the six contest tab routes: their title and their (placeholder) body, until
 * each tab's own issue fills it in.
 */
import type { ContestDetail, EventDetail } from '@finishline/contract';
import type { MetaDescriptor } from 'react-router';
import { metaI18n } from '../../lib/meta-i18n';
import { pageMeta } from '../../lib/seo';
import { useT } from '../../lib/i18n/i18n-context';
import { type ContestTab, contestPath } from './contest-tabs';
import { PlaceholderPanel } from '../../components/ui/placeholder-panel';

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
    description: `${tabName} — ${contest.name}, ${event.name}`,
    path: contestPath(event.id, contest.id, tab),
  });
}

export function ContestTabPlaceholder({ tab }: { tab: ContestTab }) {
  const t = useT();
  return <PlaceholderPanel title={t(`contest.tab.${tab}`)} text={t('common.placeholder')} />;
}
