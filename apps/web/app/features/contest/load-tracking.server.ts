/** The Tracking tab's data: each followed bib looked up in the start list, then its splits. */
import type { ParticipantDetail } from '@finishline/contract';
import { getParticipant } from '../../lib/api.server';
import { findStartList } from './contest-api.server';
import { type TrackedParticipant, trackParticipant } from './tracking-view';

export async function loadTracked(
  ref: { eventId: string; contestId: string; signal?: AbortSignal },
  bibs: string[],
  nowMs: number,
): Promise<TrackedParticipant[]> {
  return Promise.all(
    bibs.map(async (bib): Promise<TrackedParticipant> => {
      const list = await findStartList(ref.eventId, ref.contestId, { bib, pageSize: 1 }, ref.signal);
      const entry = list.items[0];
      if (!entry) return { bib, isFound: false };
      let detail: ParticipantDetail;
      try {
        detail = await getParticipant(ref.eventId, entry.id, ref.signal);
      } catch (error) {
        if (ref.signal?.aborted) throw error;
        return { bib, isFound: false };
      }
      return trackParticipant(entry.bib, detail, nowMs);
    }),
  );
}
