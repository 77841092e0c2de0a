/**
 * Cheap version look-ups that key the ETags: one indexed row each, answered before any expensive query so that a
 * revalidation (If-None-Match) costs almost nothing. The database takes every data_version from one sequence,
 * bumped on each change: an event's version moves when it or any of its contests changes, a contest's when it,
 * its entrants, reads or results change.
 */
import { type CheckpointKind } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';

/** The calendar facts of an event: its days and its IANA zone. */
export type EventCalendar = { dateFrom: string; dateTo: string; timeZone: string };

/**
 * What says whether a contest is live (docs/results.md §Live): its gun, its time limit, and its runners on the course
 * and at the finish as the last recompute left them.
 */
export type ContestClock = {
  startTime: number;
  timeLimitMs: number | null;
  onCourseCount: number;
  finisherCount: number;
};

/** The clock columns of `c` (contests), as a JSON object. */
const CLOCK_JSON =
  sql.raw(`json_build_object('startTime', floor(extract(epoch from c.start_time) * 1000)::bigint,
  'timeLimitMs', c.time_limit_ms, 'onCourseCount', c.on_course_count, 'finisherCount', c.finisher_count)`);

/** `epoch ms` of a timestamptz column, as a bigint the drivers return as a number. */
const START_TIME_MS = sql.raw('floor(extract(epoch from c.start_time) * 1000)::bigint');

/**
 * Version of the whole catalogue (event lists, filters, cities): the number of events and the newest version, so
 * that a deleted event moves it too.
 */
export async function getCatalogVersion(db: Db): Promise<string> {
  const [row] = await db.query<{ count: number; latest: number | null }>(
    sql`select count(*) as count, max(data_version) as latest from events`,
  );
  return `${row?.count ?? 0}:${row?.latest ?? 0}`;
}

export type EventVersion = {
  key: string;
  event: EventCalendar;
  /** Its contests' clocks: an event is live while any of its contests is. */
  contests: ContestClock[];
};

/** The event's version and calendar, or null when there is no such event. */
export async function getEventVersion(db: Db, eventId: string): Promise<EventVersion | null> {
  const [row] = await db.query<EventCalendar & { version: number; contests: ContestClock[] | null }>(
    sql`select e.data_version as "version", e.date_from as "dateFrom", e.date_to as "dateTo",
            e.time_zone as "timeZone",
            (select json_agg(${CLOCK_JSON}) from contests c where c.event_id = e.id) as contests
          from events e where e.id = ${eventId}`,
  );
  if (!row) return null;
  return {
    key: String(row.version),
    event: { dateFrom: row.dateFrom, dateTo: row.dateTo, timeZone: row.timeZone },
    contests: row.contests ?? [],
  };
}

/** A contest's list version (live-step.ts): 0 for a contest written before it was kept, then its version. */
function listVersionOf(listVersion: number, version: number): number {
  return Number(listVersion) > 0 ? Number(listVersion) : Number(version);
}

export type ContestVersion = {
  /** The contest's own version: what its field in memory must have caught up with. */
  key: string;
  /**
   * The version its lists show (ADR 032): keys the start list, results and what comes next. The contest's version
   * but during a live race, when live steps move it at most every few seconds.
   */
  listKey: string;
  /** The event's version (moves with any contest of the event): keys the contest detail. */
  eventKey: string;
  /** Internal key the result queries join on. */
  contestKey: number;
  /** Number of entrants (maintained by recompute): the unfiltered lists' total. */
  participantCount: number;
  event: EventCalendar;
  startTime: number;
  clock: ContestClock;
  /** Checkpoint ids by course order. */
  checkpointIds: string[];
  /** Their kinds, aligned with checkpointIds. */
  checkpointKinds: CheckpointKind[];
};

