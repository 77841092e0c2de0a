import type { ContestBrief, EventDetail } from '@finishline/contract';
import type { ZonedInstant } from '../../lib/format';
import { type EventData, useEventData } from '../../lib/route-data';

/** UTC offsets computed by the server: of the event's zone, and at each contest's start. */
export type EventOffsets = EventData['offsets'];

function useEventRouteData(): EventData {
  const data = useEventData();
  if (!data) throw new Error('useEvent() outside /event/{eventId}');
  return data;
}

/** The event loaded by routes/event.tsx, for the pages below it. */
export function useEvent(): EventDetail {
  return useEventRouteData().event;
}

export function useEventOffsets(): EventOffsets {
  return useEventRouteData().offsets;
}

/** A contest's start as a zoned instant, for formatting in the event's local time. */
export function contestStart(
  contest: Pick<ContestBrief, 'id' | 'startTime'>,
  offsets: EventOffsets,
): ZonedInstant {
  return { at: contest.startTime, offsetMinutes: offsets.starts[contest.id] ?? offsets.zone };
}
