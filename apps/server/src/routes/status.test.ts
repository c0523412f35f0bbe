import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerStatusJson } from '@woundcare/api-types/workspace-status';
import { modelFiles } from '@woundcare/wound-vision/segment/model-files';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from '../../test/support/fake-analyzer.ts';
import { upload, waitForAssessment } from '../../test/support/assessment-client.ts';

const apps: TestApp[] = [];
afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  for (const a of apps) await a.close();
});

async function status(c: ReturnType<TestApp['client']>) {
  const res = await c.request('/api/status');
  expect(res.status).toBe(200);
  return (await res.json()) as ServerStatusJson;
}

describe('GET /api/status', () => {
  it('turns from ready to unavailable when the engine loses its model, and counts the failed upload', async () => {
    // the real engine, reading its model through a link this test can take away
    const dir = mkdtempSync(path.join(tmpdir(), 'woundly-model-'));
    const link = path.join(dir, 'wound-seg.onnx');
    symlinkSync(modelFiles()[0]!, link);
    vi.stubEnv('WOUND_VISION_MODEL', link);
    const t = await createTestApp();
    apps.push(t);
    const c = t.client();
    await c.signUp();

    const before = await status(c);
    expect(before).toMatchObject({
      analysis: 'ready',
      engine: { kind: 'in-process', model: 'on_disk', modelVersion: expect.stringMatching(/^wound-seg@/) },
      queue: { waiting: 0, running: 0 },
      database: { status: 'up', kind: t.deps.dbKind },
    });
    // (on PostgreSQL the database is shared with the other test files: count from here)
    const failedBefore = before.queue.failedLastHour;

    rmSync(dir, { recursive: true, force: true });
    const after = await status(c);
    expect(after).toMatchObject({
      analysis: 'unavailable',
      engine: { kind: 'in-process', model: 'missing', modelVersion: null },
    });
    expect(after.engine.detail).toMatch(/model is missing/);

    // and it is true: an upload now fails, and the queue says so
    const { body } = await upload(c, 'Status Patient', await photoJpeg());
    const { assessment } = await waitForAssessment(c, body.assessment.id, undefined, 60_000);
    expect(assessment).toMatchObject({ status: 'failed', error: expect.stringMatching(/model is missing/) });
    expect((await status(c)).queue.failedLastHour).toBe(failedBefore + 1);
  }, 180_000);

  it("counts the queue of the caller's own team only: waiting, running, failed in the last hour", async () => {
    const fake = createFakeAnalyzer(1);
    const t = await createTestApp({}, { workspace: { analyzer: fake.analyzer } });
    apps.push(t);
    const a = t.client();
    await a.signUp();
    const b = t.client();
    await b.signUp();
    const photo = await photoJpeg();
    const startedAt = new Date();
    for (const c of [a, a, a, b, b, b]) {
      const { body } = await upload(c, 'Queue Patient', photo);
      await waitForAssessment(c, body.assessment.id);
    }
    await t.deps.workspace.jobs.idle();
    // put the stored rows in each state the queue knows (the engine itself is a fake here): A's
    // three rows are waiting, waiting and running; B's fail, one of them within the hour
    const rows = await t.deps.db
      .selectFrom('assessments')
      .select('id')
      .where('uploaded_at', '>=', startedAt)
      .orderBy('uploaded_at')
      .execute();
    expect(rows).toHaveLength(6);
    const set = (i: number, v: Record<string, unknown>) =>
      t.deps.db.updateTable('assessments').set(v).where('id', '=', rows[i]!.id).execute();
    await set(0, { status: 'uploaded' });
    await set(1, { status: 'analyzing', locked_by: null });
    await set(2, { status: 'analyzing', locked_by: 'worker-1', locked_at: new Date() });
    await set(3, { status: 'failed', completed_at: new Date(Date.now() - 5 * 60_000) });
    await set(4, { status: 'failed', completed_at: new Date(Date.now() - 2 * 3_600_000) });

    expect((await status(a)).queue).toEqual({ waiting: 2, running: 1, failedLastHour: 0 });
    const s = await status(b);
    expect(s.queue).toEqual({ waiting: 0, running: 0, failedLastHour: 1 });
    expect(s.analysis).toBe('ready');
    // a new user's team has nothing queued, whatever the server's other teams do
    const c = t.client();
    await c.signUp();
    expect((await status(c)).queue).toEqual({ waiting: 0, running: 0, failedLastHour: 0 });
  }, 90_000);

  it('is for signed-in users only; /health stays public', async () => {
    const t = apps[0] ?? (await createTestApp());
    const visitor = t.client();
    expect((await visitor.request('/api/status')).status).toBe(401);
    expect((await visitor.request('/health')).status).toBe(200);
  });
});
