/**
 * What the API accepts: the zod schemas of request bodies and queries. The server validates every
 * request with these (a failure answers 400 VALIDATION_ERROR with the first issue's message), the
 * web's forms check the same schemas before sending and show the same messages, and the web's API
 * client is typed by their inferred types. Imported as `@woundcare/api-types/requests`, apart from
 * the package root, so that a page without a form loads no zod (`import type` of a body is free).
 */

import { z } from 'zod';
import {
  type ClockPosition,
  CLINICIAN_SIGNS,
  BODY_SITE_CODES,
  ETIOLOGIES,
  INFECTION_SIGN_IDS,
  PERIWOUND_CONDITION_IDS,
  SIGN_STATES,
} from '@woundcare/vocabulary';
import { IWGDF_SIGN_IDS, TISSUE_TYPES } from './assessment.ts';
import { REFERRAL_SPECIALTIES, REFERRAL_STATUSES, REFERRAL_URGENCIES, REFERRAL_DELIVERIES } from './referrals.ts';
import { DEFAULT_PATIENT_LINK_DAYS, PATIENT_LINK_DAYS } from './patient-link.ts';
import { PATIENT_LOCALES } from './locales.ts';
import { EXUDATE_LEVELS, HEALING_POTENTIALS, PATIENT_SEXES, PRESSURE_INJURY_STAGES, WOUND_STATUSES } from './record.ts';
import { TEAM_AUDIT_ACTIONS } from './account.ts';

// ── accounts: sign-up (book a demo), sign-in, passwords ──

/** NIST SP 800-63B §5.1.1.2: at least 8 characters (the server also refuses the most common passwords). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const accountEmail = z.string().trim().toLowerCase().max(254).pipe(z.email('is not a valid email address'));

/** A new password (sign-up, reset, change): 8–128 characters; the server adds its common-password check. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

/**
 * A person's or a team's name, as the product shows it and mails it to others (invitations): one
 * line of letters, digits, spaces and the punctuation names use — no control characters, no web
 * or e-mail address (a mail client would make it a link).
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} '’.,&()/#+-]*$/u;
// A host name is matched from the start of its word only (the lookbehind): the same answer as
// from any letter inside it, but in time linear in the text's length — without it a 100 KB name
// (refused for its length, yet still checked) cost the server tens of seconds of CPU.
const LOOKS_LIKE_ADDRESS = /www\.|(?<![\p{L}\p{N}-])[\p{L}\p{N}-]+\.\p{L}{2,}(?=$|[\s/#])/iu;
export const NAME_MESSAGES = {
  characters: "may contain only letters, digits, spaces and . , ' - & ( ) / # +",
  address: 'must not contain a web address',
} as const;
const plainName = (s: z.ZodString) =>
  s
    .refine((v) => NAME_CHARACTERS.test(v), NAME_MESSAGES.characters)
    .refine((v) => !LOOKS_LIKE_ADDRESS.test(v), NAME_MESSAGES.address);

/** An invitation link's token (from the mail): the proof of control of the invited address. */
const invitationToken = z.string().trim().min(1, 'is required').max(200, 'is too long');

/** POST /api/auth/sign-up/email (the book-a-demo form) */
export const signUpSchema = z.object({
  email: accountEmail,
  password: newPasswordSchema,
  first_name: plainName(z.string().trim().min(1, 'First name is required').max(100)),
  last_name: plainName(z.string().trim().min(1, 'Last name is required').max(100)),
  title: z.string().trim().max(120).optional().nullable(),
  organization: plainName(z.string().trim().max(160)).optional().nullable(),
  rememberMe: z.boolean().optional(),
  /** booking a demo through a team invitation link (its mailed token): the new account joins that team */
  invitation_token: invitationToken.optional(),
});
export type SignUpBody = z.input<typeof signUpSchema>;

/** POST /api/auth/sign-in/email */
export const signInSchema = z.object({
  email: accountEmail,
  password: z.string().min(1).max(PASSWORD_MAX),
  rememberMe: z.boolean().optional(),
});
export type SignInBody = z.input<typeof signInSchema>;

