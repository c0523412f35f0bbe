import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/subscribe: idempotent; tells whether the address was already on the list. */
export function subscribe(email: string) {
  return apiRequest<{ ok: true; email: string; alreadySubscribed: boolean }>('/api/subscribe', {
    method: 'POST',
    body: { email },
  });
}
