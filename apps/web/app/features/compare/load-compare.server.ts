/**
 * The compare page's data: the contest, and the runners of the URL's bibs in one call of the tracking API (which
 * answers every bib with the participant's whole detail, splits included). Bibs the contest does not have are
 * reported by the page, they do not fail it.
 */
import type { ParticipantDetail, TrackedParticipants } from '@finishline/contract';
import { apiGet, getContest } from '../../lib/api.server';
import { parseCompareBibs } from './compare-bibs';

const enc = encodeURIComponent;

export async function loadCompare(ref: {
  eventId: string;
  contestId: string;
  bibsParam: string | null;
  signal?: AbortSignal;
}) {
  const { bibs, isCapped } = parseCompareBibs(ref.bibsParam);
  const [contest, tracked] = await Promise.all([
    getContest(ref.eventId, ref.contestId, ref.signal),
    bibs.length === 0
      ? Promise.resolve<TrackedParticipants>({ items: [] })
      : apiGet<TrackedParticipants>(
          `/api/events/${enc(ref.eventId)}/contests/${enc(ref.contestId)}/tracking`,
          { bibs: bibs.join(',') },
          ref.signal,
        ),
  ]);
  // Bibs are unique within a contest; matched ignoring case, as the bibs were deduplicated.
  const byBib = new Map(tracked.items.map((detail) => [detail.participant.bib.toUpperCase(), detail]));
  const runners: ParticipantDetail[] = [];
  const missing: string[] = [];
  for (const bib of bibs) {
    const detail = byBib.get(bib.toUpperCase());
    if (detail) runners.push(detail);
    else missing.push(bib);
  }
  return { contest, bibs, isCapped, runners, missing };
}