/** POST /api/auth/request-password-reset */
export const resetRequestSchema = z.object({ email: accountEmail, redirectTo: z.string().max(300).optional() });
export type ResetRequestBody = z.input<typeof resetRequestSchema>;
/** POST /api/auth/reset-password */
export const resetPasswordSchema = z.object({ newPassword: newPasswordSchema, token: z.string().min(1).max(512) });
export type ResetPasswordBody = z.input<typeof resetPasswordSchema>;
/** POST /api/auth/revoke-session */
export const revokeSessionSchema = z.object({ token: z.string().min(1).max(512) });
/** POST /api/auth/change-password */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;
/** GET /api/auth/verify-email?token= (the confirmation mail's link) */
export const verifyEmailQuery = z.object({
  token: z
    .string()
    .min(1, 'is required')
    .max(2048, 'is too long')
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'is not a confirmation token'),
});

// ── two-factor sign-in (TOTP authenticator app + recovery codes) ──

/** A 6-digit code from an authenticator app (spaces, as apps show "123 456", are dropped). */
const totpCode = z
  .string()
  .max(16, 'Enter the 6-digit code from your authenticator app')
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));
export const totpCodeSchema = z.object({ code: totpCode });
export type TotpCodeBody = z.input<typeof totpCodeSchema>;
/** A one-time recovery code as shown when two-factor was turned on (xxxxx-xxxxx). */
export const recoveryCodeSchema = z.object({
  code: z.string().trim().min(1, 'Enter a recovery code').max(32, 'A recovery code is at most 32 characters'),
});
export type RecoveryCodeBody = z.input<typeof recoveryCodeSchema>;
/** Turn on / turn off two-factor, or make new recovery codes: the account's password again. */
export const twoFactorPasswordSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});
export type TwoFactorPasswordBody = z.input<typeof twoFactorPasswordSchema>;
/** Turn off two-factor, or make new recovery codes: the password and, while it is on, a current code from the app. */
export const twoFactorChangeSchema = twoFactorPasswordSchema.extend({ code: totpCode.optional() });
export type TwoFactorChangeBody = z.input<typeof twoFactorChangeSchema>;

// ── profile ──

