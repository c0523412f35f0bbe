import { vi } from 'vitest';

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface TestUser {
  id: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

/**
 * A stubbed server for a signed-in user: the session and the profile answer for `user`; `route`
 * answers the other requests it knows (return null for a 404 NOT_FOUND). Returns the fetch mock.
 */
export function stubSignedInServer(user: TestUser, route: (url: string) => Response | null = () => null) {
  const [first = user.name, last = 'N'] = user.name.split(' ');
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/auth/get-session')) return jsonResponse({ user, session: {} });
    if (url.endsWith('/api/profile'))
      return jsonResponse({
        profile: {
          id: user.id,
          email: user.email,
          first_name: first,
          last_name: last,
          title: null,
          organization: null,
          created_at: '2026-01-02T00:00:00Z',
        },
      });
    return route(url) ?? jsonResponse({ error: { code: 'NOT_FOUND', message: 'No such endpoint' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
