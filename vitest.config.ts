import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources through the `source` export condition,
// so tests never need a build first.
export default defineConfig({
  // No `import` condition here: forcing it makes CommonJS packages (pg, helmet) resolve to ESM
  // wrappers vitest cannot interop with; Node picks `import`/`require` itself.
  resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/app/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI machine, which then waits on
    // PostgreSQL, PGlite and child processes with a core idle. The files run apart (their own schemas, databases,
    // ports and folders), so two or more share the machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
