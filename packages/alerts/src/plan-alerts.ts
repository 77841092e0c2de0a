/**
 * Turns what happened in a race into outbox alerts (docs/alerts.md). For a contest with followed runners: the
 * results rows written since the planner last looked (a cursor of row versions), each followed runner's topic now,
 * the runner's state as the tracking read presents it (places, pace, forecasts), and the words in each
 * subscriber's language. Then, for runners still on the course, whether one is overdue beyond the forecast's
 * range. Any instance may plan the same contest at once: the outbox's unique key keeps each alert once.
 */
import {
  LOCALE_CODES,
  type LocaleCode,
  MAX_TRACKED_BIBS,
  type ParticipantDetail,
} from '@finishline/contract';
import {
  type AlertCandidate,
  type Db,
  enqueueAlerts,
  findAlertCandidates,
  findFollowedContests,
  findFollowedTopics,
  findOnCourseFollows,
  type FollowedContest,
  type NewAlert,
  withPlanningLock,
} from '@finishline/db';
import { localizePath, participantPath } from '@finishline/contract/page-paths';
import { type Reads } from '@finishline/reads';
import { alertText, type AlertTopic, directionOf, parseTopic, topicName } from './alert-texts.js';

export type PlannerOptions = {
  now?: () => number;
  /** The site's public origin: a click opens the runner's page there. */
  publicUrl: string;
  /** Past the forecast's late end by this much, a runner counts as overdue. */
  overdueGraceMs?: number;
};

/** An overdue runner is told of only this long after the forecast's late end. */
const OVERDUE_NEWS_MS = 60 * 60_000;

/** How long a push service keeps an alert for a browser that is offline, by what it is about. */
const TTL_SECONDS = { checkpoint: 15 * 60, overdue: 15 * 60, finish: 24 * 3600, status: 24 * 3600 } as const;

export type AlertPlanner = {
  /** Plans every contest with followed runners, overdue runners included; the alerts written. */
  planAll(): Promise<number>;
  /**
   * Plans what changed in one contest; the alerts written. The overdue check (every followed runner on the
   * course) only with `overdue`: it is the periodic sweep's, not each recompute's.
   */
  planContest(contest: FollowedContest, options?: { overdue?: boolean }): Promise<number>;
};

