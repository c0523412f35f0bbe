import type { ContactBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ServiceInterest } from '../../../content/contact.ts';

export interface ContactDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organization: string;
  title: string;
  message: string;
  serviceInterest: ServiceInterest;
}

/** POST /api/contact: the server validates, stores and answers 201, or `{ error }`. */
export function submitContact(draft: ContactDraft) {
  const body: ContactBody = { ...draft };
  return apiRequest<{ ok: true; id: number; receivedAt: string }>('/api/contact', { method: 'POST', body });
}
