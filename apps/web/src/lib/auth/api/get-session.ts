import { apiRequest } from '../../api-client.ts';
import type { SessionUser } from './shared.ts';

/** GET /api/auth/get-session — the signed-in user and the session's active team (null: signed out). */
export const getSession = (signal?: AbortSignal) =>
  apiRequest<{ user: SessionUser; session: { activeOrganizationId?: string | null } } | null>('/api/auth/get-session', {
    signal,
  });
