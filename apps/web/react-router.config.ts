import { type Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (e.g. several test runs) keep apart; relative to apps/web.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // The browser gets the whole route manifest with the first page (17 routes: one cached asset of
  // about 13 kB, 1.6 kB gzipped) instead of discovering routes through /__manifest requests: the
  // navigation guard then knows every route's code before a click (lib/client/navigation-guard.ts),
  // and no click waits for a manifest request or meets React Router's unguarded reload.
  routeDiscovery: { mode: 'initial' },
  // Every v8 flag available in 7.18.4, so the upgrade to v8 is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
