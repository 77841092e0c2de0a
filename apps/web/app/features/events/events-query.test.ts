import { describe, expect, it } from 'vitest';
import { eventsHref, parseEventsQuery, toSearch } from './events-query';

const parse = (search: string) => parseEventsQuery(new URLSearchParams(search));

describe('parseEventsQuery', () => {
  it('defaults to the latest view (on now, recent results, upcoming), first page, no filters', () => {
    expect(parse('')).toEqual({
      period: 'latest',
      page: 1,
      type: undefined,
      country: undefined,
      city: undefined,
      q: undefined,
    });
  });

  it('reads every filter, normalising case and spaces', () => {
    expect(
      parse('period=past&type=trail_running&country=ma&city=%20Ifrane%20&q=cedar%20%20trail&page=3'),
    ).toEqual({
      period: 'past',
      type: 'trail_running',
      country: 'MA',
      city: 'Ifrane',
      q: 'cedar trail',
      page: 3,
    });
  });

  it('drops values it does not understand instead of failing', () => {
    expect(parse('period=soon&type=chess&country=MAR&page=-2&q=%20')).toEqual(parse(''));
    expect(parse('page=1.5').page).toBe(1);
  });

  it('strips control characters from the search and the city (the API answers 400 to them)', () => {
    expect(parse('q=%01&city=%00%1F')).toEqual(parse(''));
    expect(parse('q=night%01run%7F&city=Ly%01on')).toMatchObject({ q: 'nightrun', city: 'Lyon' });
    expect(parse('q=night%09%0Arun').q).toBe('night run');
  });
});

describe('toSearch', () => {
  it('leaves defaults out so shared URLs stay short', () => {
    expect(toSearch(parse(''))).toBe('');
    expect(toSearch(parse('period=latest&page=1'))).toBe('');
    expect(toSearch(parse('period=upcoming'))).toBe('?period=upcoming');
    expect(toSearch(parse('period=all&type=running&q=night run'))).toBe(
      '?period=all&type=running&q=night+run',
    );
  });

  it('round-trips', () => {
    const query = parse('period=past&type=cycling&country=FR&city=Lyon&q=tour&page=2');
    expect(parseEventsQuery(new URLSearchParams(toSearch(query)))).toEqual(query);
  });
});

describe('eventsHref', () => {
  it('is an absolute path, never the relative `.` that resolves to `/?index`', () => {
    expect(eventsHref('en', parse(''))).toBe('/');
    expect(eventsHref('ar', parse(''))).toBe('/ar');
    expect(eventsHref('fr', parse('period=upcoming&page=2'))).toBe('/fr?period=upcoming&page=2');
  });
});
