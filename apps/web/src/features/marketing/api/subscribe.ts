import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/subscribe: idempotent; the same answer whether or not the address was already on the list. */
export function subscribe(email: string) {
  return apiRequest<{ ok: true; email: string }>('/api/subscribe', {
    method: 'POST',
    body: { email },
  });
}
