import type { TwoFactorChangeBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../api-client.ts';

/** POST /api/auth/two-factor/disable — turning it off: the password and a current code from the app. */
export const disableTwoFactor = (password: string, code: string) =>
  apiRequest<{ status: boolean }>('/api/auth/two-factor/disable', {
    body: { password, code } satisfies TwoFactorChangeBody,
  });
