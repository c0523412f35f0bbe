/**
 * Accounts: the signed-in user as the session endpoints send it, the profile
 * (`GET/PATCH /api/profile`) and the audit trail (`GET /api/profile/audit`).
 */

/** The slice of better-auth's session user the web reads (`/api/auth/get-session`, sign-in, sign-up). */
export interface SessionUserJson {
  id: string;
  email: string;
  name: string;
  /** the address is confirmed (the link mailed at sign-up, an invitation link or a password reset) */
  emailVerified?: boolean;
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
