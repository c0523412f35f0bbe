import type { WoundJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import type { WoundInput } from './shared.ts';

/** PATCH /api/wounds/:id — the wound as stored. */
export const updateWound = (id: string, body: WoundInput) =>
  apiRequest<{ wound: WoundJson }>(`/api/wounds/${encodeURIComponent(id)}`, { method: 'PATCH', body }).then(
    (r) => r.wound,
  );
