import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // a poll waits for the page or the server to reach a state; on a loaded 2-core machine a
    // re-measure or a re-render can take seconds, so a poll gives up after 20 s, not Vitest's 1 s
    expect: { poll: { timeout: 20_000 } },
    fileParallelism: false,
    maxWorkers: 1,
  },
});
