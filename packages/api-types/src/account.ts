/**
 * Accounts: the signed-in user as the session endpoints send it, the profile
 * (`GET/PATCH /api/profile`) and the audit trail (`GET /api/profile/audit`).
 */

/** The slice of better-auth's session user the web reads (`/api/auth/get-session`, sign-in, sign-up). */
export interface SessionUserJson {
  id: string;
  email: string;
  name: string;
  /** signs in with a password and a code from an authenticator app (or a recovery code) */
  twoFactorEnabled?: boolean;
  /** the address is confirmed (the link mailed at sign-up, an invitation link or a password reset) */
  emailVerified?: boolean;
}

/**
 * `POST /api/auth/sign-in/email` with a right password on an account with two-factor: no session
 * yet; the second step (`/api/auth/two-factor/verify-totp` or `verify-backup-code`) makes it.
 */
export interface TwoFactorChallengeJson {
  twoFactorRedirect: true;
  twoFactorMethods: string[];
}

/**
 * `POST /api/auth/two-factor/enable`: the authenticator secret (as an otpauth URI for a QR code,
 * and as base32 text to type in) and the recovery codes, shown this once. Two-factor is on only
 * once a code from the app is confirmed (`verify-totp`).
 */
export interface TwoFactorSetupJson {
  totpURI: string;
  secret: string;
  backupCodes: string[];
}

/** One of the caller's signed-in sessions (`GET /api/profile/sessions` → `{ sessions }`), newest activity first. */
export interface SessionJson {
  id: string;
  /** the session this request came with */
  current: boolean;
  /** browser and system read from the user agent, e.g. "Chrome on Linux" */
  device: string;
  /** the address the session was last used from */
  ip: string | null;
  /** ISO date-time: signed in */
  created_at: string;
  /** ISO date-time: last request (kept to within a minute) */
  last_seen_at: string;
}

/** `GET /api/team/settings` (any member of the active team); `PUT` by owners. */
export interface TeamSettingsJson {
  team_id: string;
  team_name: string;
  /** the caller's role in it (only an owner changes the settings) */
  my_role: string;
  require_two_factor: boolean;
  /** the sample consultant directory is shown beside the team's own contacts (owners and admins switch it) */
  sample_directory: boolean;
  /** the IANA time zone the team's documents print times in (the server's until set) */
  time_zone: string;
  /** the clinic's phone number the patient's plan page gives (null: not set) */
  clinic_phone: string | null;
}

/** `GET /api/profile` → `{ profile }`. */
export interface ProfileJson {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  title: string | null;
  organization: string | null;
  /** ISO date-time */
  created_at: string;
}

/** The fields `PATCH /api/profile` accepts. */
export type ProfilePatchJson = Partial<Pick<ProfileJson, 'first_name' | 'last_name' | 'title' | 'organization'>>;

/** One row of `GET /api/profile/audit` → `{ entries }`, newest first. */
export interface AuditEntryJson {
  id: number | string;
  action: string;
  resource: string | null;
  ip: string | null;
  /** ISO date-time (a Date on the server, JSON-encoded on the way) */
  created_at: string;
}

/** The kinds of action the team audit filters by (`GET /api/team/audit?action=`). */
export const TEAM_AUDIT_ACTIONS = ['opened', 'changed', 'downloaded', 'shared', 'deleted', 'sign_in', 'team'] as const;
export type TeamAuditAction = (typeof TEAM_AUDIT_ACTIONS)[number];

/** One row of the team audit: who did what, to which patient, when — in words. */
export interface TeamAuditEntryJson {
  id: number;
  /** ISO date-time */
  at: string;
  /** the same instant in the team's time zone, e.g. "3 Mar 2026, 14:05" */
  when: string;
  /** the member's name; "System" for the server's own actions, "Former member" for a removed account */
  person: string;
  person_id: string | null;
  /** the patient's name, "Deleted patient" once purged; null when the action is about no patient */
  patient: string | null;
  patient_id: string | null;
  /** e.g. "Opened the assessment of 3 Mar", "Downloaded the PDF" */
  what: string;
  /** the kind of action (the filter's words) or null for the rest */
  kind: TeamAuditAction | null;
}

/** `GET /api/team/audit` */
export interface TeamAuditPageJson {
  entries: TeamAuditEntryJson[];
  total: number;
  page: number;
  page_size: number;
  time_zone: string;
  /** the team's members, for the person filter */
  people: { id: string; name: string }[];
}

/** `GET /api/invitation?token=` — what a signed-out holder of an invitation link is invited as. */
export interface InvitationPreviewJson {
  /** the invited address: the sign-up form uses it, locked */
  email: string;
  team_name: string;
}
