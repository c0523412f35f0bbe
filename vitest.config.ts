import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Server test files that replace a module with vi.mock: they cannot share loaded modules with others. */
const MOCKS_A_MODULE = ['src/services/ehr/address-guard.test.ts'];

/** The server's test settings, shared by its two projects. */
const server = {
  root: './apps/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // PGlite: initdb once per run; PostgreSQL: a database per worker (see each file)
  globalSetup: ['./test/support/pglite-template-setup.ts', './test/support/pg-worker-databases-setup.ts'],
  setupFiles: [
    '../../scripts/test-setup/fail-on-console-error.ts',
    './test/support/pglite-template.ts',
    './test/support/pg-worker-database.ts',
  ],
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine (CI) one test file at a
    // time. Each file here has its own in-memory database, ports and temp dirs, and many files mostly
    // wait (a real server starting, a worker thread, the database), so two at a time on two cores.
    // The PostgreSQL run (package.json test:pg) gives each worker a database of its own.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          ...server,
          name: 'server',
          exclude: MOCKS_A_MODULE,
          // A server test file builds its own app, database, ports and temp dirs and mocks no module,
          // so the files of one worker share its loaded modules: importing the server anew for each
          // file was about a third of the project's CPU time on two cores.
          isolate: false,
        },
      },
      // the server's files that replace a module (vi.mock), each with modules of its own; they use
      // no database, so they need none of the database set-up
      {
        test: {
          ...server,
          name: 'server-mocks',
          include: MOCKS_A_MODULE,
          globalSetup: [],
          setupFiles: ['../../scripts/test-setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'wound-vision',
          root: './packages/wound-vision',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'vocabulary',
          root: './packages/vocabulary',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The web app's tests in two projects by file type. Setting up jsdom costs a file seconds on
      // a busy 2-core machine, so a `.test.ts` (rules, data, pure helpers) runs in Node; one that
      // needs a DOM says so in its first line (`// @vitest-environment jsdom`). A `.test.tsx`
      // renders components and runs in jsdom (a first line `// @vitest-environment node` opts out).
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['../../scripts/test-setup/fail-on-console-error.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-dom',
          root: './apps/web',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          environment: 'jsdom',
          // rendering a screen in jsdom takes seconds of CPU on a busy 2-core machine (the default is 5 s)
          testTimeout: 30_000,
          setupFiles: ['../../scripts/test-setup/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
