import type { ContestBrief, EventDetail } from '@finishline/contract';
import { useRouteLoaderData } from 'react-router';
import type { ZonedInstant } from '../../lib/format';

/** UTC offsets computed by the server: of the event's zone, and at each contest's start. */
export type EventOffsets = { zone: number; starts: Record<string, number> };
type EventData = { event: EventDetail; offsets: EventOffsets };

function useEventData(): EventData {
  const data = useRouteLoaderData<EventData>('routes/event');
  if (!data) throw new Error('useEvent() outside /event/{eventId}');
  return data;
}

/** The event loaded by routes/event.tsx, for the pages below it. */
export function useEvent(): EventDetail {
  return useEventData().event;
}

export function useEventOffsets(): EventOffsets {
  return useEventData().offsets;
}

/** A contest's start as a zoned instant, for formatting in the event's local time. */
export function contestStart(
  contest: Pick<ContestBrief, 'id' | 'startTime'>,
  offsets: EventOffsets,
): ZonedInstant {
  return { at: contest.startTime, offsetMinutes: offsets.starts[contest.id] ?? offsets.zone };
}
