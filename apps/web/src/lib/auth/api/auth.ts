import type {
  ProfileJson,
  ProfilePatchJson,
  SessionJson,
  SessionUserJson,
  TwoFactorChallengeJson,
  TwoFactorSetupJson,
} from '@woundcare/api-types';
import type {
  ChangePasswordBody,
  RecoveryCodeBody,
  ResetPasswordBody,
  ResetRequestBody,
  SignInBody,
  SignUpBody,
  TotpCodeBody,
  TwoFactorPasswordBody,
  TwoFactorChangeBody,
} from '@woundcare/api-types/requests';
import { apiRequest } from '../../api-client.ts';

/** The session user and profile as the server sends them (one definition: api-types). */
export type SessionUser = SessionUserJson;
export type Profile = ProfileJson;
/** POST /api/auth/sign-up/email (the book-a-demo form; `invitation_token` from a mailed link joins that team) */
export type SignUpInput = SignUpBody;
export type ProfilePatch = ProfilePatchJson;
export type AccountSession = SessionJson;
export type TwoFactorSetup = TwoFactorSetupJson;

export const authApi = {
  getSession: () => apiRequest<{ user: SessionUser } | null>('/api/auth/get-session'),
  /** A right password: the session (`user`), or, for an account with two-factor, the challenge for the code. */
  signIn: (email: string, password: string, rememberMe: boolean) =>
    apiRequest<{ user: SessionUser } | TwoFactorChallengeJson>('/api/auth/sign-in/email', {
      body: { email, password, rememberMe } satisfies SignInBody,
    }),
  /** The second step of a sign-in, or the code that confirms a new authenticator setup. */
  verifyTotp: (code: string) =>
    apiRequest<{ user: SessionUser }>('/api/auth/two-factor/verify-totp', { body: { code } satisfies TotpCodeBody }),
  verifyRecoveryCode: (code: string) =>
    apiRequest<{ user: SessionUser }>('/api/auth/two-factor/verify-backup-code', {
      body: { code } satisfies RecoveryCodeBody,
    }),
  enableTwoFactor: (password: string) =>
    apiRequest<TwoFactorSetup>('/api/auth/two-factor/enable', { body: { password } satisfies TwoFactorPasswordBody }),
  /** turning it off and new recovery codes: the password and a current code from the app */
  disableTwoFactor: (password: string, code: string) =>
    apiRequest<{ status: boolean }>('/api/auth/two-factor/disable', {
      body: { password, code } satisfies TwoFactorChangeBody,
    }),
  newRecoveryCodes: (password: string, code: string) =>
    apiRequest<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
      body: { password, code } satisfies TwoFactorChangeBody,
    }),
  changePassword: (currentPassword: string, newPassword: string) =>
    apiRequest<unknown>('/api/auth/change-password', {
      body: { currentPassword, newPassword } satisfies ChangePasswordBody,
    }),
  sessions: (signal?: AbortSignal) => apiRequest<{ sessions: AccountSession[] }>('/api/profile/sessions', { signal }),
  revokeSession: (id: string) =>
    apiRequest<{ status: boolean }>(`/api/profile/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  revokeOtherSessions: () => apiRequest<{ status: boolean }>('/api/auth/revoke-other-sessions', { body: {} }),
  signUp: (input: SignUpInput) => apiRequest<{ user: SessionUser }>('/api/auth/sign-up/email', { body: { ...input } }),
  signOut: () => apiRequest<{ success: boolean }>('/api/auth/sign-out', { body: {} }),
  requestReset: (email: string) =>
    apiRequest<{ message: string }>('/api/auth/request-password-reset', { body: { email } satisfies ResetRequestBody }),
  resetPassword: (token: string, newPassword: string) =>
    apiRequest<{ status: boolean }>('/api/auth/reset-password', {
      body: { token, newPassword } satisfies ResetPasswordBody,
    }),
  /** a new confirmation link to the signed-in user's own address */
  resendConfirmation: () => apiRequest<{ status: boolean }>('/api/auth/send-verification-email', { body: {} }),
  getProfile: () => apiRequest<{ profile: Profile }>('/api/profile'),
  updateProfile: (patch: ProfilePatch) =>
    apiRequest<{ profile: Profile }>('/api/profile', { method: 'PATCH', body: patch }),
};

/** Header label rule: full name when a profile has one, else the email. */
export function displayName(user: SessionUser | null, profile: Profile | null): string {
  const full = [profile?.first_name, profile?.last_name].filter((s) => s && s.trim()).join(' ');
  return full || user?.email || '';
}
