/** The crowd benchmark's flags, read once, and what every request of it sends. */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    threads: { type: 'string', default: '2' },
    requests: { type: 'string', default: '60' },
    idle: { type: 'string', default: '10' },
    paths: { type: 'string', default: '100000' },
    speed: { type: 'string', default: '10' },
    from: { type: 'string', default: '120' },
    'replay-warmup': { type: 'string', default: '20' },
    'no-replay': { type: 'boolean', default: false },
    'db-name': { type: 'string', default: 'finishline_crowd' },
    'keep-db': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    seed: { type: 'string', default: '7' },
  },
});

const number = (name) => {
  const n = Number(values[name]);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number ≥ 0, got "${values[name]}".`);
  return n;
};

export const options = {
  /** Seconds of the measured crowd, and of its warm-up (a crowd already there: its popular runners cached). */
  duration: number('duration'),
  warmup: number('warmup'),
  connections: number('connections'),
  threads: number('threads'),
  /** Distinct URLs per kind for the CPU of a miss. */
  requests: number('requests'),
  /** Seconds the server is left alone before and after each pass of misses (its background CPU). */
  idle: number('idle'),
  /** Length of the crowd's path list: past it, a wrk thread wraps around (counted as such). */
  paths: number('paths'),
  speed: number('speed'),
  /** Minutes of race time after the gun where the replay starts (simulate --from). */
  from: number('from'),
  replayWarmup: number('replay-warmup'),
  replay: !values['no-replay'],
  dbName: values['db-name'],
  keepDb: values['keep-db'],
  keep: values.keep,
  seed: number('seed'),
  adminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  webBuildDir: process.env.WEB_BUILD_DIR ?? 'build',
};
if (!/^[a-z_][a-z0-9_]*$/.test(options.dbName))
  throw new Error('--db-name: lower-case letters, digits and _.');
if (options.connections < options.threads) throw new Error('--connections must be at least --threads (wrk).');

/** The contest replayed live, and the page nginx serves a static copy of. */
export const LIVE = { eventId: 'marrakech-marathon', contestId: 'marathon' };

/**
 * What a desktop Chrome sends. The user agent matters: the site streams its pages to people but renders the whole
 * document first for crawlers (isbot in apps/web/app/entry.server.tsx).
 */
export const HEADERS = {
  'User-Agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip, br',
  'Accept-Language': 'en-US,en;q=0.9',
};

/** Page prefixes: English has none. */
export const LOCALES = ['', '/es', '/fr', '/ar'];
