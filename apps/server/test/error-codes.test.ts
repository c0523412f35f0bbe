import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, ERROR_STATUS, type ErrorBody, type ErrorCode } from '@woundcare/api-types';
import { ImageInputError, type ImageErrorCode } from '@woundcare/wound-vision/errors';
import { AnalysisError } from '@woundcare/wound-vision/pool';
import { createTestApp, type TestApp } from './support/harness.ts';
import { normalize } from '../src/lib/auth-answer.ts';
import { ApiError } from '../src/lib/errors.ts';
import { engineApiError, engineFailure } from '../src/lib/engine-errors.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;

let t: TestApp;
type Client = ReturnType<TestApp['client']>;
let user: Client;

function photoForm(bytes: Uint8Array, fields: Record<string, string> = {}) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  fd.append('file', new File([bytes], 'wound.jpg', { type: 'image/jpeg' }));
  return fd;
}
const contact = { firstName: 'Ada', lastName: 'Nurse', email: 'ada@example.org', message: 'Hello' };
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

/**
 * How each code is produced: a real request wherever practical, else what the route code throws
 * (a dying engine, a stalled connection, an assessment in a particular state — their real requests are
 * in the route suites: assessments, assessments-engine, fair-uploads, analysis-engine, personalize-vbc).
 */
type Trigger = { request: () => Promise<Response> } | { thrown: () => unknown };
const engineRefusal = (code: ImageErrorCode) => ({ thrown: () => engineApiError(new ImageInputError(code, code)) });
const TRIGGERS: Record<ErrorCode, Trigger> = {
  BAD_REQUEST: { thrown: () => new HTTPException(400, { message: 'Malformed' }) },
  VALIDATION_ERROR: { request: () => t.client().request('/api/contact', { method: 'POST', json: {} }) },
  INVALID_JSON: {
    request: () =>
      t.client().request('/api/contact', {
        method: 'POST',
        body: '{"firstName":',
        headers: { 'content-type': 'application/json' },
      }),
  },
  INVALID_MULTIPART: {
    request: () =>
      user.request('/api/assessments', {
        method: 'POST',
        body: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      }),
  },
  INVALID_QUERY: { request: () => user.request('/api/patients?q=%E0%A4%A') },
  INVALID_STATE: { request: () => user.request('/doctor_contact/%3Cscript%3E') },
  UNKNOWN_STATE: { request: () => user.request('/doctor_contact/Atlantis') },
  INVALID_IDEMPOTENCY_KEY: {
    request: () =>
      user.request('/api/assessments', {
        method: 'POST',
        body: photoForm(JPEG_START, { patient_name: 'Key Test' }),
        headers: { 'Idempotency-Key': 'not-a-uuid' },
      }),
  },
  // a sign-in's second step with two challenge cookies (two-factor.test.ts sends the other spellings)
  AMBIGUOUS_TWO_FACTOR_COOKIE: {
    request: () =>
      t.client().request('/api/auth/two-factor/verify-totp', {
        method: 'POST',
        json: { code: '123456' },
        headers: { cookie: 'woundly.two_factor=2fa-a.sig; woundly.two_factor=2fa-b.sig' },
      }),
  },
  UNAUTHORIZED: { request: () => t.client().request('/api/patients') },
  FORBIDDEN: { thrown: () => new ApiError('FORBIDDEN', 'Only the team owner can do this.') },
  // a clinician's DELETE, restore and trash list (the real requests: test/trash.test.ts)
  ADMIN_REQUIRED: { thrown: () => new ApiError('ADMIN_REQUIRED', 'Only an owner or admin can do this.') },
  // an owner without two-factor asks the team to require it
  TWO_FACTOR_REQUIRED: {
    request: () => user.request('/api/team/settings', { method: 'PUT', json: { require_two_factor: true } }),
  },
  // a change to a second factor without a current code (two-factor.test.ts sends wrong and used ones)
  FRESH_CODE_REQUIRED: {
    thrown: () => new ApiError('FRESH_CODE_REQUIRED', 'Enter the current code from your authenticator app.'),
  },
  ORIGIN_NOT_ALLOWED: {
    request: () =>
      t
        .client()
        .request('/api/contact', { method: 'POST', json: contact, headers: { origin: 'https://evil.example' } }),
  },
  NOT_FOUND: { request: () => user.request('/api/no-such-endpoint') },
  REQUEST_TIMEOUT: { thrown: () => new ApiError('REQUEST_TIMEOUT', 'The upload arrived too slowly.') },
  IDENTIFIER_TAKEN: {
    request: async () => {
      const json = { display_name: 'Twin', identifier: 'MRN-TWIN' };
      expect((await user.request('/api/patients', { method: 'POST', json })).status).toBe(201);
      return user.request('/api/patients', { method: 'POST', json });
    },
  },
  INVITEE_EMAIL_NOT_VERIFIED: {
    request: async () => {
      // an account whose address is not confirmed yet is invited
      const email = `unconfirmed-${Math.random().toString(36).slice(2, 8)}@example.com`;
      expect((await t.client().signUp(email)).res.status).toBe(200);
      return user.request('/api/auth/organization/invite-member', {
        method: 'POST',
        json: { email, role: 'clinician' },
      });
    },
  },
  ASSESSMENT_NOT_COMPLETED: { thrown: () => new ApiError('ASSESSMENT_NOT_COMPLETED', 'Not completed yet.') },
  SIMULATED_ANALYSIS: { thrown: () => new ApiError('SIMULATED_ANALYSIS', 'Simulated.') },
  PATIENT_IN_TRASH: { thrown: () => new ApiError('PATIENT_IN_TRASH', 'Restore the patient first.') },
  // real requests in routes/patients.test.ts (a photo dated on or before the wound's last visit)
  EXAM_DATE_CONFLICT: { thrown: () => new ApiError('EXAM_DATE_CONFLICT', 'The wound already has a visit that day.') },
  // real requests in routes/upload-idempotency.test.ts (the same key with another photo or other fields)
  IDEMPOTENCY_KEY_REUSED: {
    thrown: () => new ApiError('IDEMPOTENCY_KEY_REUSED', 'This key was already sent with another photo.'),
  },
  REFERRAL_STATUS_ORDER: { thrown: () => new ApiError('REFERRAL_STATUS_ORDER', 'Already seen.') },
  SIMULATED_NOT_EXPORTABLE: { thrown: () => new ApiError('SIMULATED_NOT_EXPORTABLE', 'Simulated.') },
  PHOTO_MISSING: { thrown: () => new ApiError('PHOTO_MISSING', 'The photo is missing from storage.') },
  // real requests in routes/patient-links.test.ts (a link past its expiry, a revoked link)
  LINK_EXPIRED: { thrown: () => new ApiError('LINK_EXPIRED', 'This link has expired.') },
  LINK_REVOKED: { thrown: () => new ApiError('LINK_REVOKED', 'This link was withdrawn by your clinic.') },
  LENGTH_REQUIRED: {
    request: () => {
      const streamed = new Response(photoForm(JPEG_START, { patient_name: 'A' }));
      return user.request('/api/assessments', {
        method: 'POST',
        body: streamed.body,
        duplex: 'half',
        headers: { 'content-type': streamed.headers.get('content-type')! },
      } as RequestInit);
    },
  },
  PAYLOAD_TOO_LARGE: {
    request: () =>
      t.client().request('/api/contact', { method: 'POST', json: { ...contact, message: 'x'.repeat(1.1 * MB) } }),
  },
  UNSUPPORTED_MEDIA_TYPE: {
    request: () =>
      t.client().request('/api/contact', {
        method: 'POST',
        body: 'firstName=Ada',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
  },
  RATE_LIMITED: {
    request: async () => {
      const visitor = t.client();
      let res = await visitor.request('/api/contact', { method: 'POST', json: {} });
      while (res.status !== 429) res = await visitor.request('/api/contact', { method: 'POST', json: {} });
      return res;
    },
  },
  TOO_MANY_UPLOADS: { thrown: () => new ApiError('TOO_MANY_UPLOADS', 'At most 2 uploads at a time.') },
  // a full team or a full disk: their real requests are in security/storage-limits.test.ts
  STORAGE_QUOTA_EXCEEDED: { thrown: () => new ApiError('STORAGE_QUOTA_EXCEEDED', 'Its quota is 5 GB.') },
  STORAGE_FULL: { thrown: () => new ApiError('STORAGE_FULL', 'The disk is nearly full.') },
  // MAX_UPLOAD_MB is 1: the assessment route's own limit (1 MB + 256 KB) refuses this from its Content-Length
  FILE_TOO_LARGE: {
    request: () =>
      user.request('/api/assessments', {
        method: 'POST',
        body: photoForm(new Uint8Array(1.5 * MB).fill(1), { patient_name: 'A' }),
      }),
  },
  UNSUPPORTED_IMAGE: {
    request: () => user.request('/segment_wound', { method: 'POST', body: photoForm(new TextEncoder().encode('hi')) }),
  },
  EMPTY_FILE: engineRefusal('EMPTY_FILE'),
  INVALID_OPTION: engineRefusal('INVALID_OPTION'),
  IMAGE_TOO_LARGE: engineRefusal('IMAGE_TOO_LARGE'),
  IMAGE_TOO_SMALL: engineRefusal('IMAGE_TOO_SMALL'),
  IMPLAUSIBLE_IMAGE: engineRefusal('IMPLAUSIBLE_IMAGE'),
  TRUNCATED_IMAGE: engineRefusal('TRUNCATED_IMAGE'),
  CORRUPT_IMAGE: engineRefusal('CORRUPT_IMAGE'),
  MASK_SIZE_MISMATCH: engineRefusal('MASK_SIZE_MISMATCH'),
  NO_WOUND_FOUND: { thrown: () => new ApiError('NO_WOUND_FOUND', 'No wound was outlined in this photo.') },
  INTERNAL_ERROR: { thrown: () => new Error('a bug') },
  ANALYSIS_FAILED: { thrown: () => engineFailure(new Error('odd'), () => undefined, 'test') },
  ANALYSIS_WORKER_CRASHED: {
    thrown: () =>
      engineApiError(new AnalysisError('ANALYSIS_WORKER_CRASHED', 'crashed', 500)) ??
      engineFailure(new AnalysisError('ANALYSIS_WORKER_CRASHED', 'crashed', 500), () => undefined, 'test'),
  },
  ENGINE_UNAVAILABLE: { thrown: () => engineApiError(new AnalysisError('SOMETHING_NEW', 'down', 503)) },
  ENGINE_BUSY: { thrown: () => new ApiError('ENGINE_BUSY', 'The analysis engine is busy.') },
  OUTLINE_UNAVAILABLE: { thrown: () => new ApiError('OUTLINE_UNAVAILABLE', 'Needs the in-process engine.') },
  // the shape of the engine's ModelUnavailableError
  MODEL_UNAVAILABLE: {
    thrown: () => engineApiError(Object.assign(new Error('no model'), { code: 'MODEL_UNAVAILABLE', status: 503 })),
  },
  ANALYSIS_TIMEOUT: { thrown: () => engineApiError(new AnalysisError('ANALYSIS_TIMEOUT', 'too long', 503)) },
  ANALYSIS_POOL_CLOSED: { thrown: () => engineApiError(new AnalysisError('ANALYSIS_POOL_CLOSED', 'shut down', 503)) },
  // a bucket that stops answering: its real requests are in s3-storage.test.ts
  STORAGE_UNAVAILABLE: { thrown: () => new ApiError('STORAGE_UNAVAILABLE', 'The photo store does not answer.') },
  // the EHR codes: their real requests, against a composed SMART on FHIR peer, are in ehr-launch.test.ts
  EHR_ISSUER_NOT_ALLOWED: {
    request: () =>
      user.request('/api/ehr/launch', { method: 'POST', json: { iss: 'https://ehr.example.org/fhir', launch: 'x' } }),
  },
  EHR_STATE_INVALID: {
    request: () => user.request('/api/ehr/callback', { method: 'POST', json: { state: 'never-issued', code: 'x' } }),
  },
  EHR_AUTHORIZATION_FAILED: { thrown: () => new ApiError('EHR_AUTHORIZATION_FAILED', 'The EHR refused the sign-in.') },
  EHR_FHIR_USER_NOT_MEMBER: { thrown: () => new ApiError('EHR_FHIR_USER_NOT_MEMBER', 'Not bound to this member.') },
  EHR_TOKEN_EXPIRED: { thrown: () => new ApiError('EHR_TOKEN_EXPIRED', 'The sign-in to the EHR has expired.') },
  EHR_NOT_CONNECTED: { thrown: () => new ApiError('EHR_NOT_CONNECTED', 'The patient is linked to no chart.') },
  EHR_UNAVAILABLE: { thrown: () => new ApiError('EHR_UNAVAILABLE', 'The EHR did not answer.') },
  EHR_ADDRESS_NOT_ALLOWED: {
    request: () =>
      user.request('/api/ehr/connections', {
        method: 'POST',
        json: {
          name: 'Metadata',
          issuer: 'https://169.254.169.254/fhir',
          client_id: 'x',
          client_type: 'public',
          scopes: 'openid fhirUser',
        },
      }),
  },
};

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: '1', RATE_LIMIT_FORM_MAX: '3' });
  // a route that throws what the route code throws for codes that need a dying engine or a
  // stalled connection; added before the first request (the router is built then)
  t.app.get('/api/test-throw/:code', (c) => {
    const trigger = TRIGGERS[c.req.param('code') as ErrorCode];
    throw 'thrown' in trigger ? trigger.thrown() : new Error('not a thrown case');
  });
  user = t.client();
  const { res, email } = await user.signUp();
  expect(res.status).toBe(200);
  // a confirmed address: it may invite (INVITEE_EMAIL_NOT_VERIFIED is about the invited account)
  await user.verifyEmail(email);
});
afterAll(() => t.close());

