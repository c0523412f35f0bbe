import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from '../../../test/support/fake-analyzer.ts';
import { upload, userIdOf, waitForAssessment } from '../../../test/support/assessment-client.ts';
import { takeInterruptedAssessments } from './recover-assessments.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close().catch(() => undefined);
});

describe('recovering what a crashed process left', () => {
  it('takes every interrupted assessment at once, also more than one query page (500)', async () => {
    const fake = createFakeAnalyzer(0);
    const t = await createTestApp({}, { workspace: { analyzer: fake.analyzer, timings: { sweepMs: 0 } } });
    apps.push(t);
    const c = t.client();
    await c.signUp();
    await upload(c, 'Template', await photoJpeg());
    await waitForAssessment(c, 'analysis-1');
    const template = await t.deps.db
      .selectFrom('assessments')
      .selectAll()
      .where('user_id', '=', await userIdOf(c))
      .executeTakeFirstOrThrow();
    const { id: _id, seq: _seq, ...rest } = template;
    // 520 uploads a crashed process never queued, all with the same upload time (the page boundary
    // falls inside a run of equal times)
    const uploadedAt = new Date(Date.now() - 60_000);
    const rows = Array.from({ length: 520 }, (_, i) => ({
      ...rest,
      id: crypto.randomUUID(),
      seq: 100 + i,
      status: 'uploaded' as const,
      attempts: 0,
      stage: null,
      locked_by: null,
      locked_at: null,
      heartbeat_at: null,
      uploaded_at: uploadedAt,
      clinician_signs: JSON.stringify([]),
      result: null,
      clinical: null,
      clinician_tissue: null,
      bedside_exam: null,
    }));
    await t.deps.db.insertInto('assessments').values(rows).execute();

    const taken = await takeInterruptedAssessments(t.deps.db, { all: false, staleMs: 30_000 });

    // a shared PostgreSQL test database may hold other files' rows too: ours are all among them, once
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken).toEqual(expect.arrayContaining(rows.map((r) => r.id)));
    const left = await t.deps.db
      .selectFrom('assessments')
      .select('id')
      .where('team_id', '=', template.team_id)
      .where('status', '=', 'uploaded')
      .execute();
    expect(left).toEqual([]);
    // the rows stand for a crashed process's work: ended here, so no later test file's server takes them
    await t.deps.db
      .updateTable('assessments')
      .set({ status: 'failed', error: 'test rows' })
      .where('team_id', '=', template.team_id)
      .where('status', '=', 'analyzing')
      .execute();
  });
});
