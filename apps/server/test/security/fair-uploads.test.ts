/**
 * Fair uploads: one account's slow uploads cannot stall everyone's. At most 2 uploads in
 * flight per user (the rest answer 429 at once), receiving slots handed out fairly across users,
 * and a body that arrives too slowly is cut off with 408. The same admission guards
 * /api/analyze, /api/personalize-vbc and the legacy analysis paths. What one user's photos cost to
 * decode is bounded too: a budget of megapixels a minute, charged from the header before any
 * decode. (The time another user waits is measured by `npm run bench:slow-uploads`; here the
 * order of events is asserted.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import sharp from 'sharp';
import { createFairGate } from '../../src/security/hardening/admission.ts';
import { createDecodeBudget } from '../../src/security/hardening/upload-admission.ts';
import { fakeAnalyzer, multipart, solidPng, type Client } from './support/fixtures.ts';

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' }, { workspace: { analyzer: fakeAnalyzer() } });
  photo = await solidPng(64, 64);
}, 120_000);
afterAll(() => t?.close());

/** An upload whose body stops half-way until `finish()` (a slow phone on a bad network). */
async function slowUpload(c: Client, path: string, fields: Record<string, string>) {
  const req = new Request('http://x/', { method: 'POST', body: multipart(fields, { file: { bytes: photo } }) });
  const bytes = new Uint8Array(await req.arrayBuffer());
  let ctl!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c2) {
      ctl = c2;
      c2.enqueue(bytes.subarray(0, 100));
    },
  });
  let settled = false;
  const res = c
    .request(path, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': req.headers.get('content-type')!, 'content-length': String(bytes.length) },
      duplex: 'half',
    } as RequestInit)
    .finally(() => (settled = true));
  return {
    res,
    get settled() {
      return settled;
    },
    finish() {
      try {
        ctl.enqueue(bytes.subarray(100));
        ctl.close();
      } catch {
        /* already cut off */
      }
    },
  };
}

const upload = (c: Client, name: string) =>
  c.request('/api/assessments', {
    method: 'POST',
    body: multipart({ patient_name: name }, { file: { bytes: photo } }),
  });

