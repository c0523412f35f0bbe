/**
 * Every endpoint of the app, classified. The isolation and fuzz suites read the live route
 * table (`app.routes`) and require it to equal the keys of ROUTE_POLICIES exactly, so a route
 * added without a classification (and therefore without an access check under test) fails them.
 * A signed-in route also declares what it does with a team (`team`): the isolation suite sends
 * every route that touches a team as an owner shut out by the team's two-factor rule, and only
 * `none` and `membership` may answer them.
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
  /**
   * needs a session; `team` says what it does with the caller's active team (lib/team-access):
   * `none` answers about the caller only (profile, directory, engine calls, their list of teams),
   * `membership` reads the team's settings whatever its two-factor rule (to say why a member is
   * shut out), `member` reads or changes its records, `admin` its state (invitations, members,
   * contacts), `owner` its sign-in rule
   */
  | { kind: 'signed-in'; team: TeamUse }
  /** needs a session; lists the records of the caller's active team under `key` (empty for a new user) */
  | { kind: 'own-list'; key: string }
  /** one of the active team's assessments, patients or wounds by :id; a user of another team gets 404, as if it did not exist */
  | { kind: 'own-resource'; needs: 'assessment' | 'completed-assessment' | 'patient' | 'wound' | 'patient-link' };

export type TeamUse = 'none' | 'membership' | 'member' | 'admin' | 'owner';

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
  /** :id may also be the record's global id (an exported link), in any team of the caller's */
  globalId?: true;
  /** sample values for non-resource path parameters (a resource's :id is the owner's assessment) */
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
const EHR_CONNECTION_FIELDS: Record<string, Field> = {
  name: text(100, 'Clinic EHR'),
  issuer: text(500, 'https://ehr.example.org/fhir'),
  client_id: text(300, 'woundly-app'),
  client_type: { type: 'enum', valid: 'public' },
  secret: opt(text(10_000, 'a-client-secret')),
  scopes: text(1000, 'openid fhirUser patient/Patient.r'),
};
/** the team audit's filter; the valid values keep every entry (the isolation suite expects the owner's) */
const TEAM_AUDIT_QUERY: Record<string, Field> = {
  from: { type: 'text', required: false, valid: '2000-01-01', max: 10 },
  to: { type: 'text', required: false, valid: '2999-12-31', max: 10 },
  page: { type: 'number-text', required: false, valid: '1' },
};
const ENGINE_FIELDS: Record<string, Field> = {
  conf_thresh: { type: 'number-text', required: false, valid: '0.5' },
  previous_area_cm2: { type: 'number-text', required: false, valid: '4.2' },
  exudate: { type: 'flag-text', required: false, valid: 'true' },
  smell: { type: 'flag-text', required: false, valid: 'false' },
};
const engineRoute: RoutePolicy = {
  access: { kind: 'signed-in', team: 'none' },
  multipart: { files: { file: 'photo' }, fields: ENGINE_FIELDS },
};
const completed: RoutePolicy = { access: { kind: 'own-resource', needs: 'completed-assessment' } };
const completedFile: RoutePolicy = { ...completed, globalId: true };
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
  // ── accounts ──
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
    access: { kind: 'signed-in', team: 'none' },
    // a wrong current password: no case of the fuzz may really change the password
    json: {
      currentPassword: { type: 'password', required: true, valid: 'wrong-current' },
      newPassword: { type: 'password', required: true, valid: 'another-secret' },
    },
  },
  // ── two-factor sign-in (better-auth's two-factor plugin) ──
  // a wrong password: no case of the fuzz may really turn two-factor on or off
  'POST /api/auth/two-factor/enable': {
    access: { kind: 'signed-in', team: 'none' },
    json: { password: { type: 'password', required: true, valid: 'wrong-current' } },
  },
  // and, while two-factor is on, a current code from the app
  'POST /api/auth/two-factor/disable': {
    access: { kind: 'signed-in', team: 'none' },
    json: { password: { type: 'password', required: true, valid: 'wrong-current' }, code: opt(text(16, '123456')) },
  },
  'POST /api/auth/two-factor/generate-backup-codes': {
    access: { kind: 'signed-in', team: 'none' },
    json: { password: { type: 'password', required: true, valid: 'wrong-current' }, code: opt(text(16, '123456')) },
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
  'POST /api/auth/send-verification-email': { access: { kind: 'signed-in', team: 'none' } },
  /** better-auth's own paths; only a short allow-list passes (get-session without its token, revoke sessions) */
  'ALL /api/auth/*': { access: { kind: 'public' } },
  // ── care teams (better-auth's organization plugin; acts on the caller's active team) ──
  'GET /api/auth/organization/list': { access: { kind: 'signed-in', team: 'none' } },
  'GET /api/auth/organization/get-full-organization': { access: { kind: 'signed-in', team: 'member' } },
  'POST /api/auth/organization/set-active': {
    access: { kind: 'signed-in', team: 'none' },
    json: { organizationId: text(200, 'not-a-team') },
  },
  'POST /api/auth/organization/invite-member': {
    access: { kind: 'signed-in', team: 'admin' },
    json: {
      email: { type: 'email', required: true, valid: 'colleague@example.com' },
      role: { type: 'enum', required: true, valid: 'clinician' },
    },
  },
  'POST /api/auth/organization/cancel-invitation': {
    access: { kind: 'signed-in', team: 'admin' },
    json: { invitationId: text(200, 'not-an-invitation') },
  },
  // the invited side: the token of the mailed link
  // the invited address and team of a live invitation link, for the sign-up form before an account exists
  'GET /api/invitation': { access: { kind: 'public' }, query: { token: text(200, 'not-a-token') } },
  'GET /api/auth/organization/get-invitation': {
    access: { kind: 'signed-in', team: 'none' },
    query: { token: text(200, 'not-a-token') },
  },
  'POST /api/auth/organization/accept-invitation': {
    access: { kind: 'signed-in', team: 'none' },
    json: { token: text(200, 'not-a-token') },
  },
  'POST /api/auth/organization/reject-invitation': {
    access: { kind: 'signed-in', team: 'none' },
    json: { token: text(200, 'not-a-token') },
  },
  'POST /api/auth/organization/update-member-role': {
    access: { kind: 'signed-in', team: 'admin' },
    json: { memberId: text(200, 'not-a-member'), role: { type: 'enum', required: true, valid: 'admin' } },
  },
  'POST /api/auth/organization/remove-member': {
    access: { kind: 'signed-in', team: 'admin' },
    json: { memberIdOrEmail: text(200, 'not-a-member') },
  },
  'POST /api/auth/organization/leave': {
    access: { kind: 'signed-in', team: 'none' },
    json: { organizationId: text(200, 'not-a-team') },
  },
  'GET /api/profile': { access: { kind: 'signed-in', team: 'none' } },
  'PATCH /api/profile': {
    access: { kind: 'signed-in', team: 'none' },
    json: {
      first_name: opt(text(100, 'Ada')),
      last_name: opt(text(100, 'Nurse')),
      title: opt(text(120, 'RN')),
      organization: opt(text(160, 'Mercy')),
    },
  },
  'GET /api/profile/audit': { access: { kind: 'signed-in', team: 'none' } },
  // the caller's own morning reminder of their due follow-ups
  'GET /api/profile/reminders': { access: { kind: 'signed-in', team: 'none' } },
  'PUT /api/profile/reminders': {
    access: { kind: 'signed-in', team: 'none' },
    json: {
      enabled: { type: 'boolean', required: true, valid: false },
      time_zone: { type: 'text', required: false, valid: 'Europe/London', max: 64 },
    },
  },
  'GET /api/profile/sessions': { access: { kind: 'signed-in', team: 'none' } },
  // one of the caller's sessions by its id (another user's, or none: 404)
  'DELETE /api/profile/sessions/:sessionId': {
    access: { kind: 'signed-in', team: 'none' },
    params: { sessionId: 'not-a-session' },
  },
  // the active team's settings: every member reads; owners and admins who meet the team's two-factor
  // rule change them, the rule itself only an owner with a fresh code (asking for what is set needs none)
  'GET /api/team/settings': { access: { kind: 'signed-in', team: 'membership' } },
  // the team's audit trail in words and as CSV (owners and admins; a clinician gets 403 ADMIN_REQUIRED)
  'GET /api/team/audit': { access: { kind: 'own-list', key: 'entries' }, query: TEAM_AUDIT_QUERY },
  'GET /api/team/audit/export': { access: { kind: 'signed-in', team: 'admin' }, query: TEAM_AUDIT_QUERY },
  'PUT /api/team/settings': {
    access: { kind: 'signed-in', team: 'owner' },
    json: {
      require_two_factor: { type: 'boolean', required: false, valid: false },
      sample_directory: { type: 'boolean', required: false, valid: true },
      code: opt(text(16, '123456')),
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
  'GET /treatment_plan/:kind': { access: { kind: 'signed-in', team: 'none' }, params: { kind: 'infected' } },
  'POST /segment_wound': engineRoute,
  'POST /diagnose_infection': engineRoute,
  'POST /describe_wound': engineRoute,
  'POST /api/analyze': engineRoute,
  'POST /api/personalize-vbc': {
    access: { kind: 'signed-in', team: 'none' },
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

  // ── the workspace: assessments and their record ──
  'POST /api/assessments': {
    access: { kind: 'signed-in', team: 'member' },
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
  'GET /api/assessments': { access: { kind: 'own-list', key: 'assessments' } },
  'GET /api/assessments/:id': { access: { kind: 'own-resource', needs: 'assessment' } },
  // into the trash (owners and admins; a clinician gets 403 ADMIN_REQUIRED)
  'DELETE /api/assessments/:id': { access: { kind: 'own-resource', needs: 'assessment' } },
  // out of the trash (owners and admins); a live assessment is answered as it is
  'POST /api/assessments/:id/restore': { access: { kind: 'own-resource', needs: 'assessment' } },
  // a failed analysis queued again on its stored photo; any other state is answered as it is
  'POST /api/assessments/:id/retry': { access: { kind: 'own-resource', needs: 'assessment' } },
  'PATCH /api/assessments/:id': {
    access: { kind: 'own-resource', needs: 'assessment' },
    json: { priority: { type: 'enum', required: true, valid: 'high' } },
  },
  'GET /api/assessments/:id/image': completedFile,
  'GET /api/assessments/:id/annotated': completedFile,
  'GET /api/assessments/:id/mask': completedFile,
  'GET /api/assessments/:id/probability': completedFile,
  'POST /api/assessments/:id/outline': { ...completed, multipart: { files: { mask: 'mask' }, fields: {} } },
  // body { sign: state, … } (a sign left out is not assessed)
  'PUT /api/assessments/:id/infection-signs': {
    ...completed,
    emptyJsonIsValid: true,
    json: {
      smell: { type: 'enum', required: false, valid: 'present' },
      probes_to_bone: { type: 'enum', required: false, valid: 'absent' },
    },
  },
  // the visit's bedside exam (a field left out is not assessed; {} clears it)
  'PUT /api/assessments/:id/bedside-exam': {
    ...completed,
    emptyJsonIsValid: true,
    // the clock positions, depths, conditions and pain score are checked by bedside-exam.test.ts
    json: { dressing: text(300, 'Foam border', false) },
  },
  // the clinician's tissue entry { worst, necrosis }
  'PUT /api/assessments/:id/tissue': {
    ...completed,
    json: {
      worst: { type: 'enum', required: true, valid: 'slough' },
      necrosis: { type: 'enum', required: false, valid: 'wet' },
    },
  },
  'GET /api/assessments/:id/treatment-plan': completed,
  'GET /api/assessments/:id/consultants': { ...completed, query: { state: opt(text(40, 'Texas')) } },
  'GET /api/assessments/:id/report.pdf': completed,
  'GET /api/assessments/:id/fhir': completed,
  // where the assessment stands in its patient's chart; "Send to chart" (409 EHR_NOT_CONNECTED for a patient no
  // EHR launch linked: the suites link their patients to a stand-in EHR, test/support/ehr-link.ts)
  'GET /api/assessments/:id/chart': completed,
  'POST /api/assessments/:id/chart': completed,
  'POST /api/assessments/:id/confirm': completed,
  'POST /api/assessments/:id/baseline': {
    ...completed,
    json: { new_baseline: { type: 'boolean', required: true, valid: true } },
  },

  // ── the clinical record ──
  'GET /api/patients': { access: { kind: 'own-list', key: 'patients' }, query: { q: opt(text(120, 'Roe')) } },
  'POST /api/patients': { access: { kind: 'signed-in', team: 'member' }, json: PATIENT_FIELDS },
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
  // the engine, the active team's queue sizes and the database; GET /health stays public
  'GET /api/status': { access: { kind: 'signed-in', team: 'member' } },
  // the active team's overview; `recent` lists its latest assessments
  'GET /api/dashboard': {
    access: { kind: 'own-list', key: 'recent' },
    query: { tz: { type: 'text', required: false, valid: 'Europe/London', max: 64 } },
  },
  'GET /api/states': { access: { kind: 'signed-in', team: 'none' } },
  'GET /api/consultants': {
    access: { kind: 'signed-in', team: 'none' },
    query: {
      state: opt(text(40, 'Texas')),
      q: opt(text(100, 'wound')),
      availability: { type: 'enum', required: false, valid: 'available' },
    },
  },
  'GET /doctor_contact/:state': { access: { kind: 'signed-in', team: 'none' }, params: { state: 'California' } },

  // ── the team's referral network: every member reads, owners and admins change (a clinician gets 403 ADMIN_REQUIRED) ──
  // EHR connections (SMART on FHIR): members read them, owners and admins change them (ehr-launch.test.ts)
  'GET /api/ehr/connections': { access: { kind: 'signed-in', team: 'member' } },
  'POST /api/ehr/connections': { access: { kind: 'signed-in', team: 'admin' }, json: EHR_CONNECTION_FIELDS },
  'PUT /api/ehr/connections/:connectionId': {
    access: { kind: 'signed-in', team: 'admin' },
    params: { connectionId: ABSENT_RECORD_ID },
    json: EHR_CONNECTION_FIELDS,
  },
  'DELETE /api/ehr/connections/:connectionId': {
    access: { kind: 'signed-in', team: 'admin' },
    params: { connectionId: ABSENT_RECORD_ID },
  },
  // a launch names its EHR by `iss`: only a connection of a team of the caller's is used (else 403, never fetched)
  'POST /api/ehr/launch': {
    access: { kind: 'signed-in', team: 'none' },
    json: { iss: text(500, 'https://ehr.example.org/fhir'), launch: text(2000, 'launch-1') },
  },
  'POST /api/ehr/connect': {
    access: { kind: 'signed-in', team: 'member' },
    json: { connection_id: text(100, ABSENT_RECORD_ID) },
  },
  // the authorization answer: its `state` must be one the caller started (else 400 EHR_STATE_INVALID)
  'POST /api/ehr/callback': {
    access: { kind: 'signed-in', team: 'none' },
    json: {
      state: text(500, 'state-1'),
      code: opt(text(4000, 'code-1')),
      error: opt(text(200, 'access_denied')),
      error_description: opt(text(2000, 'denied')),
      iss: opt(text(500, 'https://ehr.example.org/fhir')),
    },
  },
  'POST /api/ehr/patients': {
    access: { kind: 'signed-in', team: 'member' },
    json: { connection_id: text(100, ABSENT_RECORD_ID), ehr_patient_id: text(200, 'p-1') },
  },
  'GET /api/referral-contacts': { access: { kind: 'own-list', key: 'contacts' } },
  'POST /api/referral-contacts': { access: { kind: 'signed-in', team: 'admin' }, json: REFERRAL_CONTACT_FIELDS },
  // one of the active team's contacts by id; another team's is a 404 as for none (referrals.test.ts)
  'PUT /api/referral-contacts/:contactId': {
    access: { kind: 'signed-in', team: 'admin' },
    params: { contactId: ABSENT_RECORD_ID },
    json: REFERRAL_CONTACT_FIELDS,
  },
  'DELETE /api/referral-contacts/:contactId': {
    access: { kind: 'signed-in', team: 'admin' },
    params: { contactId: ABSENT_RECORD_ID },
  },
  // a referral letter from a completed assessment to one of the team's contacts; `contact_id`'s
  // sample is replaced by the owner's own contact where a suite needs the request to succeed
  'POST /api/assessments/:id/referrals': {
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
    access: { kind: 'signed-in', team: 'member' },
    params: { referralId: ABSENT_RECORD_ID },
    json: { status: { type: 'enum', required: true, valid: 'acknowledged' } },
  },
  'GET /api/referrals/:referralId/letter.pdf': {
    access: { kind: 'signed-in', team: 'member' },
    params: { referralId: ABSENT_RECORD_ID },
  },
  // ── patient links: the plan a patient opens signed out ──
  // body { expires_in_days: 7 | 30 | 90 } ({} is 30 days)
  'POST /api/assessments/:id/patient-links': {
    ...completed,
    emptyJsonIsValid: true,
    json: { expires_in_days: { type: 'integer-choice', required: false, valid: 7 } },
  },
  'GET /api/assessments/:id/patient-links': completed,
  // revokes one of the team's links by its id
  'DELETE /api/patient-links/:id': { access: { kind: 'own-resource', needs: 'patient-link' } },
  // a well-formed token that opens nothing (44 characters would not be well-formed)
  'GET /api/patient-plan/:token': {
    access: { kind: 'public-by-token' },
    params: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
};

/** The owner's resources an :id stands for (a bare string is an assessment id). */
export interface ResourceIds {
  assessment: string;
  patient?: string;
  wound?: string;
  /** one of the assessment's patient links */
  patientLink?: string;
}

/** The id an endpoint's :id takes from the given resources. */
export function idFor(e: Endpoint, ids: string | ResourceIds): string {
  const r = typeof ids === 'string' ? { assessment: ids } : ids;
  const access = ROUTE_POLICIES[keyOf(e)]?.access;
  if (access?.kind === 'own-resource' && access.needs === 'patient') return r.patient ?? ABSENT_RECORD_ID;
  if (access?.kind === 'own-resource' && access.needs === 'wound') return r.wound ?? ABSENT_RECORD_ID;
  if (access?.kind === 'own-resource' && access.needs === 'patient-link') return r.patientLink ?? ABSENT_RECORD_ID;
  return r.assessment;
}

/** A concrete URL for an endpoint: sample params, the given assessment (patient, wound) id for :id. */
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
