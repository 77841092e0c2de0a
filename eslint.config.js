// A small lint set that catches real problems: floating promises, unsafe any, process.env outside env modules.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Plain scripts (test runner, benchmarks, configs) run in Node.
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
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
              message: 'Import types only here, or repeat the constant (see list-query.ts GENDERS).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
