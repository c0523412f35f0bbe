/** NIST SP 800-63B: at least 8 characters (the server also refuses the most common passwords). */
export const PASSWORD_MIN = 8;

/** The sign-in / book-a-demo rules of spec 000 §5, in the spec's words. */
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

export function validateSignIn(email: string, password: string): string | null {
  return email.trim() && password ? null : authMessages.fillAll;
}

export function validateSignUp(f: SignUpForm): string | null {
  if (!f.firstName.trim() || !f.lastName.trim() || !f.email.trim() || !f.password) return authMessages.requiredSignUp;
  if (f.password.length < PASSWORD_MIN) return authMessages.passwordLength;
  if (f.password !== f.confirmPassword) return authMessages.passwordMismatch;
  if (!f.agreed) return authMessages.agree;
  return null;
}

export function validateResetRequest(email: string): string | null {
  return email.trim() ? null : authMessages.emailFirst;
}
