/**
 * Every endpoint of the app, classified. The isolation and fuzz suites read the live route
 * table (`app.routes`) and require it to equal the keys of ROUTE_POLICIES exactly, so a route
 * added without a classification (and therefore without an access check under test) fails them.
 */
import type { Hono } from 'hono';

/** a well-formed record id that belongs to nobody */
export const ABSENT_RECORD_ID = '00000000-0000-4000-8000-000000000000';

export type Access =
  /** a visitor may call it (health, auth endpoints, public forms, the sticker) */
  | { kind: 'public' }
  /**
   * a visitor may call it with an unguessable token in the path (a patient's plan link): no
   * session is looked up or set; a wrong token is a 404, an expired or revoked one a 410
   */
  | { kind: 'public-by-token' }
  /** needs a session; answers about the caller only (profile, status, directory, engine calls, their teams) */
  | { kind: 'signed-in' }
  /** needs a session; lists the records of the caller's active team under `key` (empty for a new user) */
  | { kind: 'own-list'; key: string }
  /** one of the active team's threads, patients or wounds by :id; a user of another team gets 404, as if it did not exist */
  | { kind: 'own-resource'; needs: 'thread' | 'completed-thread' | 'patient' | 'wound' | 'patient-link' };

export type Field =
  | { type: 'text'; required?: boolean; valid: string; max: number }
  | { type: 'email'; required?: boolean; valid: string }
  | { type: 'password'; required?: boolean; valid: string }
  | { type: 'enum'; required?: boolean; valid: string }
  | { type: 'boolean'; required?: boolean; valid: boolean }
  /** a whole number from a fixed list (JSON) */
  | { type: 'integer-choice'; required?: boolean; valid: number }
  /** a number sent as text (multipart and query fields) */
  | { type: 'number-text'; required?: boolean; valid: string }
  /** true/false sent as text (multipart flags) */
  | { type: 'flag-text'; required?: boolean; valid: string };

export interface RoutePolicy {
  access: Access;
  /** sample values for non-resource path parameters (a resource's :id is the owner's thread) */
  params?: Record<string, string>;
  json?: Record<string, Field>;
  /** a JSON body of {} is a valid request (a full replacement that clears everything), not a malformed one */
  emptyJsonIsValid?: boolean;
  multipart?: { files: Record<string, 'photo' | 'mask'>; fields: Record<string, Field> };
  query?: Record<string, Field>;
}

export interface Endpoint {
  method: string;
  path: string;
}

export const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;

/**
 * The endpoints of a Hono app: route entries whose handler takes no `next` (middleware such as
 * secureHeaders, signedIn or bodyLimit take `(c, next)`), deduplicated by method and path.
 */
export function listEndpoints(app: Pick<Hono, 'routes'>): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const r of app.routes) {
    if ((r.handler as (...a: unknown[]) => unknown).length >= 2) continue;
    const e = { method: r.method, path: r.path };
    seen.set(keyOf(e), e);
  }
  return [...seen.values()];
}

const text = (max: number, valid = 'Sample text', required = true): Field => ({ type: 'text', max, valid, required });
const opt = (f: Field): Field => ({ ...f, required: false });
const ENGINE_FIELDS: Record<string, Field> = {
  conf_thresh: { type: 'number-text', required: false, valid: '0.5' },
  previous_area_cm2: { type: 'number-text', required: false, valid: '4.2' },
  exudate: { type: 'flag-text', required: false, valid: 'true' },
  smell: { type: 'flag-text', required: false, valid: 'false' },
};
const engineRoute: RoutePolicy = {
  access: { kind: 'signed-in' },
  multipart: { files: { file: 'photo' }, fields: ENGINE_FIELDS },
};
const completed: RoutePolicy = { access: { kind: 'own-resource', needs: 'completed-thread' } };
const ownPatient: RoutePolicy = { access: { kind: 'own-resource', needs: 'patient' } };
const ownWound: RoutePolicy = { access: { kind: 'own-resource', needs: 'wound' } };
const isoDay = (valid: string): Field => ({ type: 'text', required: false, valid, max: 10 });
const PATIENT_FIELDS: Record<string, Field> = {
  display_name: text(120, 'Jane Roe'),
  identifier: opt(text(64, 'MRN-0042')),
  birth_date: isoDay('1950-04-12'),
  sex: { type: 'enum', required: false, valid: 'female' },
};
const WOUND_FIELDS: Record<string, Field> = {
  label: opt(text(60, 'Left heel ulcer')),
  body_site: { type: 'enum', required: false, valid: 'heel_left' },
  etiology: { type: 'enum', required: false, valid: 'pressure_injury' },
  stage: { type: 'enum', required: false, valid: 'stage_2' },
  onset_date: isoDay('2026-01-10'),
  status: { type: 'enum', required: false, valid: 'open' },
};

