import type { TotpCodeBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../api-client.ts';
import type { SessionUser } from './shared.ts';

/** POST /api/auth/two-factor/verify-totp — the second step of a sign-in, or the code that confirms a new authenticator setup. */
export const verifyTotp = (code: string) =>
  apiRequest<{ user: SessionUser }>('/api/auth/two-factor/verify-totp', { body: { code } satisfies TotpCodeBody });
