#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest — types, lint, format, unit and
// integration tests (PGlite always; the real PostgreSQL when reachable, required in CI), browser tests.
// Installs or starts what the tests need (PostgreSQL, Chromium) itself, so a fresh clone just works.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const env = { ...process.env };
const summary = [];

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  if (result.status !== 0) finish(1);
}

function quiet(command, args) {
  return spawnSync(command, args, { encoding: 'utf8', env });
}

function ensurePostgres() {
  const url = env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const isReady = () => quiet('pg_isready', ['-d', url]).status === 0;
  // The local server may be installed but stopped (a fresh machine, a reboot): start it.
  if (!isReady() && existsSync('/etc/postgresql')) {
    console.log('Starting the local PostgreSQL server…');
    const versions = quiet('ls', ['/etc/postgresql']).stdout.trim().split('\n');
    for (const version of versions) {
      quiet('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    }
    for (let i = 0; i < 20 && !isReady(); i++) spawnSync('sleep', ['0.5']);
  }
  if (isReady()) {
    env.TEST_DATABASE_URL = url;
    console.log(`Integration tests also run on PostgreSQL: ${url}`);
  } else if (isCi) {
    console.error(`CI needs PostgreSQL at ${url} and none is reachable.`);
    finish(1);
  } else {
    delete env.TEST_DATABASE_URL;
    console.warn('PostgreSQL is not reachable: integration tests run on PGlite only.');
  }
}

/**
 * System tools from Debian the tests use: Chromium drives the browser tests; ffprobe (ffmpeg) checks the
 * frames of the finish-line recording; xmllint (libxml2-utils) validates the IOF XML export against its schema;
 * Varnish with the xkey vmod (varnish, varnish-modules) runs deploy/varnish's VCL in front of an instance that purges
 * by tag. Installed when missing (root only, e.g. in CI).
 */
function ensureSystemTools() {
  const path = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const hasFfprobe = () => quiet('ffprobe', ['-version']).status === 0;
  const hasXmllint = () => quiet('xmllint', ['--version']).status === 0;
  const hasVarnish = () => existsSync('/usr/sbin/varnishd');
  const hasXkey = () =>
    [
      '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so',
      '/usr/lib/varnish/vmods/libvmod_xkey.so',
    ].some((vmod) => existsSync(vmod));
  const missing = [
    ...(hasVarnish() ? [] : ['varnish']),
    ...(hasXkey() ? [] : ['varnish-modules']),
    ...(existsSync(path) ? [] : ['chromium']),
    ...(hasFfprobe() ? [] : ['ffmpeg']),
    ...(hasXmllint() ? [] : ['libxml2-utils']),
  ];
  if (missing.length > 0 && typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`Installing ${missing.join(', ')} (apt-get)…`);
    const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env: aptEnv,
    });
  }
  if (!hasFfprobe()) {
    if (isCi) {
      console.error('CI needs ffprobe (apt-get install ffmpeg) and it could not be installed.');
      finish(1);
    }
    console.warn('ffprobe is missing: the recording frame checks are skipped.');
  }
  if (!hasVarnish() || !hasXkey()) {
    if (isCi) {
      console.error(
        'CI needs varnish and varnish-modules (apt-get install) and they could not be installed.',
      );
      finish(1);
    }
    console.warn('Varnish or its xkey vmod is missing: the edge purge tests are skipped.');
  }
  if (!hasXmllint()) {
    if (isCi) {
      console.error('CI needs xmllint (apt-get install libxml2-utils) and it could not be installed.');
      finish(1);
    }
    console.warn('xmllint is missing: the IOF XML schema checks are skipped.');
  }
  if (existsSync(path)) return true;
  if (isCi) {
    console.error(`CI needs Chromium at ${path} (apt-get install chromium) and it could not be installed.`);
    finish(1);
  }
  console.warn(`Chromium is not at ${path} and cannot be installed without root: browser tests skipped.`);
  return false;
}

/**
 * An empty database on the server of TEST_DATABASE_URL for the browser tests' second site (e2e/playwright.config.ts:
 * the runner journeys' specs again, served from PostgreSQL, in the same run); its URL.
 */
function preparePostgresSite(testUrl) {
  const url = new URL(testUrl);
  const name = 'finishline_e2e';
  const admin = new URL(testUrl);
  admin.pathname = '/postgres';
  for (const statement of [`drop database if exists ${name} with (force)`, `create database ${name}`]) {
    const result = quiet('psql', [admin.toString(), '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement]);
    if (result.status !== 0) {
      console.error(`Could not prepare ${name}: ${result.stderr}`);
      finish(1);
    }
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs checks two at a time (the machines have two cores; each check is mostly one process on one core), each one's
 * output printed whole when it ends so the two do not interleave; stops at the first failure, after both end.
 */
async function runTogether(checks) {
  const queue = [...checks];
  let failed = false;
  async function next() {
    const check = queue.shift();
    if (!check || failed) return;
    const [label, command, args] = check;
    const started = Date.now();
    const status = await new Promise((resolve) => {
      const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        console.log(`\n▶ ${label}`);
        process.stdout.write(Buffer.concat(output));
        resolve(code);
      });
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    summary.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
    if (status !== 0) failed = true;
    await next();
  }
  await Promise.all([next(), next()]);
  if (failed) finish(1);
}

function finish(code) {
  console.log(`\n${summary.join('\n')}`);
  // One closing line for every test run: Vitest's and Playwright's counts added up.
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const vitest = 'coverage/vitest-report.json';
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    counts.passed += r.numPassedTests;
    counts.failed += r.numFailedTests;
    counts.skipped += r.numPendingTests;
  }
  const playwright = ['coverage/playwright-report.json'];
  for (const report of playwright.filter((file) => existsSync(file))) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  }
  if (existsSync(vitest) || playwright.some((file) => existsSync(file))) {
    console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
  process.exit(code);
}

mkdirSync('coverage', { recursive: true });
// Counts from an earlier run must not stand in for this one's.
for (const file of ['coverage/vitest-report.json', 'coverage/playwright-report.json'])
  rmSync(file, { force: true });
ensurePostgres();
const hasChromium = ensureSystemTools();
run('typecheck and build', 'npx', ['tsc', '-b']);
// Independent of each other once the packages are built: two at a time.
await runTogether([
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck tests', 'npx', ['tsc', '-p', 'tsconfig.check.json']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['web: route types and typecheck', 'npm', ['run', 'typecheck', '--workspace', '@finishline/web']],
  ['e2e: typecheck', 'npx', ['tsc', '-p', 'e2e/tsconfig.json', '--noEmit']],
]);
run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=coverage/vitest-report.json',
]);
run('web: build', 'npm', ['run', 'build', '--workspace', '@finishline/web']);
if (hasChromium) {
  // With PostgreSQL, the runner journeys run on a second site served from it, in the same run.
  if (env.TEST_DATABASE_URL) env.E2E_PG_DATABASE_URL = preparePostgresSite(env.TEST_DATABASE_URL);
  run('browser tests (Playwright, system Chromium; the runner journeys also on PostgreSQL)', 'npx', [
    'playwright',
    'test',
    '--config',
    'e2e/playwright.config.ts',
  ]);
}
finish(0);