const profileName = plainName(z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'));
const profileOptional = (max: number, name = false) => {
  const text = z.string().trim().max(max, `must be at most ${max} characters`);
  return (name ? plainName(text) : text)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
};

/** PATCH /api/profile */
export const profilePatchSchema = z
  .strictObject({
    first_name: profileName.optional(),
    last_name: profileName.optional(),
    title: profileOptional(120),
    organization: profileOptional(160, true),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'Send at least one field to change' });
export type ProfilePatchBody = z.input<typeof profilePatchSchema>;

// ── care teams ──

/** Care-team roles: owner and admin manage the team (invite, change roles, remove); a clinician works on the records. */
export const TEAM_ROLES = ['owner', 'admin', 'clinician'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

const teamId = z.string().trim().min(1, 'is required').max(200, 'is too long');
const teamRole = z.enum(TEAM_ROLES, { message: `must be one of ${TEAM_ROLES.join(', ')}` });

/** POST /api/auth/organization/invite-member */
export const inviteMemberSchema = z.object({ email: accountEmail, role: teamRole });
export type InviteMemberBody = z.input<typeof inviteMemberSchema>;
/** POST /api/auth/organization/cancel-invitation (the inviter's side: the invitation id) */
export const invitationSchema = z.object({ invitationId: teamId });
/** accept / reject an invitation (the invited side: the token from the mailed link) */
export const invitationTokenSchema = z.object({ token: invitationToken });
/** POST /api/auth/organization/set-active */
export const setActiveTeamSchema = z.object({ organizationId: teamId });
/** POST /api/auth/organization/update-member-role */
export const memberRoleSchema = z.object({ memberId: teamId, role: teamRole });
export type MemberRoleBody = z.input<typeof memberRoleSchema>;
/** POST /api/auth/organization/remove-member */
export const removeMemberSchema = z.object({ memberIdOrEmail: teamId });
/** POST /api/auth/organization/leave */
export const leaveTeamSchema = z.object({ organizationId: teamId });
/** GET /api/auth/organization/get-invitation?token= */
export const invitationQuery = z.object({ token: invitationToken });
/** PUT /api/team/settings (owners): members must sign in with two-factor to open the team's records */
export const teamSettingsSchema = z
  .strictObject({
    require_two_factor: z.boolean().optional(),
    sample_directory: z.boolean().optional(),
    /** the clinic's time zone, an IANA name ("Europe/Berlin") */
    time_zone: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .refine((v) => isTimeZone(v), 'must be an IANA time zone name, e.g. Europe/Berlin')
      .optional(),
    /** the clinic's phone number for patients ('' clears it): digits with spaces, +, -, ( ) or / */
    clinic_phone: z
      .string()
      .trim()
      .max(30, 'must be at most 30 characters')
      .refine((v) => v === '' || (/^\+?[0-9 ()/-]+$/.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 5), {
        message: 'must be a phone number (at least 5 digits; spaces, +, -, ( ) and / allowed)',
      })
      .transform((v) => (v === '' ? null : v))
      .optional(),
    /** a current code from the owner's authenticator app: changing require_two_factor needs it */
    code: totpCode.optional(),
  })
  .refine(
    (v) =>
      v.require_two_factor !== undefined ||
      v.sample_directory !== undefined ||
      v.time_zone !== undefined ||
      v.clinic_phone !== undefined,
    { message: 'give require_two_factor, sample_directory, time_zone or clinic_phone' },
  );

export type TeamSettingsBody = z.input<typeof teamSettingsSchema>;
/** DELETE /api/profile/sessions/:sessionId */
export const sessionIdParam = z.object({ id: z.string().min(1).max(200) });

// ── public forms: contact and newsletter ──

/** Contact-form service interests, exactly as docs/spec-notes.md#contact-form (the web form offers the same ids). */
export const SERVICE_INTERESTS = [
  'ai-measurement',
  'clinical-support',
  'care-coordination',
  'telehealth',
  'custom-solution',
  'general-inquiry',
] as const;
export type ServiceInterestId = (typeof SERVICE_INTERESTS)[number];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const formEmail = z
  .string({ error: 'Email address is required' })
  .trim()
  .min(1, 'Email address is required')
  .max(254, 'Email address must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address, e.g. name@hospital.org' }))
  .transform((v) => v.toLowerCase());

/** POST /api/contact */
export const contactSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: formEmail,
  phone: optionalText('Phone number', 40),
  organization: requiredText('Organization', 200),
  title: optionalText('Job title', 120),
  message: requiredText('Message', 5000),
  serviceInterest: z
    .enum(SERVICE_INTERESTS, { error: 'Choose one of the listed service interests' })
    .default('ai-measurement'),
});
export type ContactBody = z.input<typeof contactSchema>;

/** POST /api/subscribe */
export const subscribeSchema = z.object({ email: formEmail });
export type SubscribeBody = z.input<typeof subscribeSchema>;

// ── the clinical record: patients and wounds ──

/** C0 control characters and DEL (a name is one printable line). */
const hasControlChars = (v: string) => [...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
const line = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !hasControlChars(v), 'must not contain control characters');
const optionalLine = (max: number) => z.union([line(max), z.literal('').transform(() => null), z.null()]);

/** a calendar date, 'YYYY-MM-DD', real and not in the future */
export const calendarDate = z
  .string({ message: 'must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 1900;
  }, 'must be a real date (YYYY-MM-DD)')
  .refine((v) => new Date(`${v}T00:00:00Z`).getTime() <= Date.now() + 86_400_000, 'must not be in the future');
const optionalDate = z.union([calendarDate, z.literal('').transform(() => null), z.null()]);

const patientBody = {
  display_name: line(120),
  identifier: optionalLine(64).optional(),
  birth_date: optionalDate.optional(),
  sex: z
    .enum(PATIENT_SEXES, { message: `must be one of ${PATIENT_SEXES.join(', ')}` })
    .nullable()
    .optional(),
  /** the language the patient reads best, of those the patient page speaks (null: not recorded) */
  preferred_language: z
    .enum(PATIENT_LOCALES, { message: `must be one of ${PATIENT_LOCALES.join(', ')}` })
    .nullable()
    .optional(),
};
/** POST /api/patients */
export const createPatientSchema = z.strictObject(patientBody);
export type CreatePatientBody = z.input<typeof createPatientSchema>;
/** PATCH /api/patients/:id */
export const patchPatientSchema = z
  .strictObject({ ...patientBody, display_name: line(120).optional() })
  .refine((p) => Object.keys(p).length > 0, { message: 'Send at least one field to change' });
