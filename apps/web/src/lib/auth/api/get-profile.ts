import { apiRequest } from '../../api-client.ts';
import type { Profile } from './shared.ts';

/** GET /api/profile — the signed-in user's profile. */
export const getProfile = () => apiRequest<{ profile: Profile }>('/api/profile');
