import { useState } from 'react';
import { Link } from 'react-router';
import { buttonPrimary, buttonSecondary } from '../../components/ui/button-styles';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath } from '../../lib/i18n/locales';
import { isolate } from '../shared/format-result';
import { StarIcon } from '../shared/follow/follow-star';
import { followStore, MAX_FOLLOWED } from '../shared/follow/follow-store';
import { countRunners, orderLists, runnersSearch } from '../shared/follow/runners-param';
import { useFollowedBibs, useFollowedEvent } from '../shared/follow/use-follow';
import { followLabel, planClubFollow } from './club-plan';
import type { ClubMembers } from './load-club.server';
import { myRunnersPath } from '@finishline/contract/page-paths';

type ContestName = { id: string; name: string };

/**
 * "Follow all N runners of <club>" under the participants list filtered by a club, for the race the list shows:
 * the button's count is what it adds (see club-plan.ts), the race's limit is said before the click, "Unfollow"
 * is offered once some of the club is followed, and the club's other races are a link away. Scripts only: the
 * lists live on the device.
 */
export function ClubFollow({
  eventId,
  members,
  contests,
  hrefFor,
}: {
  eventId: string;
  members: ClubMembers;
  contests: readonly ContestName[];
  /** The participants list of another race, filtered by the club. */
  hrefFor: (contestId: string) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const { club, contestId, bibs, total } = members;
  const followedBibs = useFollowedBibs(eventId, contestId);
  const stored = useFollowedEvent(eventId);
  const [said, setSaid] = useState('');
  const plan = planClubFollow(bibs, total, followedBibs.bibs);
  const label = followLabel(plan);
  const name = isolate(club);
  const nameOf = (id: string) => contests.find((contest) => contest.id === id)?.name ?? id;
  const race = isolate(nameOf(contestId));
  const lists = [{ contestId, bibs }];

  const followAll = () => {
    const { added } = followStore.followAll(eventId, lists);
    setSaid(t('follow.club.added', { count: added }));
  };
  const unfollowAll = () => {
    setSaid(t('follow.club.removed', { count: followStore.unfollowAll(eventId, lists) }));
  };

  // The device's whole list (this race's and the others'), so the page renders it at once.
  const mine = orderLists(
    stored ?? [],
    contests.map((contest) => contest.id),
  );
  const myRunners = localizePath(locale, myRunnersPath(eventId));
  return (
    <section
      aria-labelledby="club-follow"
      data-testid="club-follow"
      className="mt-4 hidden rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5 [.js_&]:block"
    >
      <h3 id="club-follow" className="flex items-center gap-2 text-base font-bold text-fg">
        <StarIcon isFilled={plan.followed > 0} className="size-5 shrink-0 text-star" />
        <bdi>{club}</bdi>
      </h3>
      <p className="mt-1 text-sm text-muted">
        {total === 0
          ? t('follow.club.none', { club: name, contest: race })
          : t('follow.club.status', { count: total, contest: race, followed: plan.followed })}
      </p>
      {total > 0 ? (
        <>
          {plan.left > 0 ? (
            <p className="mt-2 text-sm text-fg" data-testid="club-follow-limit">
              {plan.toFollow > 0
                ? t('follow.club.limit', { max: MAX_FOLLOWED, count: plan.toFollow, left: plan.left })
                : t('follow.club.limit.full', { max: MAX_FOLLOWED })}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={followAll}
              disabled={plan.toFollow === 0}
              className={`${buttonPrimary} min-h-11 sm:min-h-9`}
            >
              {label === 'all'
                ? t('follow.club.follow', { count: plan.toFollow, club: name })
                : label === 'first'
                  ? t('follow.club.follow.first', { count: plan.toFollow, club: name })
                  : label === 'more'
                    ? t('follow.club.follow.more', { count: plan.toFollow, club: name })
                    : label === 'done'
                      ? t('follow.club.follow.done', { count: total })
                      : t('follow.club.follow.full')}
            </button>
            {plan.followed > 0 ? (
              <button
                type="button"
                onClick={unfollowAll}
                className={`${buttonSecondary} min-h-11 sm:min-h-9`}
              >
                {t('follow.club.unfollow', { count: plan.followed, club: name })}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      {members.elsewhere.length > 0 ? (
        <p className="mt-3 text-sm text-muted">
          {t('follow.club.elsewhere')}{' '}
          {members.elsewhere.map((other, index) => (
            <span key={other.contestId}>
              {index > 0 ? <span aria-hidden="true"> · </span> : null}
              <Link
                to={hrefFor(other.contestId)}
                className="font-medium text-accent underline underline-offset-4"
              >
                {t('follow.club.elsewhere.item', {
                  contest: isolate(nameOf(other.contestId)),
                  count: other.total,
                })}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm font-medium text-fg empty:hidden">
        {said}
        {said && countRunners(mine) > 0 ? (
          <>
            {' '}
            <Link
              to={`${myRunners}${runnersSearch(mine)}`}
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
