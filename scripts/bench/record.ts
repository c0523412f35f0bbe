// The clinical record's figures:
//  1. migration 0005 on a database holding 1,000 assessments of the previous schema (20 users ×
//     50 assessments, 10 patient names each → 200 patients + wounds);
//  2. GET /api/patients/:id latency (p50, p95 over 50 requests after 5 warm-ups) for a patient
//     with 50 wounds × 10 completed assessments, through the app on an embedded database.
// Usage: npm run bench:record [-- --db postgres]   (PostgreSQL: TEST_DATABASE_URL, a scratch database is created)
import { randomUUID } from 'node:crypto';
import {
  insertPreviousAssessments,
  insertUser,
  openPreviousSchema,
  previousAssessment,
} from '@woundcare/server/test/previous-schema';
import { createTestApp } from '@woundcare/server/test/harness';

const usePg = process.argv.includes('--db') && process.argv[process.argv.indexOf('--db') + 1] === 'postgres';
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const result = (area: number) => ({
  calibrated: true,
  area_cm2: area,
  length_cm: 3,
  width_cm: 2,
  perimeter_cm: 8,
  tissue: { granulation: 70, slough: 20, necrotic: 0, epithelial: 10 },
  outline_source: 'model',
  diagnosis: 'not_infected',
});

async function benchMigration() {
  const mig = await openPreviousSchema(usePg ? pgUrl : undefined);
  try {
    const rows = [];
    for (let u = 0; u < 20; u++) {
      const user = await insertUser(mig.handle.db, `bench-${u}-${randomUUID().slice(0, 6)}@example.com`);
      for (let i = 1; i <= 50; i++)
        rows.push(
          previousAssessment(
            user,
            i,
            `Patient ${i % 10}${i % 3 === 0 ? ' ' : ''}`,
            new Date(Date.UTC(2026, 0, 1 + i)),
            result(10 - i / 10),
          ),
        );
    }
    await insertPreviousAssessments(mig.handle.db, rows);
    const t0 = performance.now();
    await mig.migrateRest();
    const ms = performance.now() - t0;
    const patients = await mig.handle.db
      .selectFrom('patients')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `migration 0005 on ${rows.length} assessments (${usePg ? 'PostgreSQL' : 'PGlite'}): ${ms.toFixed(0)} ms → ${patients.n} patients`,
    );
  } finally {
    await mig.close();
  }
}

async function benchPatientRead() {
  const t = await createTestApp({ LOG_LEVEL: 'silent', ...(usePg ? { DATABASE_URL: pgUrl } : {}) });
  try {
    const c = t.client();
    await c.signUp();
    const user = ((await (await c.request('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    const p = (await (
      await c.request('/api/patients', { method: 'POST', json: { display_name: 'Bench Patient' } })
    ).json()) as { patient: { id: string } };
    const rows = [];
    let seq = 0;
    for (let w = 0; w < 50; w++) {
      const wound = (await (
        await c.request(`/api/patients/${p.patient.id}/wounds`, {
          method: 'POST',
          json: { etiology: w % 2 ? 'diabetic_foot_ulcer' : 'pressure_injury' },
        })
      ).json()) as { wound: { id: string } };
      for (let a = 0; a < 10; a++) {
        const exam = new Date(Date.UTC(2026, 0, 1 + a * 7));
        rows.push({
          ...previousAssessment(user, ++seq, 'Bench Patient', exam, result(10 - a * 0.8)),
          wound_id: wound.wound.id,
          exam_date: exam,
          exudate: 'light',
        });
      }
    }
    await insertPreviousAssessments(t.deps.db as never, rows as never);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 55; i++) {
      const t0 = performance.now();
      const res = await c.request(`/api/patients/${p.patient.id}`);
      bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`GET → ${res.status}`);
      if (i >= 5) times.push(performance.now() - t0);
    }
    console.log(
      `GET /api/patients/:id, 50 wounds × 10 assessments (${usePg ? 'PostgreSQL' : 'PGlite'}, in-process app.request): p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms over ${times.length} requests, ${(bytes / 1024).toFixed(1)} KB`,
    );
  } finally {
    await t.close();
  }
}

await benchMigration();
await benchPatientRead();
process.exit(0);