describe('fair uploads', () => {
  it("8 slow uploads from one user: 2 are received, 6 refused at once, and another user's upload is accepted meanwhile", async () => {
    const a = t.client();
    const b = t.client();
    await a.signUp();
    await b.signUp();
    const slow = await Promise.all(
      Array.from({ length: 8 }, (_, i) => slowUpload(a, '/api/assessments', { patient_name: `Slow ${i}` })),
    );
    // six are answered at once, two stay open (they are waiting for their bodies)
    await expect.poll(() => slow.filter((s) => s.settled).length, { timeout: 20_000 }).toBe(6);
    const refused = slow.filter((s) => s.settled);
    for (const s of refused) {
      const res = await s.res;
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_UPLOADS');
    }
    // user B is acknowledged while A's two bodies are still arriving
    const other = await upload(b, 'Other patient');
    expect(other.status).toBe(202);
    const stillArriving = slow.filter((s) => !s.settled);
    expect(stillArriving).toHaveLength(2);
    // A's own third upload is refused until one of the two finishes
    expect((await upload(a, 'Third')).status).toBe(429);
    for (const s of stillArriving) s.finish();
    expect((await Promise.all(stillArriving.map((s) => s.res))).map((r) => r.status)).toEqual([202, 202]);
    expect((await upload(a, 'After')).status).toBe(202);
  });

  it('the per-user limit covers /api/analyze, /api/personalize-vbc and the legacy analysis paths too', async () => {
    const a = t.client();
    await a.signUp();
    const held = [await slowUpload(a, '/api/analyze', {}), await slowUpload(a, '/segment_wound', {})];
    // a probe that is not an upload (415 when admitted) shows when both slow ones hold their places
    const probe = async () => (await a.request('/api/analyze', { method: 'POST', json: {} })).status;
    await expect.poll(probe, { timeout: 20_000 }).toBe(429);
    expect(held.every((h) => !h.settled)).toBe(true);
    for (const p of ['/api/personalize-vbc', '/describe_wound', '/diagnose_infection', '/api/assessments']) {
      const res = await a.request(p, {
        method: 'POST',
        body: multipart(
          { patient_name: 'x', wound_type: 'diabetic_ulcer', patient_risk_score: '1', insurance_type: 'medicare' },
          { file: { bytes: photo } },
        ),
      });
      expect(res.status, p).toBe(429);
    }
    for (const h of held) h.finish();
    await Promise.all(held.map((h) => h.res));
  });

  it('a body that stalls is cut off with 408 REQUEST_TIMEOUT and frees its slot', async () => {
    const quick = await createTestApp(
      { UPLOAD_IDLE_MS: '200', RATE_LIMIT_AUTH_MAX: '1000' },
      { workspace: { analyzer: fakeAnalyzer() } },
    );
    try {
      const a = quick.client();
      await a.signUp();
      const stalled = await slowUpload(a, '/api/assessments', { patient_name: 'Stalled' });
      const res = await stalled.res;
      expect(res.status).toBe(408);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('REQUEST_TIMEOUT');
      expect(
        (
          await a.request('/api/assessments', {
            method: 'POST',
            body: multipart({ patient_name: 'Next' }, { file: { bytes: photo } }),
          })
        ).status,
      ).toBe(202);
    } finally {
      await quick.close();
    }
  }, 120_000);

  it('the fair gate lets waiting users take turns instead of first-come first-served', async () => {
    const gate = createFairGate(1);
    const order: string[] = [];
    let open!: () => void;
    const first = gate.run('a', () => new Promise<void>((r) => (open = r)));
    const runs = [
      gate.run('a', async () => void order.push('a2')),
      gate.run('a', async () => void order.push('a3')),
      gate.run('a', async () => void order.push('a4')),
      gate.run('b', async () => void order.push('b1')),
      gate.run('c', async () => void order.push('c1')),
    ];
    expect(gate.waiting).toBe(5);
    open();
    await Promise.all([first, ...runs]);
    expect(order).toEqual(['a2', 'b1', 'c1', 'a3', 'a4']);
    expect(gate.active).toBe(0);
  });

  it("one user's decode budget: past it, their photos answer 429 RATE_LIMITED on every upload route while another team's are taken", async () => {
    // 1 MP a minute, a burst of 2 MP: two 1 MP photos, then the third waits
    const tight = await createTestApp(
      { UPLOAD_MEGAPIXELS_PER_MIN: '1', RATE_LIMIT_AUTH_MAX: '1000' },
      { workspace: { analyzer: fakeAnalyzer() } },
    );
    try {
      const oneMp = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#c08070' } })
        .jpeg()
        .toBuffer();
      const send = (c: Client, p = '/api/assessments') =>
        c.request(p, { method: 'POST', body: multipart({ patient_name: 'Budget' }, { file: { bytes: oneMp } }) });
      const a = tight.client();
      const b = tight.client();
      await a.signUp();
      await b.signUp();
      expect((await send(a)).status).toBe(202);
      expect((await send(a)).status).toBe(202);
      for (const p of ['/api/assessments', '/api/analyze', '/segment_wound']) {
        const res = await send(a, p);
        expect(res.status, p).toBe(429);
        expect(Number(res.headers.get('retry-after')), p).toBeGreaterThan(0);
        expect(((await res.json()) as { error: { code: string; message: string } }).error, p).toMatchObject({
          code: 'RATE_LIMITED',
          message: expect.stringMatching(/1 megapixels of photos decoded a minute.*1\.0 MP photo/),
        });
      }
      expect((await send(b)).status).toBe(202);
    } finally {
      await tight.close();
    }
  }, 120_000);

  it('the decode budget refills with time, and a full budget lets one photo through however large', async () => {
    let now = 0;
    const budget = createDecodeBudget(60, () => now); // 1 MP a second, 120 MP burst
    expect(await budget.take('a', 200e6)).toBe(0); // a 200 MP photo on a full budget
    expect(await budget.take('a', 12e6)).toBe(92); // 80 MP owed: 12 MP more needs 92 s
    expect(await budget.take('b', 12e6)).toBe(0); // another user is untouched
    now += 92_000;
    expect(await budget.take('a', 12e6)).toBe(0);
    expect(await budget.take('a', 1e6)).toBe(1);
  });
});
