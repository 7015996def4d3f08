import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';


// The client's rooms and the one way their imports run: app -> pages -> features -> entities ->
// lib and components (lib and components may import each other). Features do not import each
// other; entities may import entities. The layer and the feature of both ends are read from the
// file paths themselves, so a new feature folder is covered without being listed.
const clientSrc = path.join(import.meta.dirname, 'client', 'src');
const LAYER_RANK = { app: 4, pages: 3, features: 2, entities: 1, lib: 0, components: 0 };
const ONE_WAY = 'imports run app -> pages -> features -> entities -> lib/components';

/** The layer and slice (feature or entity folder) of a file in client/src, or null elsewhere. */
function roomOf(file) {
  const rel = path.relative(clientSrc, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [layer, slice] = rel.split(path.sep);
  return layer in LAYER_RANK ? { layer, slice } : null;
}

function resolveImport(specifier, importer) {
  if (specifier.startsWith('@/')) return path.join(clientSrc, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

const layersPlugin = {
  rules: {
    'one-way': {
      meta: { type: 'problem', schema: [], docs: { description: 'Client imports run one way between layers.' } },
      create(context) {
        const from = roomOf(context.filename);
        if (!from) return {};
        const check = (source) => {
          if (!source || typeof source.value !== 'string') return;
          const target = resolveImport(source.value, context.filename);
          const to = target && roomOf(target);
          if (!to) return;
          if (from.layer === 'features' && to.layer === 'features' && from.slice !== to.slice) {
            context.report({
              node: source,
              message: `Features do not import each other (${from.slice} -> ${to.slice}): compose them in a page, or move what both need to entities/.`,
            });
          } else if (LAYER_RANK[to.layer] > LAYER_RANK[from.layer]) {
            context.report({ node: source, message: `${from.layer}/ may not import ${to.layer}/: ${ONE_WAY}.` });
          }
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => (node.source.type === 'Literal' ? check(node.source) : undefined),
        };
      },
    },
  },
};

// Every server file: no client code, and shared only through the @shared alias (one import style).
const serverImportRules = (...extra) => [
  { group: ['**/client/**', '@/*'], message: 'The server never imports client code.' },
  { group: ['**/shared/**', '!@shared/**'], message: "Import shared code as '@shared/...'." },
  ...extra,
];
// The server's rooms. Each area's source (tests may reach further) never imports the app, which
// hands it what it uses, nor the areas listed here for it. An area keeps its rules in core/, its
// service (and repositories) at its top and its routers in http/ (docs/decisions/0003-area-layout.md),
// so a pattern names an area from any depth: `../x/*` from the area's top, `../../x/*` from a
// folder inside it, `../../../x/*` from a folder inside that (planner/core/steps).
const serverAreas = ['auth', 'trips', 'billing', 'reminders', 'ai', 'planner', 'catalogue', 'routing', 'places', 'weather', 'health'];
const UP = ['../', '../../', '../../../'];
const fromAnyDepth = (name) => UP.map((up) => `${up}${name}/*`);
const areasBut = (...allowed) => serverAreas.filter((a) => !allowed.includes(a)).flatMap(fromAnyDepth);
const serverRooms = {
  http: { forbidden: areasBut(), message: 'http/ is middleware for every area and knows none of them.' },
  catalogue: { forbidden: [...areasBut('catalogue'), ...fromAnyDepth('http')], message: 'The catalogue is data: it imports no other area.' },
  routing: {
    forbidden: areasBut('routing'),
    message: 'Routing knows roads only: it is handed whatever else it needs (geo math is the server\'s own, server/src/geo.ts).',
  },
  planner: {
    // The plan pool (work/) keys its fair queue by the request's client: http/client-context only.
    forbidden: [...areasBut('planner', 'catalogue', 'routing'), ...fromAnyDepth('http'), './http/*', '!../../http/client-context'],
    message: 'The planner reads the catalogue and routes on roads; nothing else.',
  },
  // The plan requests' HTTP side: its routes and planning into a saved trip (the account, the trips'
  // store); the plan itself comes from a provider it is handed (the engine, or ai/'s OpenAI writer).
  'planner/http': {
    forbidden: ['ai', 'billing', 'places', 'weather', 'health', 'reminders', 'compute'].map((a) => `../../${a}/*`),
    message: 'The plan requests take the account and the trips; the plan comes from the provider they are handed.',
  },
  // The generic worker pool: it runs the task kinds the areas register and knows none of them.
  compute: {
    forbidden: [...areasBut(), '../http/*'],
    message: 'compute/ runs registered task kinds and imports no area.',
  },
};
const noApp = {
  group: ['app', 'app-api', 'app-deps', 'app-spa', 'plan-providers'].flatMap((f) => UP.map((up) => `${up}${f}`)),
  message: 'Areas never import the app: it hands them what they use.',
};
// An area's top (its service) never imports its own routers: http/ is the outermost ring.
const noOwnRouters = { group: ['./http/*'], message: "An area's service and rules never import its routers (http/)." };
// An area's core/ holds its rules: values in, values out. No request, no database, no service.
// Patterns name the area's top from core/ (`../`) and from a folder inside it (`../../`).
const fromCore = (...names) => names.flatMap((n) => [`../${n}`, `../../${n}`]);
const coreRules = [
  { group: ['express'], message: 'core/ is rules only: requests are http/\'s.' },
  // (`../../http/*` from core/ is the server's http/, which a rule may use; planner/core/steps is kept
  // off the planner's http/ by the planner's room, which forbids `http/` from every depth.)
  { group: ['../http/*'], message: "core/ never imports its area's routers." },
  { group: fromCore('../db/*', '../config', '../cache', '../redis'), allowTypeImports: true, message: 'core/ reads no database, config or cache: the service hands it values.' },
  { group: fromCore('*.service', '*.repository', '*-context'), allowTypeImports: true, message: "core/ calls no service: the service calls core/." },
];
const subRooms = ['planner/http'];
const serverRoomConfigs = ['http', 'compute', ...subRooms, ...serverAreas].map((room) => ({
  files: [`server/src/${room}/**/*.ts`],
  // A room inside another (planner/http) has its own rules; so have the areas' core/ folders.
  ignores: ['**/*.test.ts', ...subRooms.filter((r) => r.startsWith(`${room}/`)).map((r) => `server/src/${r}/**`), 'server/src/*/core/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: serverImportRules(
          noApp,
          ...(serverAreas.includes(room) ? [noOwnRouters] : []),
          ...(serverRooms[room] ? [{ group: serverRooms[room].forbidden, message: serverRooms[room].message }] : []),
        ),
      },
    ],
  },
}));
// core/ of each area: the area's own room rules and the core rules.
const coreRoomConfigs = serverAreas.map((area) => ({
  files: [`server/src/${area}/core/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: serverImportRules(
          noApp,
          ...coreRules,
          ...(serverRooms[area] ? [{ group: serverRooms[area].forbidden, message: serverRooms[area].message }] : []),
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
  ...coreRoomConfigs,
  {
    // The tests that cross the wall: the client's synced trip store against the real server.
    files: [
      'server/src/trips/trip-sync.test.ts',
      'server/src/planner/http/plan-into-trip.sync.test.ts',
      'server/src/planner/http/saved-preferences.sync.test.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverImportRules().filter((p) => !p.group.includes('@/*')) }],
    },
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
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/one-way': 'error' },
  },
);
