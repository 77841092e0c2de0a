import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { codeSplitting } from './vite/code-splitting.ts';
import { messageFiles } from './vite/message-files.ts';
import { reactRouterProduction } from './vite/react-router-production.ts';

// Workspace packages resolve to their TypeScript sources (ADR 001).
const clientConditions = ['source', 'module', 'browser', 'development|production'];
const serverConditions = ['source', 'module', 'node', 'development|production'];

// One id per build, shared by the client and server bundles: the browser compares it with the
// server's (Server-Timing, /build-id.json) to notice a new deployment. BUILD_ID may pin it.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

// A plain object rather than defineConfig(): the React Router CLI runs the workspace's Vite, and
// importing `vite` here could load a second copy.
export default {
  plugins: [
    reactRouterProduction(),
    messageFiles(fileURLToPath(new URL('./app/locales', import.meta.url))),
    tailwindcss(),
    reactRouter(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { conditions: clientConditions },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: codeSplitting(fileURLToPath(new URL('./app', import.meta.url))) },
        },
      },
    },
    ssr: { resolve: { conditions: serverConditions, externalConditions: ['source', 'node'] } },
  },
  build: { target: 'es2022' },
};
