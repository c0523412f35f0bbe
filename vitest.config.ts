import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine (CI) one test file at a
    // time. Each file here has its own in-memory database, ports and temp dirs, and many files mostly
    // wait (a real server starting, a worker thread, the database), so two at a time on two cores.
    // The PostgreSQL run shares one database and keeps one worker (package.json test:pg).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite's initdb runs once per run, not once per test file (see the two files)
          globalSetup: ['./test/support/pglite-template-setup.ts'],
          setupFiles: ['../../scripts/test-setup/fail-on-console-error.ts', './test/support/pglite-template.ts'],
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
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../../scripts/test-setup/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
