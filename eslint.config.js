import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['auth', 'planner', 'trips', 'itinerary', 'trip-details', 'dashboard', 'expenses', 'sync', 'map', 'billing', 'landing', 'debug', 'full-timer'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'var', 'data', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '../server/*'], message: 'The client never imports server code.' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', '@/*'], message: 'The server never imports client code.' }] }],
    },
  },
  {
    // The tests that cross the wall: the client's synced trip store against the real server.
    files: ['server/src/trips/trip-sync.test.ts', 'server/src/ai/plan-into-trip.sync.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', '**/server/**', '@/*', 'node:*'], message: 'shared/ is imported by both sides: no client, server or Node imports.' }] }],
    },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support/test': it fails a test on unexpected browser console errors.",
            },
          ],
        },
      ],
    },
  },
  // Features do not import each other: each feature may only import itself, components, lib, shared.
  ...features.map((name) => ({
    files: [`client/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== name).flatMap((f) => [`@/features/${f}/*`, `**/features/${f}/*`]),
              message: 'Features do not import each other; compose them in a page.',
            },
            { group: ['**/server/**'], message: 'The client never imports server code.' },
          ],
        },
      ],
    },
  })),
);
