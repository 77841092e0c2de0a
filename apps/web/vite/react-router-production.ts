/**
 * React Router's browser code from its production build. The package's exports name only its development build
 * (remix-run/react-router#14102, open), the production one differing by its development warnings alone: the
 * browser would get their checks and messages (0.6 kB gzipped on every page) and show the warnings. Builds only,
 * for the browser: the server keeps the package as Node resolves it (the builds differ in nothing else).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const ENTRIES: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };

export function reactRouterProduction() {
  const folder = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
  return {
    name: 'finishline:react-router-production',
    enforce: 'pre' as const,
    // The development server keeps the warnings.
    apply: 'build' as const,
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    resolveId(source: string) {
      const entry = ENTRIES[source];
      return entry ? join(folder, 'production', entry) : null;
    },
  };
}
