/**
 * The compare page's data: the contest, and the runners of the URL's bibs in one tracking read (which
 * answers every bib with the participant's whole detail, splits included). Bibs the contest does not have are
 * reported by the page, they do not fail it.
 */
import type { ParticipantDetail, TrackedParticipants } from '@finishline/contract';
import { read, type Reads } from '../../lib/services.server';
import { parseCompareBibs } from './compare-bibs';

export async function loadCompare(
  reads: Reads,
  args: { eventId: string; contestId: string; bibsParam: string | null },
) {
  const ref = { eventId: args.eventId, contestId: args.contestId };
  const { bibs, isCapped } = parseCompareBibs(args.bibsParam);
  const [contest, tracked] = await Promise.all([
    read(reads.contest(ref)),
    bibs.length === 0
      ? Promise.resolve<TrackedParticipants>({ items: [] })
      : read(reads.tracking(ref, { bibs: bibs.join(',') })),
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
