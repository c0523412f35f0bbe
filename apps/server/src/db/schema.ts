import type { ColumnType, Generated } from 'kysely';
import type {
  BedsideExam,
  ClinicalAssessment,
  ClinicianTissueEntry,
  ConsultantAvailability,
  ConsultationType,
  ReferralDelivery,
  ReferralSpecialty,
  ReferralStatus,
  ReferralUrgency,
} from '@woundcare/api-types';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Our own tables. better-auth owns "user", "session", "account", "verification". */
export interface ProfilesTable {
  user_id: string;
  first_name: string;
  last_name: string;
  title: string | null;
  organization: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  organization: string;
  title: string | null;
  message: string;
  service_interest: string;
  created_at: Timestamp;
}

export interface SubscribersTable {
  email: string;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: string | null;
  action: string;
  resource: string | null;
  ip: string | null;
  user_agent: string | null;
  /** the team the action was done in (null: an account action outside a team) */
  team_id: string | null;
  created_at: Timestamp;
}

export type JsonColumn<T> = ColumnType<T, string, string>;

export interface AssessmentsTable {
  id: string;
  /** who uploaded it (the acting user); the record belongs to `team_id` */
  user_id: string;
  team_id: string;
  seq: number;
  patient_name: string;
  status: 'uploaded' | 'analyzing' | 'completed' | 'failed';
  stage: string | null;
  priority: 'low' | 'medium' | 'high';
  uploaded_at: Timestamp;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  processing_time: number | null;
  simulated: boolean;
  error: string | null;
  conf_thresh: number | null;
  /** bedside infection checklist: { sign: state } (older rows: the list of signs present) */
  clinician_signs: JsonColumn<string[] | Record<string, string>>;
  photo_dir: string;
  photo_format: string;
  photo_width: number;
  photo_height: number;
  photo_bytes: number;
  /** bytes of the stored annotated image and mask (the team's storage use is photo_bytes + this) */
  derived_bytes: Generated<number>;
  has_annotated: boolean;
  has_mask: boolean;
  /** the model's probability map is stored (probability.png) */
  has_probability: ColumnType<boolean, boolean | undefined, boolean>;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  attempts: number;
  locked_at: Timestamp | null;
  locked_by: string | null;
  heartbeat_at: Timestamp | null;
  updated_at: Timestamp;
  /** the wound this assessment belongs to */
  wound_id: string;
  exam_date: Timestamp;
  exam_date_source: 'exif' | 'entered' | 'upload';
  /** the exam date was entered as a date only: printed without a time of day (migration 0023) */
  exam_date_only: ColumnType<boolean, boolean | undefined, boolean>;
  depth_cm: number | null;
  exudate: 'none' | 'light' | 'moderate' | 'heavy' | null;
  outline_status: 'model' | 'adjusted' | 'confirmed';
  confirmed_by: string | null;
  confirmed_by_name: string | null;
  confirmed_at: Timestamp | null;
  new_baseline: boolean;
  /** the stored clinical assessment (clinical/derive-assessment.ts), re-derived whenever an input changes */
  clinical: ColumnType<ClinicalAssessment | null, string | null | undefined, string | null>;
  /** RULES_VERSION of the rules that derived `assessment` (null: not derived yet) */
  rules_version: string | null;
  /** the rules version an earlier visit's documented output was last compared with (migration 0024) */
  checked_rules_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** the client's idempotency key of the upload that created it, unique per team (null: none sent) */
  upload_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** sha-256 of what that upload sent (photo and fields): a repeat of the key must send the same */
  upload_digest: ColumnType<string | null, string | null | undefined, string | null>;
  /** the clinician's tissue entry { worst, necrosis } (null: not entered; colour shares are hints only) */
  clinician_tissue: ColumnType<ClinicianTissueEntry | null, string | null | undefined, string | null>;
  /** the bedside exam of the visit (migration 0026; null: none recorded) */
  bedside_exam: ColumnType<BedsideExam | null, string | null | undefined, string | null>;
  /** in the trash since (null: live); see migration 0013_trash */
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** who moved it to the trash */
  deleted_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** trashed together with its patient (restored with it) rather than on its own */
  deleted_with_patient: Generated<boolean>;
}

