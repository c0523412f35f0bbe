import type { SignUpBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../api-client.ts';
import type { SessionUser } from './shared.ts';

/** POST /api/auth/sign-up/email (the book-a-demo form; `invitation_token` from a mailed link joins that team) */
export type SignUpInput = SignUpBody;

/** POST /api/auth/sign-up/email — a new account, signed in. */
export const signUpWithEmail = (input: SignUpInput) =>
  apiRequest<{ user: SessionUser }>('/api/auth/sign-up/email', { body: { ...input } });
