import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  isNarrowed,
  narrowedCount,
  pageCount,
  parseResultsQuery,
  parseStartListQuery,
  rowRange,
  searchParams,
  toSearch,
} from './list-query';

const params = (search: string) => new URLSearchParams(search);

describe('parseResultsQuery', () => {
  it('reads the filters, the checkpoint and the page', () => {
    expect(parseResultsQuery(params('gender=f&ageGroup=F40&nation=ma&checkpoint=half&page=3'))).toEqual({
      gender: 'f',
      ageGroup: 'F40',
      nation: 'MA',
      checkpoint: 'half',
      ranking: undefined,
      ageGradeMin: undefined,
      page: 3,
    });
  });

  it('reads the age-graded ranking, which leaves out a checkpoint', () => {
    expect(parseResultsQuery(params('ranking=ageGrade&checkpoint=half&gender=m'))).toMatchObject({
      ranking: 'ageGrade',
      checkpoint: undefined,
      gender: 'm',
    });
    expect(parseResultsQuery(params('ranking=fastest')).ranking).toBeUndefined();
    // A floor only with the age-graded ranking, and only one the filter offers.
    expect(parseResultsQuery(params('ranking=ageGrade&ageGradeMin=70')).ageGradeMin).toBe('70');
    expect(parseResultsQuery(params('ranking=ageGrade&ageGradeMin=75')).ageGradeMin).toBeUndefined();
    expect(parseResultsQuery(params('ageGradeMin=70')).ageGradeMin).toBeUndefined();
    expect(toSearch({ ranking: 'ageGrade', gender: 'f', page: 1 })).toBe('?gender=f&ranking=ageGrade');
  });

  it('drops values the API would reject instead of failing', () => {
    expect(parseResultsQuery(params('gender=w&nation=MAR&checkpoint=%3Cx%3E&page=0&ageGroup=%00'))).toEqual({
      gender: undefined,
      ageGroup: undefined,
      nation: undefined,
      checkpoint: undefined,
      ranking: undefined,
      ageGradeMin: undefined,
      page: 1,
    });
    expect(parseResultsQuery(params('page=2.5')).page).toBe(1);
    expect(parseResultsQuery(params('page=100001')).page).toBe(1);
  });
});

describe('parseStartListQuery', () => {
  it('drops control characters from free text rather than the whole value (as the other lists do)', () => {
    expect(parseStartListQuery(params('q=%01el%1F%20amrani&club=%00'))).toMatchObject({
      q: 'el amrani',
      club: undefined,
    });
  });

  it('reads club and search text, tidying spaces', () => {
    expect(parseStartListQuery(params('club=%20Wydad%20%20AC%20&q=el%20amrani&page=2'))).toMatchObject({
      club: 'Wydad AC',
      q: 'el amrani',
      page: 2,
    });
  });
});

describe('toSearch', () => {
  it('writes a short, stable query string without defaults', () => {
    expect(toSearch({ page: 1 })).toBe('');
    expect(toSearch({ checkpoint: 'half', gender: 'f', page: 2 })).toBe('?gender=f&checkpoint=half&page=2');
    expect(toSearch({ q: 'José', club: 'A&B', page: 1 })).toBe('?q=Jos%C3%A9&club=A%26B');
  });

  it('round-trips with the parsers', () => {
    const query = { gender: 'm', ageGroup: 'M40', nation: 'FR', checkpoint: 'km30', page: 7 } as const;
    expect(parseResultsQuery(params(toSearch(query).slice(1)))).toEqual(query);
  });
});

describe('searchParams', () => {
  it('sends digits as a bib and anything else as text (spec §5)', () => {
    expect(searchParams('1234')).toEqual({ bib: '1234' });
    expect(searchParams(' 12 ')).toEqual({ bib: '12' });
    expect(searchParams('El Amrani')).toEqual({ text: 'El Amrani' });
    expect(searchParams('A12')).toEqual({ text: 'A12' });
    expect(searchParams(undefined)).toEqual({});
  });
});

describe('helpers', () => {
  it('knows whether a list is filtered (the checkpoint is not a filter)', () => {
    expect(hasFilters({ checkpoint: 'half', page: 2 })).toBe(false);
    expect(hasFilters({ nation: 'MA', page: 1 })).toBe(true);
    expect(isNarrowed({ checkpoint: 'half', page: 2 })).toBe(true);
    expect(isNarrowed({ q: 'el amrani', page: 1 })).toBe(true);
    expect(isNarrowed({ page: 3 })).toBe(false);
  });

  it('counts pages and rows shown', () => {
    expect(pageCount(20_500)).toBe(205);
    expect(pageCount(0)).toBe(1);
    expect(rowRange(3, 100, 100)).toEqual({ from: 201, to: 300 });
    expect(rowRange(205, 100, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('narrowedCount', () => {
  it('counts each choice that narrows or re-ranks the list, and nothing for the plain list', () => {
    expect(narrowedCount(parseResultsQuery(params('')))).toBe(0);
    expect(narrowedCount(parseResultsQuery(params('page=3')))).toBe(0);
    expect(narrowedCount(parseResultsQuery(params('gender=f&nation=ma')))).toBe(2);
    expect(narrowedCount(parseStartListQuery(params('q=tazi&club=Agadir')))).toBe(2);
  });
});
