import { parseEnv } from '../../src/env.ts';
import { bootstrap } from '../../src/bootstrap.ts';
import { createApp } from '../../src/app.ts';
import type { Mailer, OutgoingMail } from '../../src/services/mail/mailer.ts';
import type { WorkspaceOptions } from '../../src/services/jobs/start-workspace.ts';
import { browserRequest } from './browser-request.ts';

export const ORIGIN = 'http://localhost:3999';

/**
 * A fresh app on a fresh in-memory PGlite (or on DATABASE_URL when set, for the
 * PostgreSQL run in CI). Mail is captured in `sent`.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  opts: { workspace?: WorkspaceOptions } = {},
) {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = { send: async (m) => void sent.push(m) };
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    DATABASE_URL: process.env.DATABASE_URL,
    PUBLIC_ORIGIN: ORIGIN,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    // in-process analysis jobs unless a test asks for pg-boss
    ANALYSIS_QUEUE: 'in-process',
    // the disk reserve is the machine's, not the test's: tests that need it play a full disk
    MIN_FREE_DISK_MB: '0',
    ...overrides,
  });
  const logs: string[] = [];
  const { deps, handle } = await bootstrap(env, { mailer, log: (l) => logs.push(l), workspace: opts.workspace });
  // on PostgreSQL the limits count in a table every test of the run shares: each app starts with
  // none counted, as a fresh in-memory database does
  if (deps.dbKind === 'postgres') await deps.db.deleteFrom('limit_counter').execute();
  const app = createApp(deps);
  let ipCounter = 0;

  /** The newest mail to `to` whose text matches `link`, and the link's first group (a token). */
  function linkFromMail(to: string, link: RegExp): string {
    const m = [...sent].reverse().find((x) => x.to === to && link.test(x.text));
    const found = m?.text.match(link);
    if (!found) throw new Error(`no mail to ${to} with a link like ${link}`);
    return found[1] ? decodeURIComponent(found[1]) : found[0];
  }
  /** The token of the newest invitation mailed to `to` (what the link carries). */
  const invitationToken = (to: string) => linkFromMail(to, /\/accept-invitation\?token=([^\s&]+)/);
  /** The path of the newest confirmation link mailed to `to`. */
  const verificationPath = (to: string) => linkFromMail(to, /\/api\/auth\/verify-email\?[^\s]+/);

  /** A browser-like client with its own cookie jar and (by default) its own IP. */
  function client(ip = `10.0.0.${++ipCounter}`) {
    let cookie = '';
    async function request(path: string, init: RequestInit & { json?: unknown } = {}) {
      const { headers, body: given } = browserRequest(init, { origin: ORIGIN, ip, cookie });
      let body = given;
      // as a browser sends it: a form or text body with its Content-Length (a stream goes as it is)
      if (body != null && !(body instanceof ReadableStream)) {
        const req = new Request('http://localhost/', { method: 'POST', body, headers });
        const bytes = new Uint8Array(await req.arrayBuffer());
        headers.set(
          'content-type',
          req.headers.get('content-type') ?? headers.get('content-type') ?? 'text/plain;charset=UTF-8',
        );
        headers.set('content-length', String(bytes.length));
        body = bytes;
      }
      const res = await app.request(path, { ...init, headers, body }, undefined);
      const setCookies = res.headers.getSetCookie();
      for (const sc of setCookies) {
        const [pair] = sc.split(';');
        const [name] = pair!.split('=');
        const jar = new Map(cookie ? cookie.split('; ').map((p) => [p.split('=')[0]!, p] as const) : []);
        if (/max-age=0/i.test(sc) || pair!.endsWith('=')) jar.delete(name!);
        else jar.set(name!, pair!);
        cookie = [...jar.values()].join('; ');
      }
      return res;
    }
    return {
      request,
      get cookie() {
        return cookie;
      },
      set cookie(v: string) {
        cookie = v;
      },
      async signUp(
        email = `u${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`,
        password = 'wound-care-42',
        extra: Record<string, unknown> = {},
      ) {
        const res = await request('/api/auth/sign-up/email', {
          method: 'POST',
          json: { email, password, first_name: 'Ada', last_name: 'Nurse', ...extra },
        });
        return { res, email, password };
      },
      signIn(email: string, password: string) {
        return request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
      },
      /** Opens the confirmation link mailed to `email` (as its owner would), confirming the address. */
      async verifyEmail(email: string) {
        const res = await request(verificationPath(email));
        if (res.status !== 302 || /error=/.test(res.headers.get('location') ?? ''))
          throw new Error(`confirming ${email}: ${res.status} ${res.headers.get('location') ?? ''}`);
        return res;
      },
    };
  }

  async function close() {
    await deps.onShutdown?.();
    await handle.close();
  }

  return { app, deps, handle, sent, logs, client, close, invitationToken, verificationPath };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
