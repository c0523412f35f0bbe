import type { TwoFactorSetupJson } from '@woundcare/api-types';
import type { TwoFactorPasswordBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../api-client.ts';

export type TwoFactorSetup = TwoFactorSetupJson;

/** POST /api/auth/two-factor/enable — the authenticator's setup, confirmed next by a code (verify-totp). */
export const enableTwoFactor = (password: string) =>
  apiRequest<TwoFactorSetup>('/api/auth/two-factor/enable', { body: { password } satisfies TwoFactorPasswordBody });
