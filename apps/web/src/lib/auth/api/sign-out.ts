import { apiRequest } from '../../api-client.ts';

/** POST /api/auth/sign-out */
export const signOut = () => apiRequest<{ success: boolean }>('/api/auth/sign-out', { body: {} });
