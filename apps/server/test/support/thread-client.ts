import type { TestApp } from './harness.ts';
import type { ThreadJson } from '../../src/services/threads/thread-types.ts';

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
  const res = await c.request('/api/threads', {
    method: 'POST',
    body: uploadForm({ patient_name: patientName, ...extra }, { data: photo }),
  });
  return { res, body: (await res.json()) as { thread: ThreadJson; error?: { code: string; message: string } } };
}

/** Poll a thread until `done` holds; returns the thread and every stage seen on the way. */
export async function waitForThread(
  c: Client,
  id: string,
  done: (t: ThreadJson) => boolean = (t) => t.status === 'completed' || t.status === 'failed',
  timeoutMs = 20_000,
) {
  const stages: string[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await c.request(`/api/threads/${id}`);
    if (res.status !== 200) throw new Error(`GET thread ${id}: ${res.status}`);
    const { thread } = (await res.json()) as { thread: ThreadJson };
    if (thread.stage && stages.at(-1) !== thread.stage) stages.push(thread.stage);
    if (done(thread)) return { thread, stages };
    if (Date.now() > until) throw new Error(`thread ${id} still ${thread.status}/${thread.stage}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The signed-in user's id (rows are looked up per user: a PostgreSQL test database is shared). */
export async function userIdOf(c: Client): Promise<string> {
  const res = await c.request('/api/auth/get-session');
  return ((await res.json()) as { user: { id: string } }).user.id;
}
