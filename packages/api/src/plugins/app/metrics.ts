/**
 * Prometheus metrics at /metrics (text exposition format 0.0.4), hand-rolled: request counts and a duration
 * histogram by method, route pattern and status, plus process memory. Unmatched paths share one label so
 * hostile URLs cannot grow the series.
 */
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ReplicaRouting } from '@finishline/db';
import { type FieldStoreStats } from '@finishline/reads';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Series = {
  method: string;
  route: string;
  status: string;
  count: number;
  sum: number;
  buckets: number[];
};

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/** Collects request metrics and renders them. */
export function createMetrics() {
  const series = new Map<string, Series>();
  return {
    observe(method: string, route: string, status: number, seconds: number): void {
      const key = `${method} ${route} ${status}`;
      let entry = series.get(key);
      if (!entry) {
        entry = { method, route, status: String(status), count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
        series.set(key, entry);
      }
      entry.count += 1;
      entry.sum += seconds;
      BUCKETS.forEach((limit, i) => {
        if (seconds <= limit) entry.buckets[i] = (entry.buckets[i] ?? 0) + 1;
      });
    },
    render(): string {
      const lines: string[] = [
        '# HELP http_requests_total HTTP requests answered, by method, route and status.',
        '# TYPE http_requests_total counter',
      ];
      const labelsOf = (s: Series) =>
        `method="${escapeLabel(s.method)}",route="${escapeLabel(s.route)}",status="${s.status}"`;
      for (const s of series.values()) lines.push(`http_requests_total{${labelsOf(s)}} ${s.count}`);
      lines.push(
        '# HELP http_request_duration_seconds Time to answer HTTP requests, by method, route and status.',
        '# TYPE http_request_duration_seconds histogram',
      );
      for (const s of series.values()) {
        const labels = labelsOf(s);
        BUCKETS.forEach((limit, i) =>
          lines.push(`http_request_duration_seconds_bucket{${labels},le="${limit}"} ${s.buckets[i] ?? 0}`),
        );
        lines.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${s.count}`);
        lines.push(`http_request_duration_seconds_sum{${labels}} ${s.sum.toFixed(6)}`);
        lines.push(`http_request_duration_seconds_count{${labels}} ${s.count}`);
      }
      const memory = process.memoryUsage();
      const gauges: [string, string, number][] = [
        ['process_resident_memory_bytes', 'Resident memory size in bytes.', memory.rss],
        ['nodejs_heap_size_total_bytes', 'V8 heap size in bytes.', memory.heapTotal],
        ['nodejs_heap_size_used_bytes', 'V8 heap used in bytes.', memory.heapUsed],
        [
          'nodejs_external_memory_bytes',
          'Memory of C++ objects bound to JavaScript, in bytes.',
          memory.external,
        ],
        ['process_uptime_seconds', 'Seconds since the process started.', Math.round(process.uptime())],
      ];
      for (const [name, help, value] of gauges)
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${value}`);
      return `${lines.join('\n')}\n`;
    },
  };
}

/** The reads' contest fields in memory (ADR 025): what they hold and how they were loaded. */
function renderFieldMetrics(stats: FieldStoreStats): string {
  const figures: [string, string, 'gauge' | 'counter', number][] = [
    ['field_contests', 'Contest fields held in memory.', 'gauge', stats.contests],
    ['field_rows', 'Entrants held in the fields in memory.', 'gauge', stats.rows],
    [
      'field_bytes',
      'Estimated bytes of the fields in memory (FIELD_CACHE_MB bounds it).',
      'gauge',
      stats.bytes,
    ],
    ['field_full_loads_total', 'Whole fields loaded from the database.', 'counter', stats.fullLoads],
    [
      'field_change_loads_total',
      'Fields brought forward by their changed rows.',
      'counter',
      stats.changeLoads,
    ],
    ['field_rows_loaded_total', 'Rows read from the database into fields.', 'counter', stats.rowsLoaded],
    ['field_placings_total', 'Fields placed anew after live steps (ADR 032).', 'counter', stats.placings],
  ];
  return figures
    .map(([name, help, type, value]) => `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n${name} ${value}\n`)
    .join('');
}

/** Reads on a replica (ADR 028): where they went, and how far behind the replica was at its last check. */
function renderReplicaMetrics(db: object): string {
  if (!('routingStats' in db) || typeof db.routingStats !== 'function') return '';
  const stats = (db as ReplicaRouting).routingStats();
  const figures: [string, string, 'gauge' | 'counter', number][] = [
    ['replica_reads_total', 'Read statements sent to the replica.', 'counter', stats.replicaReads],
    [
      'replica_primary_reads_total',
      'Read statements sent to the primary because the replica had not replayed a change this instance heard of.',
      'counter',
      stats.primaryReads,
    ],
    [
      'replica_outstanding_events',
      'Events whose announced version the replica did not show at its last check.',
      'gauge',
      stats.outstanding,
    ],
    ['replica_lag_seconds', 'Seconds since the oldest of those was announced.', 'gauge', stats.lagMs / 1000],
  ];
  return figures
    .map(([name, help, type, value]) => `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n${name} ${value}\n`)
    .join('');
}

export type MetricsOptions = {
  /** More exposition lines, from whoever hosts the API (the origin's response cache). */
  extra?: () => string;
};

async function metrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  const collector = createMetrics();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    collector.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(
        collector.render() +
          renderFieldMetrics(app.deps.reads.fieldStats()) +
          renderReplicaMetrics(app.deps.db) +
          (options.extra?.() ?? ''),
      );
  });
}

export const metricsPlugin = fp(metrics, { name: 'metrics' });
