/** Readable names for audit actions; anything unknown is shown from its code ("assessment.delete" → "Assessment delete"). */
const known: Record<string, string> = {
  'auth.sign_up': 'Account created',
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in attempt',
  'auth.sign_out': 'Signed out',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password changed',
  'profile.update': 'Profile updated',
  'auth.change_password': 'Password changed',
  'auth.change_password_failed': 'Failed password change',
  'auth.revoke_session': 'Session signed out',
  'auth.revoke_other_sessions': 'Other sessions signed out',
  'auth.two_factor_challenge': 'Password accepted, code asked',
  'auth.two_factor_failed': 'Wrong two-factor code',
  'auth.two_factor_setup_started': 'Two-factor setup started',
  'auth.two_factor_setup_failed': 'Two-factor setup refused',
  'auth.two_factor_enabled': 'Two-factor turned on',
  'auth.two_factor_disabled': 'Two-factor turned off',
  'auth.two_factor_disable_failed': 'Failed attempt to turn off two-factor',
  'auth.two_factor_recovery_codes_renewed': 'New recovery codes made',
  'team.require_two_factor': 'Team two-factor rule changed',
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
