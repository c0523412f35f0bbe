import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noTypeImportCycle from './scripts/lint/no-type-import-cycle.js';
import { readdirSync } from 'node:fs';

// House rule: features do not import each other (apps/web/src/features/<name>/), except what a
// feature offers the others: its endpoints (`api/`, one file per endpoint) and the parts listed in
// FEATURE_SHARED. The app (app/) wires features together. One block per feature and folder depth,
// so that a relative path is judged by where it really lands.
const FEATURES = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const FEATURE_SHARED = {
  // the workspace's screens live in their features and share the shell's context, tab list and parts
  workspace: ['workspace-context.tsx', 'workspace-tabs.ts', 'components/**'],
  // embedded by the result, the plan and the wound screens
  referrals: ['send-referral-button.tsx', 'wound-referrals.tsx'],
  // a wound's follow-up form, embedded by the treatment tab's "Schedule follow-up"
  patients: ['follow-up/**'],
  // the offline capture queue: its badge and list in the header, its line on the wound page, the sign-out warning
  capture: ['queue/**'],
  // the team's EHR connections (the team page) and an assessment's chart state (the result)
  ehr: ['ehr-connections.tsx', 'chart-status.tsx'],
};
/** gitignore-style: every source file of the feature, then re-included what it offers */
const featureFiles = (prefix, f) => [
  `${prefix}${f}/**/*.ts`,
  `${prefix}${f}/**/*.tsx`,
  `!${prefix}${f}/api/**`,
  ...(FEATURE_SHARED[f] ?? []).map((p) => `!${prefix}${f}/${p}`),
];
const featureIsolation = FEATURES.flatMap((own) =>
  [1, 2, 3, 4, 5].map((depth) => {
    const up = '../'.repeat(depth);
    const others = FEATURES.filter((f) => f !== own);
    return {
      files: [`apps/web/src/features/${own}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: others.flatMap((f) => [
                  ...featureFiles(up, f),
                  ...featureFiles(`${up}../features/`, f),
                  ...featureFiles('@/features/', f),
                ]),
                message: `Features do not import each other (${own} is a feature): use the other feature's api/ or a part it offers (FEATURE_SHARED), share through lib/, components/ or packages/api-types, or wire them together in app/.`,
              },
            ],
          },
        ],
      },
    };
  }),
);

// One-way layers, judged on resolved paths (so any relative depth or alias is caught).
// Server: routes → services → db; web: app → features → shared (lib, components, content).
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const DB_LAYER = {
  target: `${SERVER}/db`,
  from: [`${SERVER}/services`, `${SERVER}/routes`],
  message: 'The database layer is below the services and routes: move what both need into db/ (or pass it in).',
};
const LAYERS = [
  DB_LAYER,
  {
    target: `${SERVER}/services`,
    from: `${SERVER}/routes`,
    message: 'Services do not import routes: move the shared piece into the service (routes call services).',
  },
  {
    target: [`${SERVER}/lib`, `${SERVER}/env.ts`],
    from: `${SERVER}/services`,
    message:
      'lib/ (and env.ts) sit below the services: move the pure piece down into lib/, or have the caller pass the service in.',
  },
  {
    target: `${SERVER}/services/assessments`,
    from: `${SERVER}/services/jobs`,
    message:
      'Jobs run the analysis of an assessment; assessments do not import jobs (shared pieces live in services/assessments).',
  },
  {
    target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/content`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared web code (lib, components, content) does not import features or app/: move the piece down.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import app/ (app wires features together): move the piece into lib/ or the feature.',
  },
];

// Server routes parse, call one use-case and answer: what two routes share lives in lib/ or services/.
const ROUTE_ISOLATION = {
  target: `${SERVER}/routes`,
  from: `${SERVER}/routes`,
  message: 'Routes do not import each other: move the shared piece into lib/ (request helpers) or services/.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'training/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // No import cycles in TypeScript source: import-x/no-cycle for value imports, the local rule
    // for cycles closed by a type-only import (which import-x skips). One resolver for both; it
    // follows the tsconfig references, so explicit .ts extensions and workspace packages resolve.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-type-import-cycle': noTypeImportCycle } } },
    settings: {
      // one lint run: resolved paths stay valid for its whole length (the default forgets after 30 s)
      'import-x/cache': { lifetime: '∞' },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'local/no-type-import-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
    },
  },
  {
    // a route's own test may import it; a route may not import another route
    files: [`${SERVER}/routes/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...LAYERS, ROUTE_ISOLATION] }] },
  },
  {
    files: [`${SERVER}/routes/**/*.ts`],
    // route files stay short (blank lines and comments not counted): they parse, call a use-case, answer
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  ...featureIsolation,
  {
    // libvips' SVG loader is blocked when @woundcare/wound-vision/sharp loads;
    // engine and server code get sharp only through it, so no entry point can forget the block.
    files: [
      'packages/wound-vision/src/**/*.ts',
      'packages/wound-vision/test/**/*.ts',
      'apps/server/src/**/*.ts',
      'apps/server/test/**/*.ts',
    ],
    ignores: ['**/*.test.ts', 'packages/wound-vision/src/sharp.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sharp',
              allowTypeImports: true,
              message:
                "Import sharp from '@woundcare/wound-vision/sharp' (or the engine's ./sharp.ts): it blocks libvips' SVG loader first.",
            },
          ],
        },
      ],
    },
  },
);
