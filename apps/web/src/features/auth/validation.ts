import {
  firstIssue,
  PASSWORD_MIN,
  recoveryCodeSchema,
  signInSchema,
  signUpSchema,
  totpCodeSchema,
} from '@woundcare/api-types/requests';

/** NIST SP 800-63B: at least 8 characters (the server also refuses the most common passwords). */
export { PASSWORD_MIN };

/** The sign-in / book-a-demo rules (docs/spec-notes.md#auth-validation), word for word. */
export const authMessages = {
  fillAll: 'Please fill in all fields',
  emailFirst: 'Please enter your email address first',
  requiredSignUp: 'Please fill in all required fields',
  passwordLength: 'Password must be at least 8 characters long',
  passwordMismatch: 'Passwords do not match',
  agree: 'Please agree to the Terms of Service and Privacy Policy',
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to create account',
  resetFailed: 'Failed to send reset email',
  resetSent: 'Password reset email sent! Check your inbox for instructions.',
} as const;

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  title: string;
  organization: string;
  agreed: boolean;
}

/** The spec's checks in its words, then the server's schema (its message, e.g. an address that is not one). */
export function validateSignIn(email: string, password: string): string | null {
  if (!email.trim() || !password) return authMessages.fillAll;
  return firstIssue(signInSchema, { email, password });
}

/** The second step of a sign-in: the server's code schemas, in their words. */
export function validateSecondFactor(code: string, kind: 'app' | 'recovery'): string | null {
  return firstIssue(kind === 'app' ? totpCodeSchema : recoveryCodeSchema, { code });
}

export function validateSignUp(f: SignUpForm): string | null {
  if (!f.firstName.trim() || !f.lastName.trim() || !f.email.trim() || !f.password) return authMessages.requiredSignUp;
  if (f.password.length < PASSWORD_MIN) return authMessages.passwordLength;
  if (f.password !== f.confirmPassword) return authMessages.passwordMismatch;
  if (!f.agreed) return authMessages.agree;
  return firstIssue(signUpSchema, signUpBody(f));
}

/** The body the book-a-demo form sends (POST /api/auth/sign-up/email). */
export function signUpBody(f: SignUpForm) {
  return {
    email: f.email.trim(),
    password: f.password,
    first_name: f.firstName.trim(),
    last_name: f.lastName.trim(),
    title: f.title.trim() || undefined,
    organization: f.organization.trim() || undefined,
  };
}

export function validateResetRequest(email: string): string | null {
  return email.trim() ? null : authMessages.emailFirst;
}
