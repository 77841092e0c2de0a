/**
 * What "Follow all runners of <club>" will do in the race the list shows, counted before the click: how many of
 * the club's runners the device already follows, how many the button adds, and how many do not fit because a
 * race's list holds at most MAX_FOLLOWED (the tracking API loads a list in one call). The store's followAll adds
 * the club's bibs in the same order (by bib) until the list is full, so the button's label is what happens.
 */
import { MAX_FOLLOWED } from '../shared/follow/follow-store';

export type ClubPlan = {
  /** The club's runners in the race. */
  total: number;
  /** Of them, followed on this device. */
  followed: number;
  /** How many the Follow button adds. */
  toFollow: number;
  /** Not followed and not added: the race's list would run full. */
  left: number;
  /** Places left in the race's list before the click. */
  room: number;
};

/**
 * `clubBibs` are the club's bibs in the race, by bib (all of them, or the first ones when the club is larger than
 * one read: those beyond are counted as not followed and cannot be added); `stored` is the race's followed list.
 */
export function planClubFollow(
  clubBibs: readonly string[],
  total: number,
  stored: readonly string[],
  max: number = MAX_FOLLOWED,
): ClubPlan {
  const followedSet = new Set(stored.map((bib) => bib.toUpperCase()));
  const known = new Set<string>();
  let followed = 0;
  for (const bib of clubBibs) {
    const upper = bib.toUpperCase();
    if (known.has(upper)) continue;
    known.add(upper);
    if (followedSet.has(upper)) followed += 1;
  }
  const count = Math.max(total, known.size);
  const room = Math.max(0, max - followedSet.size);
  const toFollow = Math.min(known.size - followed, room);
  return { total: count, followed, toFollow, left: count - followed - toFollow, room };
}

/**
 * Which label the Follow button wears: all of the club, the first ones (the rest would not fit), more of a club
 * partly followed, or why there is nothing to do (all followed; the race's list full).
 */
export function followLabel(plan: ClubPlan): 'all' | 'first' | 'more' | 'done' | 'full' {
  if (plan.followed === plan.total) return 'done';
  if (plan.toFollow === 0) return 'full';
  if (plan.followed > 0) return 'more';
  return plan.left > 0 ? 'first' : 'all';
}
