/** The crowd benchmark's flags, read once, and what every request of it sends. */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    'crowd-warmup': { type: 'string', default: '60' },
    connections: { type: 'string', default: '16' },
    threads: { type: 'string', default: '2' },
    requests: { type: 'string', default: '60' },
    idle: { type: 'string', default: '10' },
    paths: { type: 'string', default: '100000' },
    // No defaults: --speed is --speeds with one speed, and both at once is a mistake (below).
    speed: { type: 'string' },
    speeds: { type: 'string' },
    from: { type: 'string', default: '120' },
    'replay-warmup': { type: 'string', default: '20' },
    'no-replay': { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
    'db-name': { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    seed: { type: 'string', default: '7' },
  },
});

const number = (name) => {
  const n = Number(values[name]);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number ≥ 0, got "${values[name]}".`);
  return n;
};

/** `finishline simulate --speed` takes (0, 1000]; said here, before the database is loaded. */
function speedsOf(text) {
  const speeds = text.split(',').map((part) => Number(part.trim()));
  if (speeds.length === 0 || speeds.some((n) => !(Number.isFinite(n) && n > 0 && n <= 1000)))
    throw new Error(`--speeds must be numbers in (0, 1000] separated by commas, got "${text}".`);
  return speeds;
}

if (values.speed !== undefined && values.speeds !== undefined)
  throw new Error('--speed and --speeds: give one (--speed 10 is --speeds 10).');
const scale = Number(values.scale);
// `finishline demo --scale` takes (0, 10].
if (!(Number.isFinite(scale) && scale > 0 && scale <= 10))
  throw new Error(`--scale must be a number in (0, 10], got "${values.scale}".`);

/**
 * The default database's name: one per scale, so that --keep-db can keep a database of each (the 50,000-runner
 * marathon takes a while to load). Scale 1 keeps the name it always had.
 */
const defaultDbName =
  scale === 1 ? 'finishline_crowd' : `finishline_crowd_scale_${String(scale).replace(/\W/g, '_')}`;

export const options = {
  /** Seconds of the measured crowd; nginx's warm-up before its run; the crowd's own warm-up (below). */
  duration: number('duration'),
  warmup: number('warmup'),
  /**
   * Seconds the crowd runs before it is measured, drawn as the measured one (the same popular runners): a race-day
   * crowd has been there a while, and its popular pages are cached. The measured run follows at once.
   */
  crowdWarmup: number('crowd-warmup'),
  connections: number('connections'),
  threads: number('threads'),
  /** Distinct URLs per kind for the CPU of a miss. */
  requests: number('requests'),
  /** Seconds the server is left alone before and after each pass of misses (its background CPU). */
  idle: number('idle'),
  /** Length of each of the crowd's path lists: past it, a wrk thread wraps around (counted as such). */
  paths: number('paths'),
  /** Replay speeds: the race-day phase runs once per speed, each on a fresh server, the replay from --from. */
  speeds: speedsOf(values.speeds ?? values.speed ?? '10'),
  /** Minutes of race time after the gun where the replay starts (simulate --from). */
  from: number('from'),
  replayWarmup: number('replay-warmup'),
  replay: !values['no-replay'],
  /** `finishline demo --scale`: every field multiplied; 2.5 makes the marathon ~51,000 runners. */
  scale,
  dbName: values['db-name'] ?? defaultDbName,
  keepDb: values['keep-db'],
  keep: values.keep,
  /** Race-day servers under --cpu-prof (every worker): where the crowd's time goes, by package and function. */
  profile: values.profile,
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
