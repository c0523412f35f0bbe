import { apiRequest } from '../../api-client.ts';

/** POST /api/auth/send-verification-email — a new confirmation link to the signed-in user's own address. */
export const resendConfirmation = () =>
  apiRequest<{ status: boolean }>('/api/auth/send-verification-email', { body: {} });
