/**
 * Sends the purges of this instance's changes to the shared cache in front, off the write path: `purge` only queues
 * the tags (ingest never waits on a CDN), a sender batches what is queued by the adapter's limit, and a batch that
 * fails is tried again with exponential backoff, then dropped with an error log — the cache then expires those
 * answers by their own s-maxage. Tags queued again while a batch is out are sent in the next one.
 */
import { type PurgeAdapter } from './purge-adapter.js';

export type PurgeLog = {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

export type EdgePurgerOptions = {
  /** Tries per batch (default 6: about 16 s of backoff in all). */
  attempts?: number;
  /** The first retry's delay in ms, doubled each time (default 500). */
  backoffMs?: number;
  /** Ms a request may take (default 10 s). */
  timeoutMs?: number;
  log?: PurgeLog;
};

export type PurgeStats = {
  requests: number;
  failures: number;
  retries: number;
  dropped: number;
  tagsPurged: number;
  pending: number;
  /** Ms from a tag's queuing to its engine's answer, summed (with `tagsPurged`: the mean). */
  latencyMsSum: number;
};

export type EdgePurger = {
  readonly adapter: string;
  /** Queues tags; returns at once. */
  purge(tags: Iterable<string>): void;
  /** Resolves when everything queued so far was sent (or dropped). */
  flush(): Promise<void>;
  stats(): PurgeStats;
  /** Stops retrying and sending; resolves when the batch under way is done. */
  close(): Promise<void>;
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export function createEdgePurger(adapter: PurgeAdapter, options: EdgePurgerOptions = {}): EdgePurger {
  const attempts = options.attempts ?? 6;
  const backoffMs = options.backoffMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const log = options.log;
  /** Tag → when it was first queued (ms). */
  const queued = new Map<string, number>();
  const stats = { requests: 0, failures: 0, retries: 0, dropped: 0, tagsPurged: 0, latencyMsSum: 0 };
  const closing = new AbortController();
  let sending: Promise<void> | null = null;

  async function send(batch: [string, number][]): Promise<void> {
    const tags = batch.map(([tag]) => tag);
    for (let attempt = 1; ; attempt++) {
      stats.requests++;
      try {
        await adapter.purge(tags, AbortSignal.any([closing.signal, AbortSignal.timeout(timeoutMs)]));
        const now = Date.now();
        stats.tagsPurged += tags.length;
        for (const [, since] of batch) stats.latencyMsSum += now - since;
        return;
      } catch (error) {
        stats.failures++;
        const message = error instanceof Error ? error.message : String(error);
        if (attempt >= attempts || closing.signal.aborted) {
          stats.dropped += tags.length;
          log?.error({ adapter: adapter.name, tags, attempts: attempt, err: message }, 'edge purge dropped');
          return;
        }
        stats.retries++;
        log?.info({ adapter: adapter.name, attempt, err: message }, 'edge purge failed; retrying');
        await sleep(backoffMs * 2 ** (attempt - 1), closing.signal);
      }
    }
  }

  async function drain(): Promise<void> {
    // The changes of one burst (a recompute notifies its contest and its event) go in one batch.
    await new Promise((done) => setImmediate(done));
    while (queued.size > 0 && !closing.signal.aborted) {
      const batch = [...queued].slice(0, adapter.maxTags);
      for (const [tag] of batch) queued.delete(tag);
      await send(batch);
    }
  }

  function kick(): Promise<void> {
    sending ??= drain().finally(() => {
      sending = null;
      if (queued.size > 0 && !closing.signal.aborted) void kick();
    });
    return sending;
  }

  return {
    adapter: adapter.name,
    purge(tags) {
      if (closing.signal.aborted) return;
      const now = Date.now();
      for (const tag of tags) if (!queued.has(tag)) queued.set(tag, now);
      if (queued.size > 0) void kick();
    },
    async flush() {
      while (sending !== null || (queued.size > 0 && !closing.signal.aborted)) await kick();
    },
    stats: () => ({ ...stats, pending: queued.size }),
    async close() {
      closing.abort();
      await sending;
    },
  };
}

/** The purger's figures in the text exposition format of /metrics. */
export function renderPurgeMetrics(purger: EdgePurger): string {
  const stats = purger.stats();
  const label = `{adapter="${purger.adapter}"}`;
  const figures: [string, string, 'counter' | 'gauge', number][] = [
    [
      'edge_purge_requests_total',
      'Purge requests sent to the shared cache in front.',
      'counter',
      stats.requests,
    ],
    ['edge_purge_failures_total', 'Purge requests that failed (each is retried).', 'counter', stats.failures],
    ['edge_purge_dropped_tags_total', 'Tags given up after every retry failed.', 'counter', stats.dropped],
    ['edge_purge_tags_total', 'Tags purged.', 'counter', stats.tagsPurged],
    ['edge_purge_pending_tags', 'Tags queued, not yet sent.', 'gauge', stats.pending],
    [
      'edge_purge_latency_seconds_sum',
      'Seconds from queuing to the engine accepting, summed over the purged tags.',
      'counter',
      stats.latencyMsSum / 1000,
    ],
  ];
  return figures
    .map(
      ([name, help, type, value]) =>
        `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n${name}${label} ${value}\n`,
    )
    .join('');
}
