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
