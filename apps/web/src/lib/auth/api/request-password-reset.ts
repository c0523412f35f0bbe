import type { ResetRequestBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../api-client.ts';

/** POST /api/auth/request-password-reset — a reset link mailed to the address (the same answer for any address). */
export const requestPasswordReset = (email: string) =>
  apiRequest<{ message: string }>('/api/auth/request-password-reset', { body: { email } satisfies ResetRequestBody });
