import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from '../../../test/support/fake-analyzer.ts';
import { upload, userIdOf, waitForAssessment } from '../../../test/support/assessment-client.ts';
import { INTERRUPTED_REASON } from './run-analysis-job.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'woundly-recovery-'));
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

const timings = { staleMs: 300, sweepMs: 0, heartbeatMs: 100, shutdownTimeoutMs: 300 };

describe('crash safety of analysis jobs', () => {
  it(
    're-queues interrupted assessments after a restart, fails them after 3 attempts, and re-queues on graceful shutdown',
    { timeout: 180_000 },
    async () => {
      // ── first server: one analysis is running (held) when it stops ──
      const fake1 = createFakeAnalyzer(5);
      const release = fake1.hold();
      const t1 = await createTestApp({ DATA_DIR: dataDir }, { workspace: { analyzer: fake1.analyzer, timings } });
      apps.push(t1);
      const c1 = t1.client();
      const { email, password } = await c1.signUp();
      const photo = await photoJpeg();
      await upload(c1, 'Held', photo);
      await waitForAssessment(c1, 'analysis-1', (th) => th.stage === 'assessing');
      const userId = await userIdOf(c1);
      const held = await t1.deps.db
        .selectFrom('assessments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('seq', '=', 1)
        .executeTakeFirstOrThrow();
      expect(held).toMatchObject({ status: 'analyzing', attempts: 1 });
      expect(held.locked_by).toBeTruthy();

      // rows a crashed process left behind: running (attempt 1), running for the 3rd time, never queued
      const files = t1.deps.workspace.files;
      const orphan = async (seq: number, name: string, status: 'analyzing' | 'uploaded', attempts: number) => {
        const id = randomUUID();
        const dir = `${held.user_id}/${id}`;
        await files.write(dir, 'photo', photo);
        const { id: _i, seq: _s, patient_name: _p, photo_dir: _d, ...rest } = held;
        await t1.deps.db
          .insertInto('assessments')
          .values({
            ...rest,
            id,
            seq,
            patient_name: name,
            photo_dir: dir,
            status,
            attempts,
            stage: status === 'analyzing' ? 'outlining' : null,
            locked_by: status === 'analyzing' ? 'web-dead-process' : null,
            // stale for this test's servers (staleMs 300) but not for other apps sharing a PostgreSQL
            // test database (30 s), which must not take these rows
            locked_at: status === 'analyzing' ? new Date(Date.now() - 2_000) : null,
            heartbeat_at: status === 'analyzing' ? new Date(Date.now() - 2_000) : null,
            uploaded_at: new Date(Date.now() - 2_000),
            clinician_signs: JSON.stringify([]),
            result: null,
            clinical: null,
            clinician_tissue: null,
            bedside_exam: null,
          })
          .execute();
      };
      await orphan(2, 'Crashed', 'analyzing', 1);
      await orphan(3, 'Exhausted', 'analyzing', 3);
      await orphan(4, 'Never Queued', 'uploaded', 0);
      await t1.deps.db
        .updateTable('team_assessment_counters')
        .set({ last_seq: 4 })
        .where('team_id', '=', held.team_id)
        .execute();

      // graceful stop: the held job does not finish within the shutdown timeout → given back
      // (not counted as an attempt), so the next process takes it at once
      await t1.deps.onShutdown!();
      const leftHeld = await t1.deps.db
        .selectFrom('assessments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('seq', '=', 1)
        .executeTakeFirstOrThrow();
      expect(leftHeld).toMatchObject({ status: 'analyzing', locked_by: null, heartbeat_at: null, attempts: 0 });
      release(); // the engine finishes after the stop: its write is fenced off (no owner any more)
      await new Promise((r) => setTimeout(r, 100));
      expect(
        (
          await t1.deps.db
            .selectFrom('assessments')
            .select('status')
            .where('id', '=', leftHeld.id)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('analyzing');
      // On a shared PostgreSQL test database, earlier test files leave interrupted rows of their own
      // teams; the second server below would take those first (their teams never had a turn). They are
      // ended here, so this test waits on its own four only.
      await t1.deps.db
        .updateTable('assessments')
        .set({ status: 'failed', error: 'left by an earlier test file', locked_by: null })
        .where('team_id', '!=', held.team_id)
        .where('status', 'in', ['uploaded', 'analyzing'])
        .execute();
      await t1.close();
      apps.pop();

      // ── second server on the same database and files ──
      await new Promise((r) => setTimeout(r, timings.staleMs + 50));
      const fake2 = createFakeAnalyzer(5);
      fake2.script.push({ area: 3 }, { area: 4 }, { area: 5 });
      const t2 = await createTestApp({ DATA_DIR: dataDir }, { workspace: { analyzer: fake2.analyzer, timings } });
      apps.push(t2);
      const c2 = t2.client();
      expect((await c2.signIn(email, password)).status).toBe(200);
      const results: Record<string, { status: string; error: string | null; attempts: number }> = {};
      for (const id of ['analysis-1', 'analysis-2', 'analysis-3', 'analysis-4']) {
        const { assessment } = await waitForAssessment(c2, id);
        results[assessment.patientName] = {
          status: assessment.status,
          error: assessment.error,
          attempts: assessment.attempts,
        };
      }
      expect(results).toEqual({
        Held: { status: 'completed', error: null, attempts: 1 },
        Crashed: { status: 'completed', error: null, attempts: 2 },
        Exhausted: { status: 'failed', error: INTERRUPTED_REASON, attempts: 3 },
        'Never Queued': { status: 'completed', error: null, attempts: 1 },
      });
      expect(fake2.calls).toHaveLength(3);
      const stuck = await t2.deps.db
        .selectFrom('assessments')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', 'in', ['uploaded', 'analyzing'])
        .execute();
      expect(stuck).toEqual([]);
    },
  );
});
