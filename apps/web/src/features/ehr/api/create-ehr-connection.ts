import type { EhrConnectionJson } from '@woundcare/api-types';
import type { EhrConnectionBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/ehr/connections — a new connection of the active team (owners and admins). */
export const createEhrConnection = (body: EhrConnectionBody) =>
  apiRequest<EhrConnectionJson>('/api/ehr/connections', { method: 'POST', body: { ...body } });
