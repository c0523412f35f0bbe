import type { ProfileJson, ProfilePatchJson, SessionUserJson } from '@woundcare/api-types';
import { apiRequest } from '../api-client.ts';

/** The session user and profile as the server sends them (one definition: api-types). */
export type SessionUser = SessionUserJson;
export type Profile = ProfileJson;
export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  title?: string;
  organization?: string;
  /** booking a demo through a team invitation link: the account joins that team */
  invitation_id?: string;
}
export type ProfilePatch = ProfilePatchJson;

export const authApi = {
  getSession: () => apiRequest<{ user: SessionUser } | null>('/api/auth/get-session'),
  signIn: (email: string, password: string, rememberMe: boolean) =>
    apiRequest<{ user: SessionUser }>('/api/auth/sign-in/email', { body: { email, password, rememberMe } }),
  signUp: (input: SignUpInput) => apiRequest<{ user: SessionUser }>('/api/auth/sign-up/email', { body: { ...input } }),
  signOut: () => apiRequest<{ success: boolean }>('/api/auth/sign-out', { body: {} }),
  requestReset: (email: string) =>
    apiRequest<{ message: string }>('/api/auth/request-password-reset', { body: { email } }),
  resetPassword: (token: string, newPassword: string) =>
    apiRequest<{ status: boolean }>('/api/auth/reset-password', { body: { token, newPassword } }),
  getProfile: () => apiRequest<{ profile: Profile }>('/api/profile'),
  updateProfile: (patch: ProfilePatch) =>
    apiRequest<{ profile: Profile }>('/api/profile', { method: 'PATCH', body: patch }),
};

/** Header label rule: full name when a profile has one, else the email. */
export function displayName(user: SessionUser | null, profile: Profile | null): string {
  const full = [profile?.first_name, profile?.last_name].filter((s) => s && s.trim()).join(' ');
  return full || user?.email || '';
}
