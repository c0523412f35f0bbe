import type { EhrConnectionJson } from '@woundcare/api-types';
import type { EhrConnectionBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/ehr/connections/:id — a connection changed (owners and admins). */
export const updateEhrConnection = (id: string, body: EhrConnectionBody) =>
  apiRequest<EhrConnectionJson>(`/api/ehr/connections/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...body },
  });
