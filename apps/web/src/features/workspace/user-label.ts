/** Workspace header label (docs/spec-notes.md#workspace-header): signed in → first name or 'User'; no user → 'Guest User'. */
export function workspaceUserLabel(
  user: { email: string } | null,
  profile: { first_name?: string | null } | null,
): string {
  if (!user) return 'Guest User';
  const first = profile?.first_name?.trim();
  return first || 'User';
}

/** Avatar initial: the first letter of the first name, else of the email. */
export function avatarInitial(user: { email: string } | null, profile: { first_name?: string | null } | null): string {
  const first = profile?.first_name?.trim();
  const source = first || user?.email || '';
  return source.charAt(0).toUpperCase();
}
