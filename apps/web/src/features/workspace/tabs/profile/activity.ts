/** Readable names for audit actions; anything unknown is shown from its code ("thread.delete" → "Thread delete"). */
const known: Record<string, string> = {
  'auth.sign_up': 'Account created',
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in attempt',
  'auth.sign_out': 'Signed out',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password changed',
  'profile.update': 'Profile updated',
};

export function activityLabel(action: string): string {
  if (known[action]) return known[action];
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Activity';
}

/** Consecutive entries with the same action and resource become one row with a count (polling reads repeat). */
export function collapseActivity<T extends { action: string; resource: string | null }>(
  entries: T[],
): { entry: T; count: number }[] {
  const out: { entry: T; count: number }[] = [];
  for (const e of entries) {
    const last = out[out.length - 1];
    if (last && last.entry.action === e.action && last.entry.resource === e.resource) last.count++;
    else out.push({ entry: e, count: 1 });
  }
  return out;
}
