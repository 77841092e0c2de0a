import { useState } from 'react';
import { Link } from 'react-router';
import { buttonPrimary, buttonSecondary } from '../../components/ui/button-styles';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath } from '../../lib/i18n/locales';
import { isolate } from '../shared/format-result';
import { StarIcon } from '../shared/follow/follow-star';
import { type FollowList, followStore, MAX_FOLLOWED } from '../shared/follow/follow-store';
import {
  countRunners,
  formatRunners,
  orderLists,
  parseRunners,
  runnersSearch,
} from '../shared/follow/runners-param';
import { useFollowedEvent } from '../shared/follow/use-follow';
import type { ClubMembers } from './load-club.server';
import { myRunnersPath } from '@finishline/contract/page-paths';

function followedOf(members: readonly FollowList[], lists: readonly FollowList[] | null): number {
  if (!lists) return 0;
  return members.reduce((sum, member) => {
    const list = lists.find((candidate) => candidate.contestId === member.contestId);
    const followed = new Set(list?.bibs.map((bib) => bib.toUpperCase()));
    return sum + member.bibs.filter((bib) => followed.has(bib.toUpperCase())).length;
  }, 0);
}

/**
 * "Follow all N runners of <club>" and its counterpart, under the participants list filtered by a club. Both
 * buttons are always there (the one with nothing to do is disabled), so nothing moves when the browser has read
 * the device's lists. Scripts only: the lists live on the device.
 */
export function ClubFollow({ eventId, members }: { eventId: string; members: ClubMembers }) {
  const t = useT();
  const locale = useLocale();
  const lists = useFollowedEvent(eventId);
  const [said, setSaid] = useState('');
  const { club, total } = members;
  const followable = countRunners(members.lists);
  const followed = followedOf(members.lists, lists);
  const name = isolate(club);

  const followAll = () => {
    const { added, isFull } = followStore.followAll(eventId, members.lists);
    const done = t('follow.club.added', { count: added });
    setSaid(isFull ? `${done} ${t('follow.club.full', { max: MAX_FOLLOWED })}` : done);
  };
  const unfollowAll = () => {
    setSaid(t('follow.club.removed', { count: followStore.unfollowAll(eventId, members.lists) }));
  };

  const stored = lists
    ? orderLists(
        parseRunners(formatRunners(lists)),
        members.lists.map((list) => list.contestId),
      )
    : [];
  const myRunners = localizePath(locale, myRunnersPath(eventId));
  return (
    <section
      aria-labelledby="club-follow"
      className="mt-4 hidden rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5 [.js_&]:block"
    >
      <h3 id="club-follow" className="flex items-center gap-2 text-base font-bold text-fg">
        <StarIcon isFilled={followed > 0} className="size-5 shrink-0 text-star" />
        <bdi>{club}</bdi>
      </h3>
      <p className="mt-1 text-sm text-muted">
        {total === 0
          ? t('follow.club.none', { club: name })
          : t('follow.club.status', { count: total, followed })}
      </p>
      {total > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={followAll}
            disabled={lists === null || followed >= followable}
            className={`${buttonPrimary} min-h-11 sm:min-h-9`}
          >
            {t('follow.club.follow', { count: total, club: name })}
          </button>
          <button
            type="button"
            onClick={unfollowAll}
            disabled={followed === 0}
            className={`${buttonSecondary} min-h-11 sm:min-h-9`}
          >
            {t('follow.club.unfollow', { count: total, club: name })}
          </button>
        </div>
      ) : null}
      {members.isCapped ? (
        <p className="mt-2 text-xs text-muted">{t('follow.club.capped', { max: MAX_FOLLOWED })}</p>
      ) : null}
      <p role="status" className="mt-2 text-sm font-medium text-fg empty:hidden">
        {said}
        {said && countRunners(stored) > 0 ? (
          <>
            {' '}
            <Link
              to={`${myRunners}${runnersSearch(stored)}`}
              className="font-semibold text-accent underline underline-offset-4"
            >
              {t('follow.title')}
            </Link>
          </>
        ) : null}
      </p>
    </section>
  );
}
