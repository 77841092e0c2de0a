/**
 * Browser tests of the real site: `finishline serve --demo` (the built web app and the API on one origin,
 * over a fresh PGlite database loaded with the demo data) driven by the system Chromium — no browser
 * download, no stand-in API. A second site runs on a PostgreSQL server of its own that the errors spec stops, to
 * see the pages a real outage gives (support/outage-server.mjs; only where PostgreSQL's binaries are installed).
 * `E2E_WEB_PORT` moves both (the outage server listens on the next port up, its control door on the one after).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { HAS_POSTGRES_BIN } from './support/postgres-bin';
import { E2E_INGEST_TOKEN } from './support/live-race-ref';

const root = fileURLToPath(new URL('..', import.meta.url));
const webPort = Number(process.env.E2E_WEB_PORT ?? 3200);
const outagePort = webPort + 1;
const hasOutageServer = HAS_POSTGRES_BIN;
const isCi = Boolean(process.env.CI);
const dataDirOf = (port: number) => `${root}e2e/.data/pglite-${port}`;
const liveRaceFileOf = (port: number) => `${root}e2e/.data/live-race-${port}.json`;
// The web build under test, relative to apps/web (parallel runs may each build their own).
const webBuildDir = process.env.WEB_BUILD_DIR ?? 'build';
// A PostgreSQL database (empty) to serve from instead of a fresh PGlite one: `npm test` runs the issue specs on both.
const databaseUrl = process.env.E2E_DATABASE_URL ?? '';
/**
 * The runner journeys' specs (issue 15) and privacy's (issue 16) run again on a site served from PostgreSQL, from a
 * database made empty for the run (npm test sets this): those whose answers come from the database's own queries
 * (ranking, search, trigram suggestions, age grades, the erased name). The follow spec is left out: its list lives
 * in the browser, and the tracking call it makes is the compare spec's too.
 */
const pgDatabaseUrl = process.env.E2E_PG_DATABASE_URL ?? '';
const pgPort = webPort + 100;
const PG_SPECS = ['race-analysis', 'compare', 'event-search', 'contest-find-runner', 'age-grade', 'privacy'];
/**
 * Their tests whose answers the database does not shape, left to the PGlite site: axe and layout (Arabic, right to
 * left), the Arabic twins of English tests that make the same queries, the forms without JavaScript that send the
 * same query strings, the other tabs' search box (the results tab's query), the claim form.
 */
const PG_SKIP = [
  /no axe violations|clean for axe/,
  / ar: /,
  /Arabic: right to left/,
  /plain GET parameter|plain GET form|without JavaScript the form compares/,
  /tab finds a runner too/,
  /claim form/,
  /has no search box/,
];

/**
 * A site under test on `port`: a fresh database each run (the demo data is dated relative to today), plus one
 * announced event with no contests yet, a race under way now (for the live tests) and a results file with an
 * impossible split, loaded through the real import command; ingest is on, with the token the live tests send.
 * `database`: a PostgreSQL database (empty) to serve from; '' for a fresh PGlite folder.
 */
function siteServer(port: number, database: string) {
  return {
    command: [
      `rm -rf ${dataDirOf(port)}`,
      'node apps/cli/dist/main.js demo',
      'node apps/cli/dist/main.js import bundle e2e/support/announced-event.json',
      `node e2e/support/live-race.mjs ${liveRaceFileOf(port)}`,
      `node apps/cli/dist/main.js import bundle ${liveRaceFileOf(port)}`,
      // A results file with an impossible split, imported as an organiser does (set-aside.spec.ts).
      'node apps/cli/dist/main.js import bundle e2e/support/set-aside/event.json',
      'node apps/cli/dist/main.js import csv e2e/support/set-aside/results.csv --mapping e2e/support/set-aside/mapping.json --event essaouira-10k-2019 --contest 10k',
      'node apps/cli/dist/main.js serve',
    ].join(' && '),
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Every absolute URL is built from it (never from Host): the address the specs browse.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PGLITE_DIR: dataDirOf(port),
      DATABASE_URL: database,
      INGEST_TOKEN: E2E_INGEST_TOKEN,
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: webBuildDir,
      // No NODE_ENV: serve must choose production itself, as under `npm start`.
    },
    reuseExistingServer: !isCi,
    timeout: 480_000,
  };
}

export default defineConfig({
  testDir: './tests',
  // One folder per port: parallel runs (E2E_WEB_PORT) would otherwise wipe each other's artifacts.
  outputDir: webPort === 3200 ? './test-results' : `./test-results-${webPort}`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: isCi ? 2 : 3,
  retries: isCi ? 1 : 0,
  forbidOnly: isCi,
  // The JSON report feeds the closing count of scripts/test.mjs.
  reporter: [
    ['list'],
    // Per port like outputDir, so parallel runs do not write one report; npm test (port 3200) reads this one.
    [
      'json',
      {
        outputFile:
          webPort === 3200
            ? '../coverage/playwright-report.json'
            : `../coverage/playwright-report-${webPort}.json`,
      },
    ],
    ...(isCi ? [['html', { open: 'never', outputFolder: 'playwright-report' }] as const] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // Chromium's headless user agent says "HeadlessChrome", which the site (rightly) treats as a crawler.
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    locale: 'en-GB',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    // The site's service worker (public/sw.js) would answer pages and data from its own fetches, out of reach of
    // page.route; alerts.spec.ts, which tests it, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium' },
    // The runner journeys again on the site served from PostgreSQL (npm test sets E2E_PG_DATABASE_URL): in the same
    // run, so both sites start at once and the tests of both share the workers.
    ...(pgDatabaseUrl
      ? [
          {
            name: 'postgres',
            testMatch: PG_SPECS.map((spec) => `**/${spec}.spec.ts`),
            grepInvert: PG_SKIP,
            use: { baseURL: `http://127.0.0.1:${pgPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    siteServer(webPort, databaseUrl),
    ...(pgDatabaseUrl ? [siteServer(pgPort, pgDatabaseUrl)] : []),
    ...(hasOutageServer
      ? [
          {
            // The site on a PostgreSQL server of its own, which the errors spec stops: real 503s, not a stand-in.
            command: 'node e2e/support/outage-server.mjs',
            cwd: root,
            url: `http://127.0.0.1:${outagePort}/readyz`,
            env: {
              PORT: String(outagePort),
              CONTROL_PORT: String(outagePort + 1),
              INGEST_TOKEN: E2E_INGEST_TOKEN,
              WEB_BUILD_DIR: webBuildDir,
              RESPONSE_CACHE_MB: '64',
            },
            reuseExistingServer: !isCi,
            timeout: 480_000,
          },
        ]
      : []),
  ],
});