/** 'YYYY-MM-DD' calendar dates are text (see migration 0005). */
export interface PatientsTable {
  id: string;
  /** the care team (better-auth organization id) the patient belongs to (migration 0006_care_teams) */
  owner_id: string;
  display_name: string;
  identifier: string | null;
  birth_date: string | null;
  sex: 'female' | 'male' | 'other' | 'unknown' | null;
  /** the language the patient reads best, e.g. 'es' (null: not recorded); migration 0030 */
  preferred_language: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** in the trash since (null: live); see migration 0013_trash */
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** who moved it to the trash */
  deleted_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WoundsTable {
  id: string;
  patient_id: string;
  label: string;
  body_site: string | null;
  etiology: string;
  stage: string | null;
  onset_date: string | null;
  status: 'open' | 'healed' | 'closed';
  status_date: string | null;
  /** ankle-brachial pressure index, entered by the clinician (null = not measured) */
  abpi: number | null;
  /** healable | maintenance | non_healable (Wound Bed Preparation 2021); null = not assessed */
  healing_potential: string | null;
  /** toe-brachial index, entered by the clinician (null = not measured) */
  tbi: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConsultantsTable {
  id: Generated<number>;
  key: string;
  state: string;
  state_code: string;
  name: string;
  specialization: string;
  phone: string;
  email: string;
  address: string;
  rating: number;
  availability: ConsultantAvailability;
  consultation_types: JsonColumn<ConsultationType[]>;
  sort_order: number;
}

export interface UserTable {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** better-auth's two-factor plugin: true once an authenticator code was confirmed */
  twoFactorEnabled: boolean | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** better-auth's organization plugin tables (camelCase columns): a care team is an "organization". */
export interface OrganizationTable {
  id: string;
  name: string;
  slug: string;
  createdAt: Timestamp;
}

export interface MemberTable {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: Timestamp;
}

export interface InvitationTable {
  id: string;
  organizationId: string;
  email: string;
  role: string | null;
  status: string;
  expiresAt: Timestamp;
  inviterId: string;
}

/** An invitation link's token, as its SHA-256 (the token itself is only in the mail). */
export interface InvitationTokenTable {
  token_hash: string;
  invitation_id: string;
}

export interface TeamAssessmentCountersTable {
  team_id: string;
  last_seq: number;
}

/** better-auth's one-time values (reset tokens: identifier `reset-password:<token>`, value = user id). */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

/** better-auth's sessions (the cookie carries the signed token). */
export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Timestamp;
  activeOrganizationId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  /** better-auth's refresh time; the session middleware also keeps it as "last seen" */
  updatedAt: Timestamp;
}

/** better-auth's two-factor plugin: the encrypted TOTP secret and recovery codes of a user. */
export interface TwoFactorTable {
  id: string;
  userId: string;
  secret: string;
  backupCodes: string;
  verified: boolean | null;
}

/** A care team's security settings (migration 0012_team_settings); no row = defaults. */
export interface TeamSettingsTable {
  team_id: string;
  require_two_factor: boolean;
  /** the sample consultant directory is shown (migration 0016_referrals) */
  sample_directory: ColumnType<boolean, boolean | undefined, boolean>;
  /** IANA time zone the team's documents print times in; null = the server's (migration 0023) */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  /** the clinic's phone number the patient's page gives (migration 0027; null: not set) */
  clinic_phone: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** bigint milliseconds: pg answers a string, PGlite a number */
type Millis = ColumnType<string | number, number, number>;

/** Counters of rate limits, back-offs and decode budgets shared by every server (lib/limit-store.ts). */
/** The analysis queue's round-robin: the number of each team's latest analysis start. */
export interface AnalysisTurnsTable {
  team_id: string;
  turn: ColumnType<string, string | number | bigint, string | number | bigint>;
}

export interface LimitCounterTable {
  name: string;
  key: string;
  count: ColumnType<number, number | undefined, number>;
  level: ColumnType<number, number | undefined, number>;
  granted: ColumnType<boolean, boolean | undefined, boolean>;
  reset_at: Millis;
  touched_at: Millis;
  expires_at: Millis;
}

/** One contact of a team's referral network (migration 0016_referrals). */
export interface ReferralContactsTable {
  id: string;
  team_id: string;
  name: string;
  specialty: ReferralSpecialty;
  organisation: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A referral sent from an assessment, with its letter as sent (migration 0016_referrals): the PDF in
 * the encrypted file store, `letter_file` in the assessment's `photo_dir` (0020_referral_letter_file);
 * a letter sent before that is in `letter_pdf` until the server moves it at start.
 */
export interface ReferralsTable {
  id: string;
  team_id: string;
  assessment_id: string;
  wound_id: string;
  contact_id: string | null;
  contact_name: string;
  contact_specialty: ReferralSpecialty;
  contact_organisation: string;
  contact_email: string;
  reason: string;
  urgency: ReferralUrgency;
  delivery: ReferralDelivery;
  status: ReferralStatus;
  letter_pdf: Uint8Array | null;
  letter_file: string | null;
  /** the letter's bytes in storage, counted toward the team's quota (migration 0024_referral_letter_bytes) */
  letter_bytes: Generated<number>;
  sent_by: string | null;
  sender_name: string;
  created_at: Timestamp;
  status_updated_at: Timestamp;
  status_updated_by: string | null;
}

/** Each wound's next assessment (migration 0015_follow_ups); dates are 'YYYY-MM-DD' text. */
export interface FollowUpsTable {
  wound_id: string;
  team_id: string;
  from_assessment_id: string | null;
  last_exam_date: string | null;
  interval_days: number | null;
  interval_source: string | null;
  derived_due_date: string | null;
  override_due_date: string | null;
  override_assessment_id: string | null;
  override_by: string | null;
  /** when the clinician set the date (migration 0019; null for a date set before it) */
  override_at: Timestamp | null;
  due_date: string | null;
  four_week_date: string | null;
  assignee_id: string | null;
  updated_at: Timestamp;
}

/** A user's morning reminder: on or off, and the time zone of "morning" (no row: on, UTC). */
export interface ReminderSettingsTable {
  user_id: string;
  enabled: boolean;
  time_zone: string;
  updated_at: Timestamp;
}

/** One morning reminder per (user, local date): claimed before it is sent. */
export interface RemindersSentTable {
  user_id: string;
  local_date: string;
  wound_count: number;
  claimed_at: Timestamp;
  sent_at: Timestamp | null;
}

/** A patient's link to one assessment's plan (migration 0017_patient_links); the token only as its SHA-256. */
export interface PatientLinksTable {
  id: string;
  token_hash: string;
  /** the assessment (assessments.id, the global id) whose stored plan the link shows */
  assessment_id: string;
  team_id: string;
  created_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_by: ColumnType<string | null, string | null | undefined, string | null>;
  opens: Generated<number>;
  last_opened_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the language the patient page opens in (migration 0030) */
  locale: Generated<string>;
}

/** A documented assessment's amendment (migration 0024): the new derivation beside the documented one. */
export interface AssessmentAmendmentsTable {
  id: string;
  assessment_id: string;
  team_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** null: the system (a rules upgrade) */
  by_user_id: string | null;
  by_name: string;
  /** why: the change that caused it ("Wound edited: ABPI 0.9 → 0.45") */
  reason: string;
  /** what changed ("priority Routine → Urgent; advice: + …") */
  summary: string;
  rules_version: string;
  clinical: ColumnType<ClinicalAssessment, string, never>;
}

/** A team's registered EHR (migration 0029_ehr_connections); secrets sealed (services/ehr/sealed.ts). */
export interface EhrConnectionsTable {
  id: string;
  team_id: string;
  name: string;
  /** the EHR's FHIR base URL: the one `iss` a launch may name for this connection */
  issuer: string;
  client_id: string;
  client_type: 'public' | 'client-secret' | 'private-key-jwt';
  client_secret: Uint8Array | null;
  /** a PKCS#8 PEM private key (private_key_jwt), sealed */
  private_key: Uint8Array | null;
  /** the scopes asked for, space-separated */
  scopes: string;
  /** confirming an assessment of a patient linked to this EHR queues its chart write */
  send_on_confirm: Generated<boolean>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An authorization in flight, by its `state`; used once. */
export interface EhrLaunchesTable {
  state: string;
  connection_id: string;
  user_id: string;
  kind: 'ehr' | 'standalone';
  nonce: string;
  code_verifier: Uint8Array;
  created_at: Timestamp;
}

/** The EHR user bound to a member, with the member's tokens (sealed). */
export interface EhrMembersTable {
  connection_id: string;
  user_id: string;
  fhir_user: string;
  access_token: Uint8Array | null;
  refresh_token: Uint8Array | null;
  expires_at: Date | null;
  scope: string | null;
  updated_at: Timestamp;
}

/** Our patient ↔ the EHR's Patient (the EHR's id with its system). */
export interface EhrPatientLinksTable {
  patient_id: string;
  connection_id: string;
  system: string;
  value: string;
  created_at: Timestamp;
}

export type EhrWriteStatus = 'queued' | 'sent' | 'failed';

/** An assessment sent to a chart: where it stands and what the chart holds. */
export interface EhrWritesTable {
  assessment_id: string;
  connection_id: string;
  team_id: string;
  /** whose EHR authorization the write uses */
  user_id: string;
  status: EhrWriteStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** a sender holds the row until then */
  locked_until: Date | null;
  last_error: string | null;
  /** fingerprint of the resources the chart holds (null: nothing sent yet) */
  sent_hash: string | null;
  /** the chart's copy was updated as amended (the assessment changed after it was first sent) */
  amended: Generated<boolean>;
  sent_at: Date | null;
  updated_at: Timestamp;
}

export interface Database {
  profiles: ProfilesTable;
  mail_outbox: OutboxTable;
  contact_messages: ContactMessagesTable;
  subscribers: SubscribersTable;
  audit_log: AuditLogTable;
  user: UserTable;
  assessments: AssessmentsTable;
  assessment_amendments: AssessmentAmendmentsTable;
  patients: PatientsTable;
  wounds: WoundsTable;
  team_assessment_counters: TeamAssessmentCountersTable;
  organization: OrganizationTable;
  member: MemberTable;
  invitation: InvitationTable;
  invitation_token: InvitationTokenTable;
  consultants: ConsultantsTable;
  verification: VerificationTable;
  session: SessionTable;
  twoFactor: TwoFactorTable;
  team_settings: TeamSettingsTable;
  referral_contacts: ReferralContactsTable;
  referrals: ReferralsTable;
  limit_counter: LimitCounterTable;
  analysis_turns: AnalysisTurnsTable;
  follow_ups: FollowUpsTable;
  reminder_settings: ReminderSettingsTable;
  reminders_sent: RemindersSentTable;
  patient_links: PatientLinksTable;
  ehr_connections: EhrConnectionsTable;
  ehr_launches: EhrLaunchesTable;
  ehr_members: EhrMembersTable;
  ehr_patient_links: EhrPatientLinksTable;
  ehr_writes: EhrWritesTable;
}
