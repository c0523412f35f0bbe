import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from '../../../test/support/fake-analyzer.ts';
import { upload, userIdOf, waitForAssessment } from '../../../test/support/assessment-client.ts';

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
      const before = (await (await c.request('/api/assessments/analysis-1')).json()) as {
        assessment: { status: string };
      };
      expect(before.assessment.status).toBe('analyzing'); // nobody consumes yet
      expect(webFake.calls).toHaveLength(0);

      const workerFake = createFakeAnalyzer(5);
      workerFake.script.push({ area: 4.4 });
      const worker = await createTestApp(
        { ANALYSIS_QUEUE: 'pg-boss', DATA_DIR: dataDir },
        { workspace: { analyzer: workerFake.analyzer, role: 'worker' } },
      );
      apps.push(worker);
      const { assessment } = await waitForAssessment(c, 'analysis-1', undefined, 60_000);
      expect(assessment).toMatchObject({ status: 'completed', analysisResult: { area_cm2: 4.4 } });
      expect(workerFake.calls).toHaveLength(1);
      expect(webFake.calls).toHaveLength(0);
    },
  );

  it(
    'a worker purges the trash through the purge queue: rows and photos of what was deleted over the retention period ago',
    { timeout: 180_000 },
    async () => {
      // only this test's workers may take the purge job: the earlier test's worker runs on the real clock
      for (const a of apps.splice(0).reverse()) await a.close();
      const web = await createTestApp(
        { ANALYSIS_QUEUE: 'pg-boss', DATA_DIR: dataDir },
        { workspace: { analyzer: createFakeAnalyzer(5).analyzer } },
      );
      apps.push(web);
      const first = await createTestApp(
        { ANALYSIS_QUEUE: 'pg-boss', DATA_DIR: dataDir },
        { workspace: { analyzer: createFakeAnalyzer(5).analyzer, role: 'worker' } },
      );
      const c = web.client();
      await c.signUp();
      const { body } = await upload(c, 'Purged On PostgreSQL', await photoJpeg());
      const { assessment } = await waitForAssessment(c, body.assessment.id, undefined, 60_000);
      expect(assessment.status).toBe('completed');
      const { photo_dir } = await web.deps.db
        .selectFrom('assessments')
        .select('photo_dir')
        .where('user_id', '=', await userIdOf(c))
        .executeTakeFirstOrThrow();
      expect(await web.deps.workspace.files.read(photo_dir, 'photo')).not.toBeNull();
      expect((await c.request(`/api/patients/${assessment.patientId}`, { method: 'DELETE' })).status).toBe(204);
      // the worker on the real clock goes: the purge job is taken by the one whose clock has moved on
      await first.close();

      // a worker whose clock reads 31 days later: its start sends the purge job, it consumes it
      const later = new Date(Date.now() + 31 * 86_400_000);
      const worker = await createTestApp(
        { ANALYSIS_QUEUE: 'pg-boss', DATA_DIR: dataDir },
        { workspace: { analyzer: createFakeAnalyzer(5).analyzer, role: 'worker', clock: () => later } },
      );
      apps.push(worker);
      const gone = async () =>
        !(await web.deps.db
          .selectFrom('patients')
          .select('id')
          .where('id', '=', assessment.patientId!)
          .executeTakeFirst());
      // the purge removes the rows, then the photo directories, then audits it: wait for the audit
      // row, so the photos are checked once the purge has finished with them
      const purged = async () =>
        !!(await web.deps.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'patient.purge')
          .where('resource', 'like', `%/${assessment.patientId!}`)
          .executeTakeFirst());
      const until = Date.now() + 60_000;
      while (!(await purged()) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      expect(await purged(), worker.logs.join('\n')).toBe(true);
      expect(await gone()).toBe(true);
      expect(await web.deps.workspace.files.read(photo_dir, 'photo')).toBeNull();
      expect(await web.deps.workspace.files.read(photo_dir, 'mask.png')).toBeNull();
    },
  );
});