/** The contest's versions, calendar and checkpoint ids, or null when there is no such contest. */
export async function getContestVersion(
  db: Db,
  eventId: string,
  contestId: string,
): Promise<ContestVersion | null> {
  const [row] = await db.query<
    EventCalendar & {
      contestKey: number;
      participantCount: number;
      version: number;
      listVersion: number;
      eventVersion: number;
      startTime: number;
      clock: ContestClock;
      checkpointIds: string[] | null;
      checkpointKinds: CheckpointKind[] | null;
    }
  >(
    sql`select c.key as "contestKey", c.participant_count as "participantCount", c.data_version as "version",
            c.list_version as "listVersion",
            e.data_version as "eventVersion", ${START_TIME_MS} as "startTime", ${CLOCK_JSON} as clock,
            e.date_from as "dateFrom", e.date_to as "dateTo", e.time_zone as "timeZone",
            (select array_agg(cp.id order by cp."order", cp.id) from checkpoints cp where cp.contest_key = c.key)
              as "checkpointIds",
            (select array_agg(cp.kind order by cp."order", cp.id) from checkpoints cp where cp.contest_key = c.key)
              as "checkpointKinds"
       from contests c join events e on e.id = c.event_id
      where c.event_id = ${eventId} and c.id = ${contestId}`,
  );
  if (!row) return null;
  return {
    key: String(row.version),
    listKey: String(listVersionOf(row.listVersion, row.version)),
    eventKey: String(row.eventVersion),
    contestKey: row.contestKey,
    participantCount: row.participantCount,
    event: { dateFrom: row.dateFrom, dateTo: row.dateTo, timeZone: row.timeZone },
    startTime: row.startTime,
    clock: row.clock,
    checkpointIds: row.checkpointIds ?? [],
    checkpointKinds: row.checkpointKinds ?? [],
  };
}

export type ParticipantVersion = {
  participantKey: number;
  contestKey: number;
  contestId: string;
  /** The versions of the participant's contest (keys what its field shows) and of the event (media, any contest). */
  contestVersion: string;
  /** The version the contest's places are shown at (its list version, ADR 032). */
  listVersion: string;
  /** The runner's own data: the newer of their entry's and their results row's versions. */
  ownVersion: string;
  /** When the contest's list version last moved (ISO 8601): the places shown are as of then. */
  listVersionAt: string;
  eventKey: string;
  event: EventCalendar;
  clock: ContestClock;
};

/** Which contest a participant of an event is in, with the versions of both; null when there is no such participant. */
export async function getParticipantVersion(
  db: Db,
  eventId: string,
  participantId: string,
): Promise<ParticipantVersion | null> {
  const [row] = await db.query<
    EventCalendar & {
      participantKey: number;
      contestKey: number;
      contestId: string;
      contestVersion: number;
      listVersion: number;
      ownVersion: number;
      listVersionAt: string;
      eventVersion: number;
      clock: ContestClock;
    }
  >(
    sql`select p.key as "participantKey", c.key as "contestKey", c.id as "contestId",
            c.data_version as "contestVersion", c.list_version as "listVersion",
            to_char(c.list_version_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "listVersionAt",
            greatest(p.data_version, (select r.data_version from results r where r.participant_key = p.key))
              as "ownVersion",
            e.data_version as "eventVersion", ${CLOCK_JSON} as clock,
            e.date_from as "dateFrom", e.date_to as "dateTo", e.time_zone as "timeZone"
       from participants p join contests c on c.key = p.contest_key join events e on e.id = c.event_id
      where p.event_id = ${eventId} and p.id = ${participantId}`,
  );
  if (!row) return null;
  return {
    participantKey: row.participantKey,
    contestKey: row.contestKey,
    contestId: row.contestId,
    contestVersion: String(row.contestVersion),
    listVersion: String(listVersionOf(row.listVersion, row.contestVersion)),
    ownVersion: String(row.ownVersion),
    listVersionAt: row.listVersionAt,
    eventKey: String(row.eventVersion),
    event: { dateFrom: row.dateFrom, dateTo: row.dateTo, timeZone: row.timeZone },
    clock: row.clock,
  };
}
