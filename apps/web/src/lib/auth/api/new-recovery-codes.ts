import type { TwoFactorChangeBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../api-client.ts';

/** POST /api/auth/two-factor/generate-backup-codes — new recovery codes: the password and a current code from the app. */
export const newRecoveryCodes = (password: string, code: string) =>
  apiRequest<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
    body: { password, code } satisfies TwoFactorChangeBody,
  });
