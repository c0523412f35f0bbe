import { dictionary } from '@zxcvbn-ts/language-common';
import { newPasswordSchema as passwordLength, PASSWORD_MAX, PASSWORD_MIN } from '@woundcare/api-types/requests';

/** NIST SP 800-63B §5.1.1.2: at least 8 characters, check against a list of commonly used passwords. */
export { PASSWORD_MAX, PASSWORD_MIN };

/**
 * The zxcvbn-ts common-password list (about 49,000 passwords from public breach corpora, most
 * frequent first), kept up to date by that project; lower-cased for a case-insensitive check.
 */
const COMMON = new Set(dictionary['passwords-common']!.map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most commonly used ones; choose another.';

/** A new password (sign-up, reset, change): 8–128 characters and not on the common list. */
export const newPasswordSchema = passwordLength.refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE);
