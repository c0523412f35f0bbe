import { msg } from '@lingui/core/macro';

/** The words of the set-a-new-password page (workspace catalog messages). */
export const resetPasswordCopy = {
  title: msg`Set a new password`,
  noToken: msg`This page needs the link from your reset email. Ask for one from Sign In → Forgot password.`,
  done: msg`Your password has been changed. Sign in with the new password.`,
  signIn: msg`Sign In`,
  newPassword: msg`New password`,
  confirm: msg`Confirm new password`,
  saving: msg`Saving...`,
  submit: msg`Set new password`,
  home: msg`Back to the home page`,
  invalidToken: msg`This reset link is invalid or has expired. Ask for a new one from Sign In → Forgot password.`,
  failed: msg`Failed to reset password`,
} as const;
