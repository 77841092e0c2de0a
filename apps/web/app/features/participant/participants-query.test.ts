import { GENDER_CODES, START_LIST_SORTS, STATUS_CODES } from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import {
  GENDERS,
  hasListFilters,
  pageCount,
  parseParticipantsQuery,
  SORTS,
  STATUSES,
  toSearch,
} from './participants-query';

const parse = (search: string) => parseParticipantsQuery(new URLSearchParams(search));

describe('participants query', () => {
  it('repeats the contract code lists exactly', () => {
    expect(GENDERS).toEqual(GENDER_CODES);
    expect(STATUSES).toEqual(STATUS_CODES);
    expect(SORTS).toEqual(START_LIST_SORTS);
  });

  it('reads every field and writes it back', () => {
    const search = '?q=ben&contest=half&gender=f&ageGroup=F40&nation=MA&status=dnf&sort=name&page=3';
    const query = parse(search);
    expect(query).toEqual({
      q: 'ben',
      contest: 'half',
      gender: 'f',
      ageGroup: 'F40',
      nation: 'MA',
      status: 'dnf',
      sort: 'name',
      page: 3,
    });
    expect(toSearch(query)).toBe(search);
  });

  it('drops bad values instead of failing, and leaves defaults out of the URL', () => {
    const query = parse('gender=z&status=gone&sort=place&page=-2&nation=Morocco&contest=../x&q=%20%20');
    expect(query).toEqual({ sort: 'bib', page: 1 });
    expect(toSearch(query)).toBe('');
    expect(parse('nation=ma').nation).toBe('MA');
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('ageGroup=' + 'x'.repeat(40)).ageGroup).toHaveLength(20);
  });

  it('strips control characters from the text fields (the API refuses them)', () => {
    expect(parse('q=%01&ageGroup=%00')).toEqual({ sort: 'bib', page: 1 });
    expect(parse('q=be%01n&ageGroup=F%7F40')).toMatchObject({ q: 'ben', ageGroup: 'F40' });
  });

  it('knows when list filters are set', () => {
    expect(hasListFilters(parse('contest=half&sort=name'))).toBe(false);
    expect(hasListFilters(parse('status=dns'))).toBe(true);
  });

  it('counts pages', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