const REFERRAL_CONTACT_FIELDS: Record<string, Field> = {
  name: text(120, 'Dr Vera Vascular'),
  specialty: { type: 'enum', required: true, valid: 'vascular_surgery' },
  organisation: opt(text(160, 'County Vascular Unit')),
  phone: opt(text(40, '+1 555 0100')),
  email: { type: 'email', required: true, valid: 'vascular@example.org' },
  address: opt(text(300, '1 Main Street, Springfield')),
  notes: opt(text(2000, 'Fridays only.')),
};

export const FUZZ_PASSWORD = 'wound-care-42';

export const ROUTE_POLICIES: Record<string, RoutePolicy> = {
  // ── accounts (spec 001 §1) ──
  'POST /api/auth/sign-up/email': {
    access: { kind: 'public' },
    json: {
      email: { type: 'email', required: true, valid: 'new-user@example.com' },
      password: { type: 'password', required: true, valid: 'wound-care-42' },
      first_name: text(100, 'Ada'),
      last_name: text(100, 'Nurse'),
      title: opt(text(120, 'RN')),
      organization: opt(text(160, 'Mercy Hospital')),
      rememberMe: { type: 'boolean', required: false, valid: true },
      invitation_token: opt(text(200, 'not-a-token')),
    },
  },
  'POST /api/auth/sign-in/email': {
    access: { kind: 'public' },
    json: {
      email: { type: 'email', required: true, valid: 'fuzz@example.com' },
      password: { type: 'password', required: true, valid: 'not-the-password' },
      rememberMe: { type: 'boolean', required: false, valid: false },
    },
  },
  'POST /api/auth/sign-out': { access: { kind: 'public' } },
  'POST /api/auth/request-password-reset': {
    access: { kind: 'public' },
    json: {
      email: { type: 'email', required: true, valid: 'nobody@example.com' },
      redirectTo: opt(text(300, '/reset-password')),
    },
  },
  'POST /api/auth/reset-password': {
    access: { kind: 'public' },
    json: {
      newPassword: { type: 'password', required: true, valid: 'another-secret' },
      token: text(512, 'not-a-token'),
    },
  },
  'POST /api/auth/change-password': {
    access: { kind: 'signed-in' },
    // a wrong current password: no case of the fuzz may really change the password
    json: {
      currentPassword: { type: 'password', required: true, valid: 'wrong-current' },
      newPassword: { type: 'password', required: true, valid: 'another-secret' },
    },
  },
  // ── two-factor sign-in (better-auth's two-factor plugin) ──
  // a wrong password: no case of the fuzz may really turn two-factor on or off
  'POST /api/auth/two-factor/enable': {
    access: { kind: 'signed-in' },
    json: { password: { type: 'password', required: true, valid: 'wrong-current' } },
  },
  'POST /api/auth/two-factor/disable': {
    access: { kind: 'signed-in' },
    json: { password: { type: 'password', required: true, valid: 'wrong-current' } },
  },
  'POST /api/auth/two-factor/generate-backup-codes': {
    access: { kind: 'signed-in' },
    json: { password: { type: 'password', required: true, valid: 'wrong-current' } },
  },
  // the second step of a sign-in (the challenge cookie of a right password) or a setup's confirming code
  'POST /api/auth/two-factor/verify-totp': { access: { kind: 'public' }, json: { code: text(6, '123456') } },
  'POST /api/auth/two-factor/verify-backup-code': {
    access: { kind: 'public' },
    json: { code: text(32, 'abcde-12345') },
  },
  /** the confirmation mail's link (a signed token): confirms the address, then redirects to the workspace */
  'GET /api/auth/verify-email': {
    access: { kind: 'public' },
    query: { token: text(2048, 'e30.e30.forged-signature') },
  },
  /** a new confirmation mail to the caller's own address */
  'POST /api/auth/send-verification-email': { access: { kind: 'signed-in' } },
  /** better-auth's own paths; only a short allow-list passes (get-session, list/revoke sessions) */
  'ALL /api/auth/*': { access: { kind: 'public' } },
  // ── care teams (better-auth's organization plugin; acts on the caller's active team) ──
  'GET /api/auth/organization/list': { access: { kind: 'signed-in' } },
  'GET /api/auth/organization/get-full-organization': { access: { kind: 'signed-in' } },
  'POST /api/auth/organization/set-active': {
    access: { kind: 'signed-in' },
    json: { organizationId: text(200, 'not-a-team') },
  },
  'POST /api/auth/organization/invite-member': {
    access: { kind: 'signed-in' },
    json: {
      email: { type: 'email', required: true, valid: 'colleague@example.com' },
      role: { type: 'enum', required: true, valid: 'clinician' },
    },
  },
  'POST /api/auth/organization/cancel-invitation': {
    access: { kind: 'signed-in' },
    json: { invitationId: text(200, 'not-an-invitation') },
  },
  // the invited side: the token of the mailed link
  'GET /api/auth/organization/get-invitation': {
    access: { kind: 'signed-in' },
    query: { token: text(200, 'not-a-token') },
  },
  'POST /api/auth/organization/accept-invitation': {
    access: { kind: 'signed-in' },
    json: { token: text(200, 'not-a-token') },
  },
  'POST /api/auth/organization/reject-invitation': {
    access: { kind: 'signed-in' },
    json: { token: text(200, 'not-a-token') },
  },
  'POST /api/auth/organization/update-member-role': {
    access: { kind: 'signed-in' },
    json: { memberId: text(200, 'not-a-member'), role: { type: 'enum', required: true, valid: 'admin' } },
  },
  'POST /api/auth/organization/remove-member': {
    access: { kind: 'signed-in' },
    json: { memberIdOrEmail: text(200, 'not-a-member') },
  },
  'POST /api/auth/organization/leave': {
    access: { kind: 'signed-in' },
    json: { organizationId: text(200, 'not-a-team') },
  },
  'GET /api/profile': { access: { kind: 'signed-in' } },
  'PATCH /api/profile': {
    access: { kind: 'signed-in' },
    json: {
      first_name: opt(text(100, 'Ada')),
      last_name: opt(text(100, 'Nurse')),
      title: opt(text(120, 'RN')),
      organization: opt(text(160, 'Mercy')),
    },
  },
  'GET /api/profile/audit': { access: { kind: 'signed-in' } },
  // the caller's own morning reminder of their due follow-ups
  'GET /api/profile/reminders': { access: { kind: 'signed-in' } },
  'PUT /api/profile/reminders': {
    access: { kind: 'signed-in' },
    json: {
      enabled: { type: 'boolean', required: true, valid: false },
      time_zone: { type: 'text', required: false, valid: 'Europe/London', max: 64 },
    },
  },
  'GET /api/profile/sessions': { access: { kind: 'signed-in' } },
  // one of the caller's sessions by its id (another user's, or none: 404)
  'DELETE /api/profile/sessions/:sessionId': { access: { kind: 'signed-in' }, params: { sessionId: 'not-a-session' } },
  // the active team's settings: every member reads, owners change (turning a rule off is harmless to fuzz)
  'GET /api/team/settings': { access: { kind: 'signed-in' } },
  'PUT /api/team/settings': {
    access: { kind: 'signed-in' },
    json: {
      require_two_factor: { type: 'boolean', required: false, valid: false },
      sample_directory: { type: 'boolean', required: false, valid: true },
    },
  },

  // ── public site ──
  'GET /health': { access: { kind: 'public' } },
  'POST /api/contact': {
    access: { kind: 'public' },
    json: {
      firstName: text(100, 'Grace'),
      lastName: text(100, 'Hopper'),
      email: { type: 'email', required: true, valid: 'grace@example.org' },
      phone: opt(text(40, '+1 555 0100')),
      organization: text(200, 'County Hospital'),
      title: opt(text(120, 'Director')),
      message: text(5000, 'Please call me back.'),
      serviceInterest: { type: 'enum', required: false, valid: 'telehealth' },
    },
  },
  'POST /api/subscribe': {
    access: { kind: 'public' },
    json: { email: { type: 'email', required: true, valid: 'reader@example.org' } },
  },
  'GET /calibration-sticker.svg': {
    access: { kind: 'public' },
    query: { id: { type: 'number-text', required: false, valid: '7' } },
  },
  'GET /calibration-sticker.pdf': {
    access: { kind: 'public' },
    query: { id: { type: 'number-text', required: false, valid: '7' } },
  },

  // ── the legacy analysis API and the engine ──
  'GET /treatment_plan/:kind': { access: { kind: 'signed-in' }, params: { kind: 'infected' } },
  'POST /segment_wound': engineRoute,
  'POST /diagnose_infection': engineRoute,
  'POST /describe_wound': engineRoute,
  'POST /api/analyze': engineRoute,
  'POST /api/personalize-vbc': {
    access: { kind: 'signed-in' },
    multipart: {
      files: { file: 'photo' },
      fields: {
        wound_type: { type: 'enum', required: true, valid: 'diabetic_ulcer' },
        patient_risk_score: { type: 'number-text', required: true, valid: '1.5' },
        insurance_type: { type: 'enum', required: true, valid: 'medicare' },
        exudate: { type: 'enum', required: false, valid: 'light' },
      },
    },
  },

  // ── the workspace (spec 001 §3) ──
  'POST /api/threads': {
    access: { kind: 'signed-in' },
    multipart: {
      files: { file: 'photo' },
      fields: {
        patient_name: opt(text(120, 'Jane Roe')),
        exam_date: opt(text(40, '2026-01-15')),
        depth_cm: { type: 'number-text', required: false, valid: '0.4' },
        exudate: { type: 'enum', required: false, valid: 'light' },
        conf_thresh: { type: 'number-text', required: false, valid: '0.5' },
        signs: opt(text(300, 'exudate,smell')),
        bedside_signs: opt(text(2000, '{"smell":"present"}')),
      },
    },
  },
  'GET /api/threads': { access: { kind: 'own-list', key: 'threads' } },
  'GET /api/threads/:id': { access: { kind: 'own-resource', needs: 'thread' } },
  // into the trash (owners and admins; a clinician gets 403 ADMIN_REQUIRED)
  'DELETE /api/threads/:id': { access: { kind: 'own-resource', needs: 'thread' } },
  // out of the trash (owners and admins); a live thread is answered as it is
  'POST /api/threads/:id/restore': { access: { kind: 'own-resource', needs: 'thread' } },
  // a failed analysis queued again on its stored photo; any other state is answered as it is
  'POST /api/threads/:id/retry': { access: { kind: 'own-resource', needs: 'thread' } },
  'PATCH /api/threads/:id': {
    access: { kind: 'own-resource', needs: 'thread' },
    json: { priority: { type: 'enum', required: true, valid: 'high' } },
  },
  'GET /api/threads/:id/image': completed,
  'GET /api/threads/:id/annotated': completed,
  'GET /api/threads/:id/mask': completed,
  'GET /api/threads/:id/probability': completed,
  'POST /api/threads/:id/outline': { ...completed, multipart: { files: { mask: 'mask' }, fields: {} } },
  // body { sign: state, … } (a sign left out is not assessed)
  'PUT /api/threads/:id/infection-signs': {
    ...completed,
    emptyJsonIsValid: true,
    json: {
      smell: { type: 'enum', required: false, valid: 'present' },
      probes_to_bone: { type: 'enum', required: false, valid: 'absent' },
    },
  },
  // the clinician's tissue entry { worst, necrosis }
  'PUT /api/threads/:id/tissue': {
    ...completed,
    json: {
      worst: { type: 'enum', required: true, valid: 'slough' },
      necrosis: { type: 'enum', required: false, valid: 'wet' },
    },
  },
  'GET /api/threads/:id/treatment-plan': completed,
  'GET /api/threads/:id/consultants': { ...completed, query: { state: opt(text(40, 'Texas')) } },
  'GET /api/threads/:id/report.pdf': completed,
  'GET /api/threads/:id/fhir': completed,
  'POST /api/threads/:id/confirm': completed,
  'POST /api/threads/:id/baseline': {
    ...completed,
    json: { new_baseline: { type: 'boolean', required: true, valid: true } },
  },

  // ── the clinical record ──
  'GET /api/patients': { access: { kind: 'own-list', key: 'patients' }, query: { q: opt(text(120, 'Roe')) } },
  'POST /api/patients': { access: { kind: 'signed-in' }, json: PATIENT_FIELDS },
  'GET /api/patients/:id': ownPatient,
  'PATCH /api/patients/:id': { ...ownPatient, json: { ...PATIENT_FIELDS, display_name: opt(text(120, 'Jane Roe')) } },
  'DELETE /api/patients/:id': ownPatient,
  'POST /api/patients/:id/restore': ownPatient,
  // the team's deleted patients and assessments (owners and admins; a clinician gets 403 ADMIN_REQUIRED)
  'GET /api/trash': { access: { kind: 'own-list', key: 'entries' } },
  'POST /api/patients/:id/wounds': { ...ownPatient, json: WOUND_FIELDS },
  'GET /api/wounds/:id': ownWound,
  'PATCH /api/wounds/:id': { ...ownWound, json: WOUND_FIELDS },
  'GET /api/wounds/:id/trajectory': ownWound,
  'GET /api/wounds/:id/fhir': ownWound,
  // the wound's next assessment: a clinician's due date (the assignee, a member's id, is checked in follow-ups.test.ts)
  'PATCH /api/wounds/:id/follow-up': { ...ownWound, json: { due_date: isoDay('2026-12-01') } },
  // the active team's open wounds by next assessment due
  'GET /api/worklist': {
    access: { kind: 'own-list', key: 'items' },
    query: { tz: { type: 'text', required: false, valid: 'Europe/London', max: 64 } },
  },
  // the engine, queue sizes (every team's) and the database: signed-in only; GET /health stays public
  'GET /api/status': { access: { kind: 'signed-in' } },
  // the active team's overview; `recent` lists its latest assessments
  'GET /api/dashboard': {
    access: { kind: 'own-list', key: 'recent' },
    query: { tz: { type: 'text', required: false, valid: 'Europe/London', max: 64 } },
  },
  'GET /api/states': { access: { kind: 'signed-in' } },
  'GET /api/consultants': {
    access: { kind: 'signed-in' },
    query: {
      state: opt(text(40, 'Texas')),
      q: opt(text(100, 'wound')),
      availability: { type: 'enum', required: false, valid: 'available' },
    },
  },
  'GET /doctor_contact/:state': { access: { kind: 'signed-in' }, params: { state: 'California' } },

  // ── the team's referral network: every member reads, owners and admins change (a clinician gets 403 ADMIN_REQUIRED) ──
  'GET /api/referral-contacts': { access: { kind: 'own-list', key: 'contacts' } },
  'POST /api/referral-contacts': { access: { kind: 'signed-in' }, json: REFERRAL_CONTACT_FIELDS },
  // one of the active team's contacts by id; another team's is a 404 as for none (referrals.test.ts)
  'PUT /api/referral-contacts/:contactId': {
    access: { kind: 'signed-in' },
    params: { contactId: ABSENT_RECORD_ID },
    json: REFERRAL_CONTACT_FIELDS,
  },
  'DELETE /api/referral-contacts/:contactId': {
    access: { kind: 'signed-in' },
    params: { contactId: ABSENT_RECORD_ID },
  },
  // a referral letter from a completed assessment to one of the team's contacts; `contact_id`'s
  // sample is replaced by the owner's own contact where a suite needs the request to succeed
  'POST /api/threads/:id/referrals': {
    ...completed,
    json: {
      contact_id: text(100, ABSENT_RECORD_ID),
      reason: text(2000, 'Non-healing despite offloading; please assess perfusion.'),
      urgency: { type: 'enum', required: true, valid: 'soon' },
      delivery: { type: 'enum', required: true, valid: 'download' },
    },
  },
  'GET /api/wounds/:id/referrals': ownWound,
  // one of the active team's referrals by id (referrals.test.ts checks another team's is a 404)
  'PATCH /api/referrals/:referralId': {
    access: { kind: 'signed-in' },
    params: { referralId: ABSENT_RECORD_ID },
    json: { status: { type: 'enum', required: true, valid: 'acknowledged' } },
  },
  'GET /api/referrals/:referralId/letter.pdf': {
    access: { kind: 'signed-in' },
    params: { referralId: ABSENT_RECORD_ID },
  },
  // ── patient links: the plan a patient opens signed out ──
  // body { expires_in_days: 7 | 30 | 90 } ({} is 30 days)
  'POST /api/threads/:id/patient-links': {
    ...completed,
    emptyJsonIsValid: true,
    json: { expires_in_days: { type: 'integer-choice', required: false, valid: 7 } },
  },
  'GET /api/threads/:id/patient-links': completed,
  // revokes one of the team's links by its id
  'DELETE /api/patient-links/:id': { access: { kind: 'own-resource', needs: 'patient-link' } },
  // a well-formed token that opens nothing (44 characters would not be well-formed)
  'GET /api/patient-plan/:token': {
    access: { kind: 'public-by-token' },
    params: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
};

/** The owner's resources an :id stands for (a bare string is a thread id). */
export interface ResourceIds {
  thread: string;
  patient?: string;
  wound?: string;
  /** one of the thread's patient links */
  patientLink?: string;
}

/** The id an endpoint's :id takes from the given resources. */
export function idFor(e: Endpoint, ids: string | ResourceIds): string {
  const r = typeof ids === 'string' ? { thread: ids } : ids;
  const access = ROUTE_POLICIES[keyOf(e)]?.access;
  if (access?.kind === 'own-resource' && access.needs === 'patient') return r.patient ?? ABSENT_RECORD_ID;
  if (access?.kind === 'own-resource' && access.needs === 'wound') return r.wound ?? ABSENT_RECORD_ID;
  if (access?.kind === 'own-resource' && access.needs === 'patient-link') return r.patientLink ?? ABSENT_RECORD_ID;
  return r.thread;
}

/** A concrete URL for an endpoint: sample params, the given thread (patient, wound) id for :id. */
export function concretePath(e: Endpoint, ids: string | ResourceIds = 'analysis-1'): string {
  const policy = ROUTE_POLICIES[keyOf(e)];
  if (e.path === '/api/auth/*') return '/api/auth/get-session';
  return e.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
    name === 'id' ? idFor(e, ids) : (policy?.params?.[name] ?? 'x'),
  );
}

