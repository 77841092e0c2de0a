import { describe, expect, it } from 'vitest';
import { followLabel, planClubFollow } from './club-plan';

const bibs = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from + i));

describe('what "Follow all runners of a club" will do', () => {
  it('follows every runner of a club that fits, and says "all"', () => {
    const plan = planClubFollow(bibs(1, 120), 120, []);
    expect(plan).toEqual({ total: 120, followed: 0, toFollow: 120, left: 0, room: 200 });
    expect(followLabel(plan)).toBe('all');
  });

  it('counts only what the race’s list still holds: 305 runners follow 200, 105 stay out', () => {
    const plan = planClubFollow(bibs(1, 305), 305, []);
    expect(plan).toMatchObject({ toFollow: 200, left: 105 });
    expect(followLabel(plan)).toBe('first');
  });

  it('takes the runners already followed (of the club or not) off the room left', () => {
    // 150 others and 10 of the club followed: 40 places left for the club's other 90.
    const stored = [...bibs(1000, 150), ...bibs(1, 10)];
    const plan = planClubFollow(bibs(1, 100), 100, stored);
    expect(plan).toEqual({ total: 100, followed: 10, toFollow: 40, left: 50, room: 40 });
    expect(followLabel(plan)).toBe('more');
  });

  it('matches bibs ignoring case and counts a repeated bib once', () => {
    const plan = planClubFollow(['a-1', 'A-1', 'b2'], 2, ['A-1']);
    expect(plan).toMatchObject({ total: 2, followed: 1, toFollow: 1, left: 0 });
    expect(followLabel(plan)).toBe('more');
  });

  it('says "done" when the whole club is followed and "full" when nothing more fits', () => {
    expect(followLabel(planClubFollow(bibs(1, 3), 3, bibs(1, 3)))).toBe('done');
    const full = planClubFollow(bibs(1, 5), 5, bibs(1000, 200));
    expect(full).toMatchObject({ toFollow: 0, left: 5, room: 0 });
    expect(followLabel(full)).toBe('full');
  });

  it('counts runners beyond the bibs read as not followed and not addable', () => {
    // A club of 700 in one race: the first 500 bibs were read.
    const plan = planClubFollow(bibs(1, 500), 700, [], 1000);
    expect(plan).toMatchObject({ total: 700, toFollow: 500, left: 200 });
  });
});
