/**
 * What a browser adds to a request the test clients send: its origin (unless the test set one),
 * its client address (X-Forwarded-For), its cookies, and a JSON body as JSON.
 */
export function browserRequest(
  init: RequestInit & { json?: unknown },
  who: { origin: string; ip: string; cookie: string },
): { headers: Headers; body: RequestInit['body'] } {
  const headers = new Headers(init.headers);
  if (!headers.has('origin')) headers.set('origin', who.origin);
  headers.set('x-forwarded-for', who.ip);
  if (who.cookie) headers.set('cookie', who.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return { headers, body };
}
