import type { ChangePasswordBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../api-client.ts';

/** POST /api/auth/change-password */
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest<unknown>('/api/auth/change-password', {
    body: { currentPassword, newPassword } satisfies ChangePasswordBody,
  });
