import { type ContestBrief, type ContestDetail, type ContestSummary } from '@finishline/contract';
import { type ContestBriefRow, type ContestDetailRow, type ContestRow } from '@finishline/db';
import { type Calendar, contestState } from '../schedule.js';
import { toIso } from './instant.js';

export function presentContestBrief(row: ContestBriefRow): ContestBrief {
  return {
    id: row.id,
    name: row.name,
    distanceM: row.distanceM,
    startTime: toIso(row.startTime),
    gender: row.gender,
  };
}

export function presentContestSummary(row: ContestRow, event: Calendar, nowMs: number): ContestSummary {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    distanceM: row.distanceM,
    startTime: toIso(row.startTime),
    gender: row.gender,
    country: row.country,
    city: row.city,
    timeBasis: row.timeBasis,
    state: contestState(row, nowMs),
    participantCount: row.participantCount,
    finisherCount: row.finisherCount,
  };
}

export function presentContestDetail(row: ContestDetailRow, event: Calendar, nowMs: number): ContestDetail {
  const summary = presentContestSummary(row, event, nowMs);
  const { contact } = row;
  return {
    ...summary,
    precisionMs: row.precisionMs,
    paceUnit: row.paceUnit,
    speedUnit: row.speedUnit,
    checkpoints: [...row.checkpoints]
      .sort((a, b) => a.order - b.order)
      .map((c) => ({
        id: c.id,
        name: c.name,
        distanceM: c.distanceM,
        order: c.order,
        kind: c.kind,
        leg: c.leg ?? null,
      })),
    ageGrading: row.ageGrading,
    ageGroups: row.ageGroups,
    countries: row.countries,
    contact: {
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      website: contact.website,
      organizerType: contact.organizerType,
      organizer: contact.organizer,
      timingCompany: contact.timingCompany,
      country: contact.country,
      city: contact.city,
    },
    hasCourse: row.hasCourse,
    hasLiveStream: summary.state === 'ongoing',
    hasVideos: row.hasVideos,
  };
}
