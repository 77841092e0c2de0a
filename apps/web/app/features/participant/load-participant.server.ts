/**
 * Data of /event/{eventId}/participants/{participantId}: the participant's detail, how many
 * finished in their gender and age group (the "of N" of their places), the event's today (for the
 * video's expiry) and each read's UTC offset (zone rules stay on the server, lib/time-zone.server.ts).
 */
import type { ParticipantDetail } from '@finishline/contract';
import { todayInZone } from '@finishline/core';
import { type ZonedInstant } from '../../lib/format';
import { read, type Reads } from '../../lib/services.server';
import { utcOffsetMinutes } from '../../lib/time-zone.server';
import { countFinishers } from './participants-reads.server';

export type ParticipantData = {
  detail: ParticipantDetail;
  totals: { gender: number | null; ageGroup: number | null };
  today: string;
  offsets: Record<string, number>;
  /** UTC offsets of the forecast instants, by checkpoint id. */
  forecastOffsets: Record<string, number>;
  /** The clock the page was rendered at (server and hydration agree on "overdue"). */
  nowMs: number;
  /** While the contest is live: when its places were worked out, in the event's zone (ADR 032). */
  placesAsOf: ZonedInstant | null;
};

export async function loadParticipant(
  reads: Reads,
  args: { eventId: string; participantId: string; nowMs?: number },
): Promise<ParticipantData> {
  const { eventId, participantId } = args;
  const detail = await read(reads.participant({ eventId, participantId }));
  const { participant, result, contest, event } = detail;
  const ref = { eventId, contestId: contest.id };
  const [gender, ageGroup] = await Promise.all([
    result.genderPlace !== null ? countFinishers(reads, ref, { gender: participant.gender }) : null,
    result.ageGroupPlace !== null && participant.ageGroup
      ? countFinishers(reads, ref, { ageGroup: participant.ageGroup })
      : null,
  ]);
  const offsets: Record<string, number> = {};
  for (const split of detail.splits) {
    if (split.at) offsets[split.checkpointId] = utcOffsetMinutes(split.at, event.timeZone);
  }
  const forecastOffsets: Record<string, number> = {};
  for (const forecast of detail.forecasts) {
    forecastOffsets[forecast.checkpointId] = utcOffsetMinutes(forecast.at, event.timeZone);
  }
  const nowMs = args.nowMs ?? Date.now();
  const asOf = result.placesAsOf;
  return {
    detail,
    totals: { gender, ageGroup },
    today: todayInZone(nowMs, event.timeZone),
    offsets,
    forecastOffsets,
    nowMs,
    placesAsOf: asOf === null ? null : { at: asOf, offsetMinutes: utcOffsetMinutes(asOf, event.timeZone) },
  };
}
