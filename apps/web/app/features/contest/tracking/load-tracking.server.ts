/** The Tracking tab's data: every followed bib in one read, each with its splits. */
import { read, type Reads } from '../../../lib/services.server';
import { type TrackedParticipant, trackParticipant } from './tracking-view';

/** One card per bib, in the list's order: a bib the contest does not have is "not found". */
export async function loadTracked(
  reads: Reads,
  ref: { eventId: string; contestId: string },
  bibs: readonly string[],
  nowMs: number,
): Promise<TrackedParticipant[]> {
  if (bibs.length === 0) return [];
  const { items } = await read(reads.tracking(ref, { bibs: bibs.join(',') }));
  const byBib = new Map(items.map((detail) => [detail.participant.bib, detail]));
  return bibs.map((bib): TrackedParticipant => {
    const detail = byBib.get(bib);
    return detail ? trackParticipant(detail.participant.bib, detail, nowMs) : { bib, isFound: false };
  });
}
