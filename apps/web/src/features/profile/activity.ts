import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/** Readable names for audit actions; anything unknown is shown from its code ("assessment.delete" → "Assessment delete"). */
const known: Record<string, MessageDescriptor> = {
  'auth.sign_up': msg`Account created`,
  'auth.sign_in': msg`Signed in`,
  'auth.sign_in_failed': msg`Failed sign-in attempt`,
  'auth.sign_out': msg`Signed out`,
  'auth.password_reset_requested': msg`Password reset requested`,
  'auth.password_reset': msg`Password changed`,
  'profile.update': msg`Profile updated`,
  'auth.change_password': msg`Password changed`,
  'auth.change_password_failed': msg`Failed password change`,
  'auth.revoke_session': msg`Session signed out`,
  'auth.revoke_other_sessions': msg`Other sessions signed out`,
  'auth.two_factor_challenge': msg`Password accepted, code asked`,
  'auth.two_factor_failed': msg`Wrong two-factor code`,
  'auth.two_factor_setup_started': msg`Two-factor setup started`,
  'auth.two_factor_setup_failed': msg`Two-factor setup refused`,
  'auth.two_factor_enabled': msg`Two-factor turned on`,
  'auth.two_factor_disabled': msg`Two-factor turned off`,
  'auth.two_factor_disable_failed': msg`Failed attempt to turn off two-factor`,
  'auth.two_factor_recovery_codes_renewed': msg`New recovery codes made`,
  'team.require_two_factor': msg`Team two-factor rule changed`,
};

export function activityLabel(action: string): string {
  const label = known[action];
  if (label) return say(label);
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : say(msg`Activity`);
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
