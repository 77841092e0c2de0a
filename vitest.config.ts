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
  },
});
