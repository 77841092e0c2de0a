// A small lint set that catches real problems: floating promises, unsafe any, process.env outside env modules, and the
// import graph of docs/ARCHITECTURE.md (boundaries and cycles).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The allowed import graph (docs/ARCHITECTURE.md), as the workspaces each one may not import. Workspace packages
 * resolve to their sources (the `source` export condition), so a break is caught wherever it is written.
 */
const WORKSPACES = ['core', 'contract', 'db', 'ingest', 'reads', 'alerts', 'api', 'server'].map(
  (name) => `./packages/${name}`,
);
/** Every workspace package but `allowed` (a package's own files are always allowed). */
const others = (...allowed) =>
  WORKSPACES.filter((path) => !allowed.includes(path.slice('./packages/'.length)));
const LAYERS = [
  {
    target: './packages/core',
    from: [...others('core'), './apps'],
    message: 'core imports nothing of ours.',
  },
  {
    target: './packages/contract',
    from: [...others('contract'), './apps'],
    message: 'contract imports nothing of ours.',
  },
  { target: './packages/db', from: [...others('db', 'core'), './apps'], message: 'db imports core only.' },
  {
    target: './packages/ingest',
    from: [...others('ingest', 'core', 'contract'), './apps'],
    message: 'ingest imports core and contract only.',
  },
  {
    target: './packages/reads',
    from: [...others('reads', 'core', 'contract', 'db'), './apps'],
    message: 'reads imports core, contract and db only.',
  },
  {
    target: './packages/alerts',
    from: [...others('alerts', 'core', 'contract', 'db', 'reads'), './apps'],
    message: 'alerts imports core, contract, db and reads only.',
  },
  {
    target: './packages/api',
    from: [...others('api', 'core', 'contract', 'db', 'ingest', 'reads', 'alerts'), './apps'],
    message: 'api imports core, contract, db, ingest, reads and alerts only.',
  },
  {
    target: './packages/server',
    from: [...others('server', 'db', 'reads', 'alerts', 'api'), './apps'],
    message: 'server imports api, alerts, reads and db; the site is loaded from its build, never imported.',
  },
  {
    // The reads' types are for its server files (next rules); the functions come through the load context.
    target: './apps/web',
    from: ['./apps/cli', ...others('core', 'contract', 'server', 'reads')],
    message:
      'The web app imports core, contract, the reads (server files) and the server security settings only.',
  },
  {
    target: './apps/web',
    from: './packages/server',
    except: ['./src/security-settings.ts'],
    message: 'The web app takes only the security settings from the server package.',
  },
];
/** Features of the web app do not import each other, only `features/shared`. */
const FEATURES = readdirSync(new URL('apps/web/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => ({
    target: `./apps/web/app/features/${entry.name}`,
    from: './apps/web/app/features',
    except: [`./${entry.name}`, './shared'],
    message: 'Features do not import each other: move what they share to features/shared.',
  }));
/** The cli's commands reach the API through the server package; its tests may start a real API. */
const CLI = {
  target: './apps/cli',
  from: ['./apps/web', './packages/api'],
  message: 'The cli imports packages, and the API only through @finishline/server.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/build/**',
      '**/build-*/**',
      '**/node_modules/**',
      '**/.react-router/**',
      '**/.data/**',
      'e2e/playwright-report/**',
      'e2e/test-results*/**',
      '**/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, or no-cycle cannot follow them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          conditionNames: ['source', 'import', 'node', 'default'],
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...LAYERS, ...FEATURES] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // SQL lives in packages/db only: nothing else talks to a database driver or builds a query.
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}'],
    ignores: ['packages/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*'],
              message: 'SQL lives in packages/db: add a query function there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/cli/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [CLI] }] },
  },
  {
    // Plain scripts (test runner, benchmarks, configs) run in Node.
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The site's service worker runs in the browser, in a ServiceWorkerGlobalScope.
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['packages/**/*.ts', 'apps/cli/**/*.ts', 'bench/**/*.ts'],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.check.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in an env module.' },
      ],
    },
  },
  {
    files: [
      '**/env.ts',
      '**/env.server.ts',
      '**/*.test.ts',
      // Test support sets up the environment the code under test reads.
      '**/src/testing/**',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '**/*.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Browser code takes only types from the contract: a value import pulls its TypeBox schemas into the bundle
    // (a constant once made the Tracking tab's chunk 41 kB instead of 10). Server modules and tests may.
    files: ['apps/web/app/**/*.ts', 'apps/web/app/**/*.tsx'],
    ignores: ['**/*.server.ts', '**/*.server.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@finishline/contract',
              message:
                'Import types only here; values from the schema-free @finishline/contract/codes or /page-paths.',
              allowTypeImports: true,
            },
            {
              name: '@finishline/reads',
              message: 'Browser code reaches data through the public API; only server files read in process.',
            },
            {
              // ADR 027: 7 kB of every page's first JavaScript.
              name: 'intl-messageformat',
              message: 'The browser formats messages with lib/i18n/format-message.ts.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The site's server files take the reads' types only (lib/services.server.ts): their functions come through
    // React Router's load context, the ones the one-origin server shares with the API — a value import would
    // bundle a second copy of the data layer into the web build.
    files: ['apps/web/app/**/*.server.ts', 'apps/web/app/**/*.server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@finishline/reads',
              message: 'Import types only: the reads come through the load context (lib/services.server.ts).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Page paths are built by @finishline/contract's page-paths.ts only (issue 24): a hand-written `/event/${id}/…`
    // drifts from the routes. Tests and the browser specs write paths out on purpose, as an independent check.
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/contract/src/page-paths.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/^\\/(event|embed\\/event)\\//]',
          message: 'Build page paths with @finishline/contract/page-paths (eventPath, contestPath, …).',
        },
        {
          selector: 'Literal[value=/^\\/(event|embed|developers)(\\/|$)/]',
          message: 'Build page paths with @finishline/contract/page-paths (eventPath, contestPath, …).',
        },
      ],
    },
  },
  {
    // Messages are parsed on the server and in the build only.
    files: ['apps/web/app/lib/i18n/compile-messages.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