export interface SampleFiles {
  photo: Buffer;
  mask: Buffer;
}

/** The valid value of every field (required and optional) of a body or query spec. */
export function validValues(fields: Record<string, Field>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.valid]));
}

/** A well-formed request for an endpoint (method, URL, body), to which hostile variations are applied. */
export function validRequest(
  e: Endpoint,
  files: SampleFiles,
  ids: string | ResourceIds = 'analysis-1',
): { url: string; init: RequestInit & { json?: unknown } } {
  const policy = ROUTE_POLICIES[keyOf(e)];
  const method = e.method === 'ALL' ? 'GET' : e.method;
  let url = concretePath(e, ids);
  if (policy?.query) url += `?${new URLSearchParams(validValues(policy.query) as Record<string, string>)}`;
  if (policy?.json) return { url, init: { method, json: validValues(policy.json) } };
  if (policy?.multipart) {
    const fd = new FormData();
    for (const [name, kind] of Object.entries(policy.multipart.files)) {
      fd.set(name, new File([files[kind] as Uint8Array<ArrayBuffer>], `${kind}.png`, { type: 'image/png' }));
    }
    for (const [k, v] of Object.entries(validValues(policy.multipart.fields))) fd.set(k, String(v));
    return { url, init: { method, body: fd } };
  }
  return { url, init: { method } };
}
