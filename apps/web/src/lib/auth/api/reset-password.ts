import type { ResetPasswordBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../api-client.ts';

/** POST /api/auth/reset-password — a new password with the mailed link's token. */
export const resetPassword = (token: string, newPassword: string) =>
  apiRequest<{ status: boolean }>('/api/auth/reset-password', {
    body: { token, newPassword } satisfies ResetPasswordBody,
  });
