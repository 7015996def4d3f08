import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['auth', 'planner', 'trips', 'itinerary', 'trip-details', 'dashboard', 'expenses', 'sync', 'map', 'billing', 'landing', 'debug', 'full-timer'];

// Every server file: no client code, and shared only through the @shared alias (one import style).
const serverImportRules = (...extra) => [
  { group: ['**/client/**', '@/*'], message: 'The server never imports client code.' },
  { group: ['**/shared/**', '!@shared/**'], message: "Import shared code as '@shared/...'." },
  ...extra,
];
// The server's rooms. Each area's source (tests may reach further) never imports the app, which
// hands it what it uses, nor the areas listed here for it.
const serverAreas = ['auth', 'trips', 'billing', 'ai', 'planner', 'catalogue', 'routing', 'places', 'weather', 'health'];
const areasBut = (...allowed) => serverAreas.filter((a) => !allowed.includes(a)).map((a) => `../${a}/*`);
const serverRooms = {
  http: { forbidden: areasBut(), message: 'http/ is middleware for every area and knows none of them.' },
  catalogue: { forbidden: [...areasBut('catalogue'), '../http/*'], message: 'The catalogue is data: it imports no other area.' },
  routing: {
    forbidden: [...areasBut('routing'), '!../catalogue/geo'],
    message: 'Routing knows roads only (geo math aside): it is handed whatever else it needs.',
  },
  planner: {
    forbidden: [...areasBut('planner', 'catalogue', 'routing'), '../http/*'],
    message: 'The planner reads the catalogue and routes on roads; nothing else.',
  },
};
const noApp = { group: ['../app', '../app-api', '../app-deps', '../app-spa'], message: 'Areas never import the app: it hands them what they use.' };
const serverRoomConfigs = ['http', ...serverAreas].map((room) => ({
  files: [`server/src/${room}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: serverImportRules(
          noApp,
          ...(serverRooms[room] ? [{ group: serverRooms[room].forbidden, message: serverRooms[room].message }] : []),
        ),
      },
    ],
  },
}));

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
      'no-restricted-imports': ['error', { patterns: serverImportRules() }],
    },
  },
  ...serverRoomConfigs,
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