async function errorOf(res: Response): Promise<ErrorBody['error']> {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as ErrorBody;
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error;
}

describe('every error code answers with its status and the one shape', () => {
  it.each(Object.entries(TRIGGERS).map(([code, trigger]) => [code, ERROR_STATUS[code as ErrorCode], trigger] as const))(
    '%s → %i',
    async (code, status, trigger) => {
      const res = 'request' in trigger ? await trigger.request() : await user.request(`/api/test-throw/${code}`);
      const error = await errorOf(res);
      expect({ status: res.status, code: error.code }).toEqual({ status, code });
    },
  );

  it('answers our own bugs as INTERNAL_ERROR with the request id, logged, without the error', async () => {
    const res = await user.request('/api/test-throw/INTERNAL_ERROR', { headers: { 'x-request-id': 'req-42' } });
    const error = await errorOf(res);
    expect(error.message).toContain('req-42');
    expect(error.message).not.toContain('a bug');
    expect(t.logs.some((l) => l.includes('id=req-42') && l.includes('a bug'))).toBe(true);
  });

  it('keeps headers set before the error (retry-after on a rate limit)', async () => {
    const visitor = t.client();
    let res = await visitor.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'nobody@example.org', password: 'wrong-password-1' },
    });
    for (let i = 0; i < 20 && res.status !== 429; i++)
      res = await visitor.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'nobody@example.org', password: 'wrong-password-1' },
      });
    expect((await errorOf(res)).code).toBe('RATE_LIMITED');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the wound engine maps onto the table', () => {
  const IMAGE_CODES: Record<ImageErrorCode, true> = {
    EMPTY_FILE: true,
    FILE_TOO_LARGE: true,
    UNSUPPORTED_IMAGE: true,
    IMAGE_TOO_LARGE: true,
    IMAGE_TOO_SMALL: true,
    IMPLAUSIBLE_IMAGE: true,
    TRUNCATED_IMAGE: true,
    CORRUPT_IMAGE: true,
    MASK_SIZE_MISMATCH: true,
    INVALID_OPTION: true,
  };
  it.each(Object.keys(IMAGE_CODES) as ImageErrorCode[])('a refused photo (%s) keeps the engine’s status', (code) => {
    const engineError = new ImageInputError(code, 'refused');
    expect(engineApiError(engineError)).toMatchObject({ code, status: engineError.status });
  });

  it('an engine 4xx outside the table is our failure, not a made-up code', () => {
    expect(engineApiError(Object.assign(new Error('odd'), { code: 'SOMETHING_NEW', status: 418 }))).toBeNull();
  });
});

