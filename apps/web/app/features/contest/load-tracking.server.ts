/** The Tracking tab's data: every followed bib in one API call, each with its splits. */
import type { TrackedParticipants } from '@finishline/contract';
import { apiGet } from '../../lib/api.server';
import { type TrackedParticipant, trackParticipant } from './tracking-view';

const enc = encodeURIComponent;

/** One card per bib, in the list's order: a bib the contest does not have is "not found". */
export async function loadTracked(
  ref: { eventId: string; contestId: string; signal?: AbortSignal },
  bibs: readonly string[],
  nowMs: number,
): Promise<TrackedParticipant[]> {
  if (bibs.length === 0) return [];
  const { items } = await apiGet<TrackedParticipants>(
    `/api/events/${enc(ref.eventId)}/contests/${enc(ref.contestId)}/tracking`,
    { bibs: bibs.join(',') },
    ref.signal,
  );
  const byBib = new Map(items.map((detail) => [detail.participant.bib, detail]));
  return bibs.map((bib): TrackedParticipant => {
    const detail = byBib.get(bib);
    return detail ? trackParticipant(detail.participant.bib, detail, nowMs) : { bib, isFound: false };
  });
}
