import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { contestData, eventData, ROUTE_IDS } from './route-data';

/** Route ids as React Router derives them: the file under app/ without its extension. */
function routeIds(entries: readonly RouteConfigEntry[], parents: string[] = []): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[^/.]+$/, '');
    ids.set(id, parents);
    for (const [child, above] of routeIds(entry.children ?? [], [...parents, id])) ids.set(child, above);
  }
  return ids;
}

const event = { id: 'casa-2026', name: 'Casablanca Marathon 2026' };
const contest = { id: 'marathon', name: 'Marathon' };

describe('route ids', () => {
  it('name routes.ts routes, the contest below the event', () => {
    const ids = routeIds(routes);
    expect(ids.get(ROUTE_IDS.event)).toBeDefined();
    expect(ids.get(ROUTE_IDS.contest)).toContain(ROUTE_IDS.event);
  });
});

describe('parent data in meta functions', () => {
  it('is found by route id, whatever the position of the match', () => {
    // A layout inserted above the event moves every index by one: position 2 (where the event
    // used to be) now holds the layout, with data of its own under the same key.
    const matches = [
      { id: 'root', loaderData: { locale: 'en' } },
      { id: 'routes/locale', loaderData: null },
      { id: 'routes/section', loaderData: { event: { id: 'wrong', name: 'Not the event' } } },
      { id: ROUTE_IDS.event, loaderData: { event, offsets: { zone: 60, starts: {} } } },
      { id: ROUTE_IDS.contest, loaderData: { contest } },
      { id: 'routes/contest-results', loaderData: { query: { page: 1 } } },
    ];
    expect(eventData(matches)?.event).toEqual(event);
    expect(contestData(matches)?.contest).toEqual(contest);
    expect(eventData([...matches].reverse())?.event).toEqual(event);
  });

  it('is undefined when the route is not matched or its loader failed', () => {
    expect(eventData([{ id: 'root', loaderData: {} }, undefined])).toBeUndefined();
    expect(contestData([{ id: ROUTE_IDS.event, loaderData: { event } }])).toBeUndefined();
    expect(contestData([{ id: ROUTE_IDS.contest }])).toBeUndefined();
  });
});
