import type { EhrConnectionBody } from '@woundcare/api-types/requests';
import { createEhrConnection } from './create-ehr-connection.ts';
import { updateEhrConnection } from './update-ehr-connection.ts';

/** The connection form's save: a new connection (POST), or the one with this id changed (PUT). */
export const saveEhrConnection = (body: EhrConnectionBody, id?: string) =>
  id ? updateEhrConnection(id, body) : createEhrConnection(body);
