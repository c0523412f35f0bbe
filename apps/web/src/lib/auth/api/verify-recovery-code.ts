import type { RecoveryCodeBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../api-client.ts';
import type { SessionUser } from './shared.ts';

/** POST /api/auth/two-factor/verify-backup-code — the second step of a sign-in with a recovery code. */
export const verifyRecoveryCode = (code: string) =>
  apiRequest<{ user: SessionUser }>('/api/auth/two-factor/verify-backup-code', {
    body: { code } satisfies RecoveryCodeBody,
  });
