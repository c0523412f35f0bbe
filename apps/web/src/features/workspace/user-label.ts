import { say } from '../../lib/i18n/workspace-i18n.ts';
import { shellCopy } from './workspace-copy.ts';

/** Workspace header label (docs/spec-notes.md#workspace-header): signed in → first name or 'User'; no user → 'Guest User'. */
export function workspaceUserLabel(
  user: { email: string } | null,
  profile: { first_name?: string | null } | null,
): string {
  if (!user) return say(shellCopy.guestUser);
  const first = profile?.first_name?.trim();
  return first || say(shellCopy.user);
}

/** Avatar initial: the first letter of the first name, else of the email. */
export function avatarInitial(user: { email: string } | null, profile: { first_name?: string | null } | null): string {
  const first = profile?.first_name?.trim();
  const source = first || user?.email || '';
  return source.charAt(0).toUpperCase();
}
