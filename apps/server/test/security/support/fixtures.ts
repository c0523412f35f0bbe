/**
 * Shared helpers of the security suites: a fast fake analyzer (so the route logic, not the
 * network, is under test), small generated images, multipart builders and the one assertion
 * every hostile request must pass.
 */
import sharp from '@woundcare/wound-vision/sharp';
import { expect } from 'vitest';
import type { Analyzer } from '../../../src/services/assessments/analyzer-types.ts';
import type { TestApp } from '../../support/harness.ts';
import { totp } from '../../support/totp.ts';
import { ROUTE_POLICIES, validValues } from './route-policy.ts';

export type Client = ReturnType<TestApp['client']>;

/** A PNG of the given size and colour (a "photo" the upload probe accepts). */
export function solidPng(width = 64, height = 64, rgb: [number, number, number] = [200, 150, 130]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
}

/** A 0/255 mask PNG (a centred square of "wound"). */
export async function maskPng(width = 64, height = 64): Promise<Buffer> {
  const raw = Buffer.alloc(width * height, 0);
  for (let y = height / 4; y < (3 * height) / 4; y++)
    for (let x = width / 4; x < (3 * width) / 4; x++) raw[y * width + x] = 255;
  return sharp(raw, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/**
 * An analyzer that answers at once with a measured-looking (not simulated) outcome, an
 * annotated image and a mask — enough for every assessment route (plan, report, FHIR, outline).
 */
export function fakeAnalyzer(opts: { delayMs?: number } = {}): Analyzer & { calls: number } {
  const fn = (async (input: Parameters<Analyzer>[0]): ReturnType<Analyzer> => {
    fn.calls += 1;
    input.onStage('outlining');
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    input.onStage('measuring');
    const png = await solidPng(32, 32, [180, 40, 50]);
    const mask = await maskPng(32, 32);
    input.onStage('assessing');
    return {
      simulated: false,
      figures: {
        calibrated: true,
        pixels_per_cm: 40,
        area_cm2: 3.2,
        length_cm: 2.4,
        width_cm: 1.7,
        perimeter_cm: 6.9,
        lw_estimate_cm2: 4.08,
        ellipse_estimate_cm2: 3.2,
        tissue: { granulation: 70, slough: 20, necrotic: 0, epithelial: 10 },
        periwound_erythema: 0.1,
        infection_signs: [],
        diagnosis: 'not_infected',
        description: 'Test analysis.',
        warnings: [],
        outline_source: input.maskPng ? 'clinician' : 'model',
        model_version: 'fake-1',
        image_width: 64,
        image_height: 64,
      },
      annotatedPng: png,
      maskPng: mask,
      probabilityPng: input.maskPng ? null : mask,
    };
  }) as unknown as Analyzer & { calls: number };
  fn.calls = 0;
  return fn;
}

/** A multipart body from fields and files. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { bytes: Uint8Array; name?: string; type?: string }> = {},
): FormData {
  const fd = new FormData();
  for (const [k, f] of Object.entries(files))
    fd.set(k, new File([f.bytes as Uint8Array<ArrayBuffer>], f.name ?? 'photo.png', { type: f.type ?? 'image/png' }));
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}

/** Upload a photo as user `c` and wait until its analysis has finished; returns the public id. */
export async function createAssessment(t: TestApp, c: Client, patientName: string, photo: Buffer): Promise<string> {
  const res = await c.request('/api/assessments', {
    method: 'POST',
    body: multipart({ patient_name: patientName }, { file: { bytes: photo } }),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const { assessment } = (await res.json()) as { assessment: { id: string } };
  await waitForAssessment(c, assessment.id);
  return assessment.id;
}

export async function waitForAssessment(c: Client, id: string, timeoutMs = 20_000): Promise<{ status: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await c.request(`/api/assessments/${id}`);
    const body = (await res.json()) as { assessment: { status: string } };
    if (body.assessment.status === 'completed' || body.assessment.status === 'failed') return body.assessment;
    if (Date.now() > until) throw new Error(`assessment ${id} still ${body.assessment.status}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** What no answer may ever contain: stack frames, source paths, SQL or driver errors. */
export const LEAK_PATTERNS: RegExp[] = [
  /\bat \//,
  /\bat .+\(.+:\d+:\d+\)/,
  /\.ts:\d+/,
  /\.m?js:\d+/,
  /node_modules/,
  /\bSELECT\b/,
  /\bINSERT INTO\b/,
  /\bUPDATE\s+"?\w+"?\s+SET\b/i,
  /syntax error/i,
  /\brelation "/,
  /violates .* constraint/i,
  /invalid byte sequence/i,
  /duplicate key/i,
  /PGlite|postgres error|pg_/i,
  // a better-auth password hash (scrypt: 16-byte salt and 64-byte key, hex)
  /[0-9a-f]{32}:[0-9a-f]{128}/,
];

export const PASSWORD_HASH = /^[0-9a-f]{32}:[0-9a-f]{128}$/;

/** True when `text` echoes an unescaped script/HTML payload. */
export function echoesMarkup(text: string): boolean {
  return /<\s*(script|img|svg|iframe|body|a\s)/i.test(text);
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

export async function readAnswer(res: Response): Promise<Answer> {
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** Checks shared by every hostile request: no 5xx, no leak, no unescaped markup; returns problems. */
export function problemsOf(a: Answer, opts: { expect4xx: boolean; echoed?: string }): string[] {
  const out: string[] = [];
  // the caller's own text coming back as data (a name that reads "SELECT …") is not a leak
  let text = a.text;
  if (opts.echoed) {
    const asJson = JSON.stringify(opts.echoed).slice(1, -1);
    const escaped = asJson.replace(
      /[<>&\u2028\u2029]/g,
      (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    text = text.split(escaped).join('').split(asJson).join('');
  }
  if (a.status >= 500) out.push(`status ${a.status}`);
  if (opts.expect4xx && (a.status < 400 || a.status >= 500)) out.push(`expected 4xx, got ${a.status}`);
  for (const p of LEAK_PATTERNS) if (p.test(text)) out.push(`leaks ${p}`);
  if (echoesMarkup(a.text)) out.push('echoes unescaped markup');
  if (a.status >= 400) {
    if (!a.contentType.includes('application/json')) out.push(`error is not JSON (${a.contentType})`);
    else {
      try {
        const body = JSON.parse(a.text) as { error?: { code?: unknown; message?: unknown } };
        const code = body.error?.code;
        if (typeof code !== 'string' || !/^[A-Z][A-Z0-9_]{2,}$/.test(code))
          out.push(`no stable error code (${String(code)})`);
        if (typeof body.error?.message !== 'string' || !body.error.message) out.push('no error message');
      } catch {
        out.push('error body is not valid JSON');
      }
    }
  }
  return out;
}

/**
 * Give `c`'s team a referral contact and make the referral route's sample body name it, so a
 * suite's referral request succeeds (the policy's own sample names no contact).
 */
export async function referToOwnContact(c: Client): Promise<void> {
  const added = await c.request('/api/referral-contacts', {
    method: 'POST',
    json: validValues(ROUTE_POLICIES['POST /api/referral-contacts']!.json!),
  });
  expect(added.status).toBe(201);
  const { contact } = (await added.json()) as { contact: { id: string } };
  ROUTE_POLICIES['POST /api/assessments/:id/referrals']!.json!.contact_id = {
    type: 'text',
    required: true,
    valid: contact.id,
    max: 100,
  };
}

/**
 * A code the server accepts now that the caller has not used (`used`, which it joins): the next
 * step's, the current step's, or — not in the last two seconds of a step, when it could lapse on
 * its way — the previous step's; if all three are used, the one of the step after the next boundary.
 */
export async function freshCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const now = Date.now();
    const late = now % 30_000 > 28_000;
    for (const at of [now + 30_000, now, ...(late ? [] : [now - 30_000])]) {
      const code = totp(secret, at);
      if (!used.has(code)) {
        used.add(code);
        return code;
      }
    }
    await new Promise((r) => setTimeout(r, 30_000 - (now % 30_000) + 50));
  }
}

/**
 * Turns two-factor on for `c` (enable with the password, confirm with the app's current code);
 * the secret, the recovery codes and the codes used so far (for freshCode).
 */
export async function turnOnTwoFactor(
  c: Client,
  password: string,
): Promise<{ secret: string; backupCodes: string[]; used: Set<string> }> {
  const enabled = await c.request('/api/auth/two-factor/enable', { method: 'POST', json: { password } });
  expect(enabled.status).toBe(200);
  const setup = (await enabled.json()) as { secret: string; backupCodes: string[] };
  const code = totp(setup.secret);
  const confirmed = await c.request('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code } });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return { ...setup, used: new Set([code]) };
}
