/**
 * Browser tests of the built site (apps/web/build) against a stand-in API (mock-api/), with the
 * system Chromium — no browser download. `E2E_API_URL` points the site at a real API instead.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const webPort = Number(process.env.E2E_WEB_PORT ?? 3200);
const apiPort = Number(process.env.E2E_API_PORT ?? 3201);
const externalApi = process.env.E2E_API_URL;
const isCi = Boolean(process.env.CI);

const apiUrl = externalApi ?? `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: isCi ? 2 : 3,
  retries: isCi ? 1 : 0,
  forbidOnly: isCi,
  reporter: isCi ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // Chromium's headless user agent says "HeadlessChrome", which the site (rightly) treats as a crawler.
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    locale: 'en-GB',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
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
  projects: [{ name: 'chromium' }],
  webServer: [
    ...(externalApi
      ? []
      : [
          {
            command: 'npx tsx e2e/mock-api/server.ts',
            cwd: root,
            url: `http://127.0.0.1:${apiPort}/healthz`,
            env: { MOCK_API_PORT: String(apiPort) },
            reuseExistingServer: !isCi,
            timeout: 30_000,
          },
        ]),
    {
      // react-router-serve finds build/client relative to its working directory.
      command: 'node ../../node_modules/@react-router/serve/bin.js build/server/index.js',
      cwd: `${root}apps/web`,
      url: `http://127.0.0.1:${webPort}/build-id.json`,
      env: { PORT: String(webPort), HOST: '127.0.0.1', API_BASE_URL: apiUrl, NODE_ENV: 'production' },
      reuseExistingServer: !isCi,
      timeout: 60_000,
    },
  ],
});
