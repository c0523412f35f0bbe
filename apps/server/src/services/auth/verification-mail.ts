import type { OutgoingMail } from '../mail/mailer.ts';

/** How long an e-mail confirmation link works. */
export const VERIFICATION_TTL_S = 24 * 60 * 60;

/** Where the confirmation link lands after confirming (or with `&error=CODE` when it cannot). */
export const VERIFIED_CALLBACK = '/demo?email=confirmed';

/** The link in the confirmation mail: GET /api/auth/verify-email confirms and opens the workspace. */
export function verificationLink(baseURL: string, token: string): string {
  return `${baseURL}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`;
}

export function verificationMail(baseURL: string, to: string, token: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your email address for Woundly',
    text:
      `Someone opened a Woundly account with this email address.\n\n` +
      `Confirm that it is yours here (the link works for 24 hours):\n${verificationLink(baseURL, token)}\n\n` +
      `Until it is confirmed, the account can sign in but cannot join a care team.\n\n` +
      `If it was not you, ignore this email; the account stays unconfirmed.`,
  };
}
