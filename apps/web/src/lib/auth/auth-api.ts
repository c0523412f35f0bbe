import type { ProfileJson, ProfilePatchJson, SessionUserJson } from '@woundcare/api-types';
import type { ResetPasswordBody, ResetRequestBody, SignInBody, SignUpBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../api-client.ts';

/** The session user and profile as the server sends them (one definition: api-types). */
export type SessionUser = SessionUserJson;
export type Profile = ProfileJson;
/** POST /api/auth/sign-up/email (the book-a-demo form; `invitation_token` from a mailed link joins that team) */
export type SignUpInput = SignUpBody;
export type ProfilePatch = ProfilePatchJson;

export const authApi = {
  getSession: () => apiRequest<{ user: SessionUser } | null>('/api/auth/get-session'),
  signIn: (email: string, password: string, rememberMe: boolean) =>
    apiRequest<{ user: SessionUser }>('/api/auth/sign-in/email', {
      body: { email, password, rememberMe } satisfies SignInBody,
    }),
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
