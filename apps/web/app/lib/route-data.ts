/**
 * Parent routes' loader data, found by route id and never by position in `matches`: a layout route
 * added above (or a language segment made a route of its own) shifts every position, and an index
 * then quietly reads another route's data. React Router names a route after its file under app/
 * without the extension (routes.ts), so `routes/event.tsx` is `routes/event`; the ids are written
 * here once and route-data.test.ts checks them against routes.ts.
 */
import { useRouteLoaderData } from 'react-router';
import type { Route as ContestRoute } from '../routes/+types/contest';
import type { Route as EventRoute } from '../routes/+types/event';

export const ROUTE_IDS = { event: 'routes/event', contest: 'routes/contest' } as const;

/** What routes/event.tsx's loader returns, as the page receives it (generated route types). */
export type EventData = EventRoute.ComponentProps['loaderData'];
export type ContestData = ContestRoute.ComponentProps['loaderData'];

/** A match as `meta` functions get them (typed per route by the generated types, or plain in tests). */
export type MatchLike = { id: string; loaderData?: unknown } | undefined;

function loaderDataOf(matches: readonly MatchLike[], id: string): unknown {
  return matches.find((match) => match?.id === id)?.loaderData;
}

/** routes/event.tsx's data inside a `meta` function; undefined when its loader failed (a 404). */
export function eventData(matches: readonly MatchLike[]): EventData | undefined {
  // The id names the route whose loader produced the data, so it has that loader's type.
  return loaderDataOf(matches, ROUTE_IDS.event) as EventData | undefined;
}

/** routes/contest.tsx's data inside a `meta` function; undefined when its loader failed. */
export function contestData(matches: readonly MatchLike[]): ContestData | undefined {
  return loaderDataOf(matches, ROUTE_IDS.contest) as ContestData | undefined;
}

/** routes/event.tsx's data in a component below it; undefined elsewhere. */
export function useEventData(): EventData | undefined {
  return useRouteLoaderData<EventData>(ROUTE_IDS.event);
}

/** routes/contest.tsx's data in a component below it (its tabs); undefined elsewhere. */
export function useContestData(): ContestData | undefined {
  return useRouteLoaderData<ContestData>(ROUTE_IDS.contest);
}
