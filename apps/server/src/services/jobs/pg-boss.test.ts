import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from '../../../test/support/fake-analyzer.ts';
import { upload, waitForThread } from '../../../test/support/thread-client.ts';

// The pg-boss path needs PostgreSQL: `npm run test:pg` (DATABASE_URL set) runs it.
const pg = !!process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'woundly-pgboss-'));
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps.reverse()) await a.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!pg)('pg-boss queue (PostgreSQL)', () => {
  it(
    'the web server only enqueues; a worker process consumes and completes the analysis',
    { timeout: 120_000 },
    async () => {
      const webFake = createFakeAnalyzer(5);
      const web = await createTestApp(
        { ANALYSIS_QUEUE: 'pg-boss', DATA_DIR: dataDir },
        { workspace: { analyzer: webFake.analyzer } },
      );
      apps.push(web);
      expect(web.deps.env.ANALYSIS_QUEUE).toBe('pg-boss');
      const c = web.client();
      await c.signUp();
      const { res } = await upload(c, 'Queued Patient', await photoJpeg());
      expect(res.status).toBe(202);
      await new Promise((r) => setTimeout(r, 1500));
      const before = (await (await c.request('/api/threads/analysis-1')).json()) as { thread: { status: string } };
      expect(before.thread.status).toBe('analyzing'); // nobody consumes yet
      expect(webFake.calls).toHaveLength(0);

      const workerFake = createFakeAnalyzer(5);
      workerFake.script.push({ area: 4.4 });
      const worker = await createTestApp(
        { ANALYSIS_QUEUE: 'pg-boss', DATA_DIR: dataDir },
        { workspace: { analyzer: workerFake.analyzer, role: 'worker' } },
      );
      apps.push(worker);
      const { thread } = await waitForThread(c, 'analysis-1', undefined, 60_000);
      expect(thread).toMatchObject({ status: 'completed', analysisResult: { area_cm2: 4.4 } });
      expect(workerFake.calls).toHaveLength(1);
      expect(webFake.calls).toHaveLength(0);
    },
  );
});
