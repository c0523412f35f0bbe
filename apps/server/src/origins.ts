import type { Env } from './env.ts';

/**
 * Origins whose state-changing requests are accepted (and better-auth's trusted origins).
 * PUBLIC_ORIGIN set: only it. Unset: every loopback spelling of the serving port, so the product
 * opened at http://localhost:3000, http://127.0.0.1:3000 or http://[::1]:3000 all work.
 */
export function allowedOrigins(env: Pick<Env, 'PUBLIC_ORIGIN' | 'PORT'>): string[] {
  if (env.PUBLIC_ORIGIN) return [new URL(env.PUBLIC_ORIGIN).origin];
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`);
}
