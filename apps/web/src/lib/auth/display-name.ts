import type { Profile, SessionUser } from './api/shared.ts';

/** Header label rule: full name when a profile has one, else the email. */
export function displayName(user: SessionUser | null, profile: Profile | null): string {
  const full = [profile?.first_name, profile?.last_name].filter((s) => s && s.trim()).join(' ');
  return full || user?.email || '';
}
