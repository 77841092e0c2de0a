/**
 * The alerts' loop in each instance (docs/alerts.md): when a contest with followed runners changes (the recompute's
 * NOTIFY, heard by every instance), plan its alerts and send what is due at once; every second, send what came due
 * (retries, other instances' leftovers); every half minute, plan every followed contest again (runners overdue,
 * and anything a missed notification left); every hour, delete the subscriptions whose retention ended. Instances
 * share the work through the outbox (SKIP LOCKED): any number may run this.
 */
import {
  CONTEST_CHANGED_CHANNEL,
  type ContestChanged,
  type Db,
  deleteExpiredSubscriptions,
  findFollowedContests,
  listen,
} from '@finishline/db';
import { type Reads } from '@finishline/reads';
import { createAlertPlanner, type PlannerOptions } from './plan-alerts.js';
import { createAlertSender, type SenderOptions, type SendRound } from './send-alerts.js';
import { type VapidIdentity } from './vapid.js';

export type AlertWorkerOptions = PlannerOptions &
  SenderOptions & {
    sendEveryMs?: number;
    planEveryMs?: number;
    expireEveryMs?: number;
    /** Told of each round that sent something (metrics, the benchmark). */
    onRound?: (round: SendRound) => void;
    /** Told of a failed step (the loop goes on). */
    onError?: (error: unknown) => void;
  };

export type AlertWorker = {
  /** Plans every followed contest and sends until nothing is due (tests, a shutdown's last round). */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

/** Starts the loop on `db` (the primary: the outbox is written there); resolves once it listens. */
export async function startAlertWorker(
  db: Db,
  reads: Pick<Reads, 'tracking'>,
  identity: VapidIdentity,
  options: AlertWorkerOptions,
): Promise<AlertWorker> {
  const planner = createAlertPlanner(db, reads, options);
  const sender = createAlertSender(db, identity, options);
  const batchSize = options.batchSize ?? 500;
  const onError = options.onError ?? (() => undefined);
  /** Contests changed since the last planning, by `event/contest`. */
  const changed = new Set<string>();
  let isStopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function drain(): Promise<void> {
    for (;;) {
      const round = await sender.sendDue();
      if (round.claimed > 0) options.onRound?.(round);
      if (round.claimed < batchSize || isStopped) return;
    }
  }

  async function planChanged(): Promise<void> {
    if (changed.size === 0) return;
    const wanted = new Set(changed);
    changed.clear();
    for (const contest of await findFollowedContests(db)) {
      if (wanted.has(`${contest.eventId}/${contest.contestId}`)) await planner.planContest(contest);
    }
  }

  /** One pass at a time; a request during a pass runs one more pass after it. */
  function pump(step: () => Promise<void>): Promise<void> {
    if (running !== null) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await step();
          await planChanged();
          await drain();
        } while (again && !isStopped);
      } catch (error) {
        onError(error);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const stopListening = await listen(db, CONTEST_CHANGED_CHANNEL, (payload) => {
    const change = payload as Partial<ContestChanged> | null;
    if (typeof change?.eventId !== 'string' || typeof change.contestId !== 'string') return;
    changed.add(`${change.eventId}/${change.contestId}`);
    void pump(async () => undefined);
  });
  const timers = [
    setInterval(() => void pump(async () => undefined), options.sendEveryMs ?? 1_000),
    setInterval(() => void pump(async () => void (await planner.planAll())), options.planEveryMs ?? 30_000),
    setInterval(
      () => void deleteExpiredSubscriptions(db, Date.now()).catch(onError),
      options.expireEveryMs ?? 3_600_000,
    ),
  ];
  for (const timer of timers) timer.unref();

  return {
    async flush() {
      await running;
      await pump(async () => void (await planner.planAll()));
    },
    async stop() {
      isStopped = true;
      for (const timer of timers) clearInterval(timer);
      await stopListening();
      await running;
      sender.close();
    },
  };
}