export type PatchPatientBody = z.input<typeof patchPatientSchema>;
/** GET /api/patients?q= */
export const patientListQuery = z.object({
  q: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().max(120, 'must be at most 120 characters').optional(),
  ),
});

const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** GET /api/dashboard?tz= — the IANA time zone whose calendar week is counted (default UTC). */
export const dashboardQuery = z.object({
  tz: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .max(64, 'must be at most 64 characters')
      .refine(isTimeZone, 'must be an IANA time zone such as Europe/London')
      .optional(),
  ),
});

const woundBody = {
  label: line(60).optional(),
  body_site: z
    .enum(BODY_SITE_CODES, { message: 'must be one of the coded body sites (see BODY_SITES)' })
    .nullable()
    .optional(),
  etiology: z.enum(ETIOLOGIES, { message: `must be one of ${ETIOLOGIES.join(', ')}` }).optional(),
  stage: z
    .enum(PRESSURE_INJURY_STAGES, { message: `must be one of ${PRESSURE_INJURY_STAGES.join(', ')}` })
    .nullable()
    .optional(),
  onset_date: optionalDate.optional(),
  status: z.enum(WOUND_STATUSES, { message: `must be one of ${WOUND_STATUSES.join(', ')}` }).optional(),
  status_date: optionalDate.optional(),
  abpi: z
    .number({ message: 'must be a number (ankle-brachial pressure index)' })
    .min(0.1, 'must be at least 0.1')
    .max(3, 'must be at most 3')
    .nullable()
    .optional(),
  tbi: z
    .number({ message: 'must be a number (toe-brachial index)' })
    .min(0, 'must be at least 0')
    .max(2, 'must be at most 2')
    .nullable()
    .optional(),
  healing_potential: z
    .enum(HEALING_POTENTIALS, { message: `must be one of ${HEALING_POTENTIALS.join(', ')} (or null: not assessed)` })
    .nullable()
    .optional(),
};
const stageOnlyForPressure = (w: { etiology?: string; stage?: string | null }) =>
  !w.stage || w.etiology === undefined || w.etiology === 'pressure_injury';
/** POST /api/patients/:id/wounds */
export const createWoundSchema = z
  .strictObject(woundBody)
  .refine(stageOnlyForPressure, { message: 'stage: only a pressure injury has an NPIAP stage', path: ['stage'] });
export type CreateWoundBody = z.input<typeof createWoundSchema>;
/** PATCH /api/wounds/:id */
export const patchWoundSchema = z
  .strictObject(woundBody)
  .refine((p) => Object.keys(p).length > 0, { message: 'Send at least one field to change' })
  .refine(stageOnlyForPressure, { message: 'stage: only a pressure injury has an NPIAP stage', path: ['stage'] });
export type PatchWoundBody = z.input<typeof patchWoundSchema>;

// ── assessments (assessments) ──

const blank = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);

