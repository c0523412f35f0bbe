import type { TestApp } from './harness.ts';
import type { AssessmentJson } from '../../src/services/assessments/assessment-types.ts';

type Client = ReturnType<TestApp['client']>;

export function uploadForm(
  fields: Record<string, string>,
  file?: { data: Buffer; name?: string; type?: string },
  fileField = 'file',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file)
    form.set(
      fileField,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'photo.jpg',
    );
  return form;
}

export async function upload(c: Client, patientName: string, photo: Buffer, extra: Record<string, string> = {}) {
  const res = await c.request('/api/assessments', {
    method: 'POST',
    body: uploadForm({ patient_name: patientName, ...extra }, { data: photo }),
  });
  return { res, body: (await res.json()) as { assessment: AssessmentJson; error?: { code: string; message: string } } };
}

/** Poll an assessment until `done` holds; returns the assessment and every stage seen on the way. */
export async function waitForAssessment(
  c: Client,
  id: string,
  done: (t: AssessmentJson) => boolean = (t) => t.status === 'completed' || t.status === 'failed',
  timeoutMs = 20_000,
) {
  const stages: string[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await c.request(`/api/assessments/${id}`);
    if (res.status !== 200) throw new Error(`GET assessment ${id}: ${res.status}`);
    const { assessment } = (await res.json()) as { assessment: AssessmentJson };
    if (assessment.stage && stages.at(-1) !== assessment.stage) stages.push(assessment.stage);
    if (done(assessment)) return { assessment, stages };
    if (Date.now() > until) throw new Error(`assessment ${id} still ${assessment.status}/${assessment.stage}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The signed-in user's id (rows are looked up per user: a PostgreSQL test database is shared). */
export async function userIdOf(c: Client): Promise<string> {
  const res = await c.request('/api/auth/get-session');
  return ((await res.json()) as { user: { id: string } }).user.id;
}
