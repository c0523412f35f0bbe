import type { TwoFactorChallengeJson } from '@woundcare/api-types';
import type { SignInBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../api-client.ts';
import type { SessionUser } from './shared.ts';

/**
 * POST /api/auth/sign-in/email — a right password: the session (`user`), or, for an account with
 * two-factor, the challenge for the code.
 */
export const signInWithEmail = (email: string, password: string, rememberMe: boolean) =>
  apiRequest<{ user: SessionUser } | TwoFactorChallengeJson>('/api/auth/sign-in/email', {
    body: { email, password, rememberMe } satisfies SignInBody,
  });
