import { type Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (e.g. several test runs) keep apart; relative to apps/web.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // Every v8 flag available in 7.18.4, so the upgrade to v8 is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