/** an entered exam date: 'YYYY-MM-DD' (read as noon UTC, so it shows as that day everywhere) or an ISO date-time */
export const examDateSchema = z
  .string({ message: 'must be a date (YYYY-MM-DD) or an ISO date-time' })
  .max(40)
  .transform((v, ctx) => {
    const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T12:00:00Z` : v);
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(v);
    if (
      !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(v) ||
      Number.isNaN(d.getTime()) ||
      (dateOnly && d.toISOString().slice(0, 10) !== v)
    ) {
      ctx.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD) or an ISO date-time' });
      return z.NEVER;
    }
    if (d.getTime() < Date.UTC(2000, 0, 1) || d.getTime() > Date.now() + 86_400_000) {
      ctx.addIssue({ code: 'custom', message: 'must be between 2000-01-01 and today' });
      return z.NEVER;
    }
    return d;
  });

const signState = z.enum(SIGN_STATES, { message: `must be one of ${SIGN_STATES.join(', ')}` });
const BEDSIDE_SIGN_IDS = [...INFECTION_SIGN_IDS, ...IWGDF_SIGN_IDS] as const;
/**
 * PUT /api/assessments/:id/infection-signs — the bedside checklist: { sign: state } (a sign left out
 * is not assessed): the NERDS/STONEES observations and the IWGDF/IDSA 2023 diabetic-foot items.
 */
export const bedsideSignsSchema = z.partialRecord(
  z.enum(BEDSIDE_SIGN_IDS, { message: `each sign must be one of ${BEDSIDE_SIGN_IDS.join(', ')}` }),
  signState,
);
export type BedsideSignsBody = z.input<typeof bedsideSignsSchema>;

const bedsideField = z.preprocess(
  blank,
  z
    .string()
    .max(2000, 'is too long')
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object { sign: state }' });
        return z.NEVER;
      }
    })
    .pipe(bedsideSignsSchema)
    .optional(),
);

/** POST /api/assessments: the optional `Idempotency-Key` header (IDEMPOTENCY_KEY_HEADER), a UUID. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.uuid({ message: 'must be a UUID' }))
  .optional();

/** POST /api/assessments (multipart): the text fields sent with the photo. */
export const uploadFieldsSchema = z.object({
  patient_name: z.preprocess(
    blank,
    z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(120, 'must be at most 120 characters')
      .refine((v) => !hasControlChars(v), 'must not contain control characters')
      .optional(),
  ),
  /** a new patient's MRN and birth date (with patient_name; never used to find an existing patient) */
  patient_identifier: z.preprocess(blank, line(64).optional()),
  patient_birth_date: z.preprocess(blank, calendarDate.optional()),
  wound_id: z.preprocess(blank, z.string({ message: 'must be a wound id' }).max(64, 'must be a wound id').optional()),
  exam_date: z.preprocess(blank, examDateSchema.optional()),
  /** 'true': file the photo although its exam date is on or before another visit of the wound (EXAM_DATE_CONFLICT) */
  confirm_exam_date: z.preprocess(
    blank,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .transform((v) => v === 'true')
      .optional(),
  ),
  depth_cm: z.preprocess(
    blank,
    z.coerce
      .number({ message: 'must be a number' })
      .min(0, 'must be 0 or more')
      .max(30, 'must be at most 30 cm')
      .optional(),
  ),
  exudate: z.preprocess(
    blank,
    z.enum(EXUDATE_LEVELS, { message: `must be one of ${EXUDATE_LEVELS.join(', ')}` }).optional(),
  ),
  conf_thresh: z.preprocess(
    blank,
    z.coerce.number({ message: 'must be a number' }).gt(0, 'must be above 0').lt(1, 'must be below 1').optional(),
  ),
  signs: z.preprocess(
    blank,
    z
      .string({ message: 'must be a comma-separated list' })
      .max(300)
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.enum(CLINICIAN_SIGNS, { message: `each sign must be one of ${CLINICIAN_SIGNS.join(', ')}` })))
      .optional(),
  ),
  bedside_signs: bedsideField,
});

/** POST /api/assessments/:id/baseline */
export const baselineSchema = z.strictObject({ new_baseline: z.boolean({ message: 'must be true or false' }) });
export type BaselineBody = z.input<typeof baselineSchema>;
/** PATCH /api/assessments/:id */
export const assessmentPatchSchema = z.strictObject({
  priority: z.enum(['low', 'medium', 'high'], { message: 'must be low, medium or high' }),
});
export type AssessmentPatchBody = z.input<typeof assessmentPatchSchema>;
/** A tissue share of the wound bed, whole percent. */
const tissueShare = z.number({ message: 'must be a percentage' }).int('must be a whole percentage').min(0).max(100);
/**
 * PUT /api/assessments/:id/tissue — the clinician's tissue entry (the photo's colour shares are
 * hints only): the worst tissue present, or the share of each type in the bed (PUSH 3.0 / BWAT
 * style, adding up to 100 %); the clinical core reads the worst type present from the shares.
 */
export const clinicianTissueSchema = z
  .strictObject({
    worst: z.enum(TISSUE_TYPES, { message: `must be one of ${TISSUE_TYPES.join(', ')}` }).optional(),
    shares: z
      .strictObject({ granulation: tissueShare, slough: tissueShare, necrotic: tissueShare, epithelial: tissueShare })
      .refine((s) => s.granulation + s.slough + s.necrotic + s.epithelial === 100, {
        message: 'the shares must add up to 100 %',
      })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    necrosis: z
      .enum(['dry_stable', 'wet'], { message: 'must be dry_stable or wet (or null: not said)' })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .refine((t) => t.worst !== undefined || t.shares !== null, {
    message: 'give the worst tissue type or the share of each type',
    path: ['worst'],
  });
export type ClinicianTissueBody = z.input<typeof clinicianTissueSchema>;
// ── the bedside exam of a visit (undermining, tunnelling, periwound, pain, dressing) ──

const clock = z
  .number({ message: 'must be a clock position 1–12' })
  .int('must be a whole clock position 1–12')
  .min(1, 'must be a clock position 1–12')
  .max(12, 'must be a clock position 1–12')
  .transform((v) => v as ClockPosition);
/** half of a UTF-16 surrogate pair without its other half */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** a probed depth: more than 0, at most 30 cm, to 0.1 cm */
const probedCm = z
  .number({ message: 'must be a depth in cm' })
  .gt(0, 'must be more than 0 cm (say "none found" instead)')
  .max(30, 'must be at most 30 cm')
  .transform((v) => Math.round(v * 10) / 10);
/**
 * PUT /api/assessments/:id/bedside-exam: the whole exam of the visit (it replaces the last one).
 * null or a field left out = not assessed; [] = none found.
 */
export const bedsideExamSchema = z.strictObject({
  undermining: z
    .array(z.strictObject({ fromClock: clock, toClock: clock, depthCm: probedCm }))
    .max(12, 'at most 12 undermined stretches')
    .nullable()
    .default(null),
  tunnelling: z
    .array(z.strictObject({ clock, depthCm: probedCm }))
    .max(12, 'at most 12 tunnels')
    .nullable()
    .default(null),
  periwound: z
    .array(z.enum(PERIWOUND_CONDITION_IDS, { message: `each must be one of ${PERIWOUND_CONDITION_IDS.join(', ')}` }))
    .min(1, 'choose at least one condition (or null: not assessed)')
    .refine((v) => new Set(v).size === v.length, 'each condition once')
    .refine((v) => !v.includes('intact') || v.length === 1, '"intact" cannot go with another condition')
    .nullable()
    .default(null),
  painScore: z
    .number({ message: 'must be a whole number 0–10' })
    .int('must be a whole number 0–10')
    .min(0, 'must be a whole number 0–10')
    .max(10, 'must be a whole number 0–10')
    .nullable()
    .default(null),
  dressing: z
    .string()
    .trim()
    .max(300, 'must be at most 300 characters')
    // stored in a JSON document: a lone UTF-16 surrogate is not text PostgreSQL's jsonb accepts
    .refine((v) => !LONE_SURROGATE.test(v), 'must be plain text (it holds a broken character)')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
});
export type BedsideExamBody = z.input<typeof bedsideExamSchema>;

/** GET /api/assessments/:id/consultants?state= */
export const consultantStateQuery = z.object({
  state: z.preprocess(blank, z.string().max(40, 'is too long').optional()),
});

// ── the team's referral network and referrals ──

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(v), 'must be on one line');
/** A control character other than tab, line feed and carriage return. */
const isControl = (ch: string) => {
  const c = ch.charCodeAt(0);
  return (c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127;
};
/** Several lines of text: no control characters but line breaks and tabs. */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => ![...v].some(isControl), 'must not contain control characters');
const contactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address, e.g. name@hospital.org' }));

/** POST /api/referral-contacts and PATCH /api/referral-contacts/:contactId (every field; owners and admins) */
export const referralContactSchema = z.object({
  name: oneLine(120).pipe(z.string().min(1, 'Name is required')),
  specialty: z.enum(REFERRAL_SPECIALTIES, { message: 'Choose a specialty from the list' }),
  organisation: oneLine(160).default(''),
  phone: oneLine(40)
    .refine((v) => /^[+\d\s().-]*$/.test(v), 'may contain only digits, spaces and + ( ) . -')
    .default(''),
  email: contactEmail,
  address: plainText(300).default(''),
  notes: plainText(2000).default(''),
});
export type ReferralContactBody = z.input<typeof referralContactSchema>;
export type ReferralContactFields = z.output<typeof referralContactSchema>;

/** POST /api/assessments/:id/referrals: a letter to one of the team's contacts, e-mailed or downloaded */
export const referralCreateSchema = z.object({
  contact_id: z.string().trim().min(1, 'Choose a contact').max(100, 'is too long'),
  reason: plainText(2000).pipe(z.string().min(1, 'Give the reason for the referral')),
  urgency: z.enum(REFERRAL_URGENCIES, { message: 'must be routine, soon or urgent' }),
  delivery: z.enum(REFERRAL_DELIVERIES, { message: 'must be email or download' }),
});
export type ReferralCreateBody = z.input<typeof referralCreateSchema>;

/** PATCH /api/referrals/:referralId: the referral's next status (forward only) */
export const referralStatusSchema = z.strictObject({
  status: z.enum(REFERRAL_STATUSES, { message: 'must be sent, acknowledged or seen' }),
});

// ── what the web's forms do with a schema ──

/** The first message of each field that fails (the form shows it beside the field), or null when all pass. */
export function fieldErrors<S extends z.ZodType>(schema: S, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The first issue of a failed parse as the server words it: "path: message". */
export function issueText(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid input';
  const path = first.path.map(String).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}

/** The first issue as the server words it, or null when the input passes. */
export function firstIssue<S extends z.ZodType>(schema: S, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : issueText(result.error);
}

/** a due date, 'YYYY-MM-DD': real, and within ten years of today either way */
const dueDate = z
  .string({ message: 'must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'must be a real date (YYYY-MM-DD)')
  .refine(
    (v) => Math.abs(new Date(`${v}T00:00:00Z`).getTime() - Date.now()) <= 3653 * 86_400_000,
    'must be within ten years of today',
  );

const timeZoneParam = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .max(64, 'must be at most 64 characters')
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/London')
    .optional(),
);

/**
 * GET /api/worklist?tz=&assignee= — the team's open wounds by next assessment due, bucketed by
 * calendar dates in `tz` (default UTC); `assignee` is 'me', 'unassigned' or a member's user id.
 */
export const worklistQuery = z.object({
  tz: timeZoneParam,
  assignee: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().min(1).max(64, 'must be at most 64 characters').optional(),
  ),
});

/** GET /api/wounds/:id?tz= — the time zone whose calendar date says whether the next assessment is overdue (default UTC). */
export const woundDetailQuery = z.object({ tz: timeZoneParam });

/**
 * PATCH /api/wounds/:id/follow-up — the clinician's due date (null: back to the derived date) and
 * the team member it is assigned to (null: unassigned). At least one of them.
 */
export const patchFollowUpSchema = z
  .strictObject({
    due_date: dueDate.nullable().optional(),
    assignee_id: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters').nullable().optional(),
  })
  .refine((p) => p.due_date !== undefined || p.assignee_id !== undefined, {
    message: 'Send due_date or assignee_id',
  });
export type PatchFollowUpBody = z.input<typeof patchFollowUpSchema>;

/** PUT /api/profile/reminders — the morning e-mail of the due list on or off, and the zone of "morning". */
export const reminderSettingsSchema = z.strictObject({
  enabled: z.boolean({ message: 'must be true or false' }),
  time_zone: timeZoneParam,
});
export type ReminderSettingsBody = z.input<typeof reminderSettingsSchema>;
// ── patient links ──

/**
 * POST /api/assessments/:id/patient-links: how long the link lasts (7, 30 or 90 days; 30 when left
 * out) and the language its page opens in (when left out: the patient's preferred language, else
 * English).
 */
export const patientLinkSchema = z.strictObject({
  expires_in_days: z
    .literal(PATIENT_LINK_DAYS, { message: `must be ${PATIENT_LINK_DAYS.join(', ')} days` })
    .default(DEFAULT_PATIENT_LINK_DAYS),
  locale: z.enum(PATIENT_LOCALES, { message: `must be one of ${PATIENT_LOCALES.join(', ')}` }).optional(),
});
export type PatientLinkBody = z.input<typeof patientLinkSchema>;

/** A patient link's token: 32 random bytes, base64url (43 characters). Anything else is no link. */
export const PATIENT_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

// ── per-area request schemas, each in its own file ──
export * from './requests-vbc.ts';
export * from './requests-consultants.ts';
export * from './requests-analysis-engine.ts';

const emptyAsUnset = (v: unknown) => (v === '' ? undefined : v);
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'must be a real calendar date');

/**
 * GET /api/team/audit (and /api/team/audit/export, the same filter as CSV): the active team's
 * audit trail by member (user id), patient (id), kind of action and calendar days in the team's
 * time zone (both ends included); 50 entries a page.
 */
export const teamAuditQuery = z
  .object({
    person: z.preprocess(emptyAsUnset, z.string().trim().min(1).max(64, 'must be at most 64 characters').optional()),
    patient: z.preprocess(emptyAsUnset, z.string().trim().min(1).max(64, 'must be at most 64 characters').optional()),
    action: z.preprocess(
      emptyAsUnset,
      z.enum(TEAM_AUDIT_ACTIONS, { message: `must be one of ${TEAM_AUDIT_ACTIONS.join(', ')}` }).optional(),
    ),
    from: z.preprocess(emptyAsUnset, isoDay.optional()),
    to: z.preprocess(emptyAsUnset, isoDay.optional()),
    page: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100_000).optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '"from" must not be after "to"', path: ['to'] });
export type TeamAuditQuery = z.infer<typeof teamAuditQuery>;

// ── EHR connections (SMART on FHIR) ──

/**
 * an EHR's FHIR base URL: no query, no trailing slash. The server refuses (EHR_ADDRESS_NOT_ALLOWED)
 * plain http and an address on an internal network unless EHR_ALLOW_PRIVATE_ADDRESSES is set.
 */
const fhirBaseUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.search && !u.hash;
    } catch {
      return false;
    }
  }, "must be the EHR's FHIR base URL, https://…")
  .transform((v) => v.replace(/\/+$/, ''));

/** POST /api/ehr/connections, PUT /api/ehr/connections/:id */
export const ehrConnectionSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  issuer: fhirBaseUrl,
  client_id: z.string().trim().min(1).max(300),
  client_type: z.enum(['public', 'client-secret', 'private-key-jwt']),
  /** client-secret: the secret; private-key-jwt: a PKCS#8 PEM private key (RSA or P-384). Omitted on a change: kept. */
  secret: z.string().trim().min(1).max(10_000).optional(),
  scopes: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .refine((v) => v.split(/\s+/).includes('openid') && v.split(/\s+/).includes('fhirUser'), {
      message: 'must include openid and fhirUser (the launch binds the EHR user to the member)',
    }),
  /** send each assessment to the chart when it is confirmed (default off; omitted on a change: kept) */
  send_on_confirm: z.boolean().optional(),
});
export type EhrConnectionBody = z.input<typeof ehrConnectionSchema>;

/** POST /api/ehr/launch: what the EHR put in /launch?iss=…&launch=… */
export const ehrLaunchSchema = z.strictObject({
  iss: z.string().trim().min(1).max(500),
  launch: z.string().trim().min(1).max(2000),
});

/** POST /api/ehr/connect: a standalone launch from the workspace */
export const ehrConnectSchema = z.strictObject({ connection_id: z.string().min(1).max(100) });

/** POST /api/ehr/callback: the authorization server's answer, as it came back to /launch/callback */
export const ehrCallbackSchema = z.strictObject({
  state: z.string().min(1).max(500),
  code: z.string().min(1).max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
});

/** POST /api/ehr/patients: create our patient from the launched EHR patient, after the clinician confirms */
export const ehrPatientSchema = z.strictObject({
  connection_id: z.string().min(1).max(100),
  ehr_patient_id: z.string().min(1).max(200),
});
