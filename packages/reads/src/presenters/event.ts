import { type EventDetail, type EventSummary } from '@finishline/contract';
import { type ContestRow, type EventListRow, type EventRow } from '@finishline/db';
import { eventState } from '../schedule.js';
import { presentContestBrief, presentContestSummary } from './contest.js';

function eventFields(row: EventRow, nowMs: number) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    country: row.country,
    city: row.city,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    timeZone: row.timeZone,
    state: eventState(row, nowMs),
  };
}

export function presentEventSummary(row: EventListRow, nowMs: number): EventSummary {
  return { ...eventFields(row, nowMs), contests: row.contests.map(presentContestBrief) };
}

export function presentEventDetail(row: EventRow, contests: ContestRow[], nowMs: number): EventDetail {
  return {
    ...eventFields(row, nowMs),
    description: row.description,
    contests: contests.map((contest) => presentContestSummary(contest, row, nowMs)),
  };
}