describe('better-auth codes pass through in the same shape', () => {
  it('answers a wrong password with better-auth’s code and status', async () => {
    const res = await t.client().signIn('nobody-here@example.org', 'wrong-password-1');
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  const answer = async (res: Response, opts: { signedIn?: boolean } = {}) => {
    const app = new Hono().get('/', (c) => normalize(c, res, opts));
    const out = await app.request('/');
    return { status: out.status, error: await errorOf(out) };
  };
  const from = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('keeps a listed code and its status, folds an unlisted one into AUTH_ERROR, an empty error too', async () => {
    expect(
      await answer(from(403, { code: 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION', message: 'Not yours' })),
    ).toEqual({ status: 403, error: { code: 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION', message: 'Not yours' } });
    expect(await answer(from(400, { code: 'A_CODE_FROM_A_NEWER_BETTER_AUTH', message: 'Nope' }))).toEqual({
      status: 400,
      error: { code: 'AUTH_ERROR', message: 'Nope' },
    });
    expect(await answer(new Response(null, { status: 500 }))).toEqual({
      status: 500,
      error: { code: 'AUTH_ERROR', message: 'Authentication failed' },
    });
  });

  it('gives one of our codes the table’s status, and a signed-in caller’s 401 becomes 403', async () => {
    expect(await answer(from(422, { code: 'VALIDATION_ERROR', message: 'bad' }))).toEqual({
      status: 400,
      error: { code: 'VALIDATION_ERROR', message: 'bad' },
    });
    expect(await answer(from(401, { code: 'UNAUTHORIZED', message: 'no' }), { signedIn: true })).toEqual({
      status: 403,
      error: { code: 'FORBIDDEN', message: 'no' },
    });
    expect(await answer(from(401, { code: 'MEMBER_NOT_FOUND', message: 'no' }), { signedIn: true })).toEqual({
      status: 403,
      error: { code: 'MEMBER_NOT_FOUND', message: 'no' },
    });
  });
});

describe('the tables cannot rot', () => {
  /** Every quoted UPPER_CASE literal in the production sources of the server and the wound engine. */
  function quotedCodes(): Set<string> {
    const roots = [path.resolve(here, '../src'), path.resolve(here, '../../../packages/wound-vision/src')];
    const found = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) {
          if (!/^(test|testing|test-support)$/.test(name)) walk(full);
        } else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) {
          for (const m of readFileSync(full, 'utf8').matchAll(/'([A-Z][A-Z0-9_]+)'/g)) found.add(m[1]!);
        }
      }
    };
    for (const root of roots) walk(root);
    return found;
  }

  it('every code in ERROR_STATUS is used by the server or the engine', () => {
    const used = quotedCodes();
    expect(Object.keys(ERROR_STATUS).filter((code) => !used.has(code))).toEqual([]);
  });

  it('every code in AUTH_ERROR_CODES is one better-auth has (or our own auth hook throws), and none is also in ERROR_STATUS', () => {
    const known = new Set(Object.keys(t.deps.auth.$ERROR_CODES));
    // thrown by our hook inside better-auth's sign-up (auth.ts), so it travels as an auth error
    const ownHookCodes = ['INVITATION_EMAIL_MISMATCH'];
    expect(ownHookCodes.filter((code) => !quotedCodes().has(code))).toEqual([]);
    expect(
      AUTH_ERROR_CODES.filter((code) => code !== 'AUTH_ERROR' && !known.has(code) && !ownHookCodes.includes(code)),
    ).toEqual([]);
    expect(AUTH_ERROR_CODES.filter((code) => code in ERROR_STATUS)).toEqual([]);
  });
});
