import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/event';
import { useFollowSync } from '../features/shared/follow/use-follow';
import { read, readsOf } from '../lib/services.server';
import { utcOffsetMinutes } from '../lib/time-zone.server';

/** The event every page under /event/{eventId} shows; a 404 when there is no such event. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await read(readsOf(context).event({ eventId: params.eventId }));
  // Zone rules are applied here, on the server (see lib/time-zone.server.ts).
  const starts = Object.fromEntries(
    event.contests.map((c) => [c.id, utcOffsetMinutes(c.startTime, event.timeZone)]),
  );
  const zone = utcOffsetMinutes(
    event.contests[0]?.startTime ?? `${event.dateFrom}T12:00:00Z`,
    event.timeZone,
  );
  return { event, offsets: { zone, starts } };
}

/** Event data does not depend on the language or the query: refetch only for another event. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentParams.eventId !== nextParams.eventId;
}

export default function EventLayout() {
  // Stars on every page of the event follow lists the Tracking tab writes itself.
  useFollowSync();
  return <Outlet />;
}