export function createAlertPlanner(
  db: Db,
  reads: Pick<Reads, 'tracking'>,
  options: PlannerOptions,
): AlertPlanner {
  const now = options.now ?? Date.now;
  const graceMs = options.overdueGraceMs ?? 5 * 60_000;
  /** Per contest: the row version up to which every candidate was written. */
  const cursors = new Map<number, number>();
  /** Per contest: each followed runner's topic as last planned here (a changed topic is what is looked up). */
  const known = new Map<number, Map<string, string>>();

  /** The runners' state now, by bib (the tracking read: 200 bibs a call). */
  async function detailsOf(
    contest: FollowedContest,
    bibs: readonly string[],
  ): Promise<Map<string, ParticipantDetail>> {
    const details = new Map<string, ParticipantDetail>();
    for (let from = 0; from < bibs.length; from += MAX_TRACKED_BIBS) {
      const chunk = bibs.slice(from, from + MAX_TRACKED_BIBS);
      const answer = await reads.tracking(contest, { bibs: chunk.join(',') });
      for (const item of (await answer.value()).items) details.set(item.participant.bib, item);
    }
    return details;
  }

  function alertOf(
    contest: FollowedContest,
    candidate: { subscriptionKey: number; locale: string; bib: string; readAt: number | null },
    topic: AlertTopic,
    detail: ParticipantDetail,
  ): NewAlert | null {
    const locale = (LOCALE_CODES as readonly string[]).includes(candidate.locale)
      ? (candidate.locale as LocaleCode)
      : 'en';
    const text = alertText(detail, topic, locale, now());
    if (text === null) return null;
    const name = topicName(topic);
    const path = localizePath(locale, participantPath(contest.eventId, detail.participant.id));
    return {
      subscriptionKey: candidate.subscriptionKey,
      contestKey: contest.contestKey,
      bib: candidate.bib,
      topic: name,
      readAt: candidate.readAt,
      ttlSeconds: TTL_SECONDS[topic.kind],
      urgency: topic.kind === 'checkpoint' ? 'normal' : 'high',
      payload: {
        ...text,
        url: new URL(path, options.publicUrl).href,
        lang: locale,
        dir: directionOf(locale),
        tag: `${contest.contestId}/${candidate.bib}/${name}`,
        eventId: contest.eventId,
        ...(candidate.readAt === null ? {} : { timestamp: candidate.readAt }),
      },
    };
  }

  /** Whether the state read shows the topic (a tracking read may lag a recompute this instance has not heard of). */
  function shows(detail: ParticipantDetail, topic: AlertTopic): boolean {
    const { result } = detail;
    switch (topic.kind) {
      case 'checkpoint':
        return result.lastCheckpointId === topic.checkpointId && result.status === 'started';
      case 'finish':
        return result.status === 'finished';
      case 'status':
        return result.status === topic.status;
      case 'overdue':
        return result.status === 'started';
    }
  }

  /** The alerts of what changed, and what to remember once they are written (after the commit). */
  async function planChanges(
    tx: Db,
    contest: FollowedContest,
  ): Promise<{ alerts: NewAlert[]; remember: () => void }> {
    const since = cursors.get(contest.contestKey) ?? 0;
    const { topics, version } = await findFollowedTopics(tx, contest.contestKey, since);
    const topicOf = known.get(contest.contestKey) ?? new Map<string, string>();
    known.set(contest.contestKey, topicOf);
    const changed = topics.filter((row) => topicOf.get(row.bib) !== row.topic);
    const candidates =
      changed.length === 0
        ? []
        : await findAlertCandidates(
            tx,
            contest.contestKey,
            changed.map((row) => row.bib),
          );
    const details = await detailsOf(contest, [...new Set(candidates.map((c) => c.bib))]);
    const alerts: NewAlert[] = [];
    const unworded = new Set<string>();
    for (const candidate of candidates) {
      const alert = wordCandidate(contest, candidate, details.get(candidate.bib));
      if (alert === null) unworded.add(candidate.bib);
      else alerts.push(alert);
    }
    const remember = () => {
      for (const row of changed) if (!unworded.has(row.bib)) topicOf.set(row.bib, row.topic);
      // The cursor moves only past rows whose every alert was written: the others are looked at again next round.
      if (unworded.size === 0) cursors.set(contest.contestKey, version);
    };
    return { alerts, remember };
  }

  function wordCandidate(
    contest: FollowedContest,
    candidate: AlertCandidate,
    detail: ParticipantDetail | undefined,
  ): NewAlert | null {
    const topic = parseTopic(candidate.topic);
    if (topic === null || detail === undefined || !shows(detail, topic)) return null;
    return alertOf(contest, candidate, topic, detail);
  }

  /** Runners on the course past the late end of their next checkpoint's forecast: one calm alert each. */
  async function planOverdue(tx: Db, contest: FollowedContest): Promise<NewAlert[]> {
    const follows = await findOnCourseFollows(tx, contest.contestKey);
    if (follows.length === 0) return [];
    const details = await detailsOf(contest, [...new Set(follows.map((f) => f.bib))]);
    const alerts: NewAlert[] = [];
    for (const follow of follows) {
      const detail = details.get(follow.bib);
      const next = detail?.forecasts[0];
      if (detail === undefined || next === undefined) continue;
      // Overdue past the range and the grace, but not long since: a race left unfinished in the data (an import
      // without every finish, a race days ago) is not news.
      const lateBy = now() - Date.parse(next.latestAt);
      if (lateBy < graceMs || lateBy > OVERDUE_NEWS_MS) continue;
      const alert = alertOf(
        contest,
        { ...follow, readAt: null },
        { kind: 'overdue', checkpointId: next.checkpointId },
        detail,
      );
      if (alert !== null) alerts.push(alert);
    }
    return alerts;
  }

  const planner: AlertPlanner = {
    async planContest(contest, { overdue = false } = {}) {
      // One instance plans a contest at a time; the others skip (they would find the same changes).
      const planned = await withPlanningLock(db, contest.contestKey, async (tx) => {
        const changes = await planChanges(tx, contest);
        const late = overdue ? await planOverdue(tx, contest) : [];
        return { written: await enqueueAlerts(tx, [...changes.alerts, ...late]), remember: changes.remember };
      });
      planned?.remember();
      return planned?.written ?? 0;
    },
    async planAll() {
      let written = 0;
      for (const contest of await findFollowedContests(db))
        written += await planner.planContest(contest, { overdue: true });
      return written;
    },
  };
  return planner;
}
