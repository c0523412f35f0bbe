import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Env } from '../../env.ts';
import type { AppEnv } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { RateLimiter } from '../../lib/rate-limit.ts';
import { requireUser } from '../../lib/session.ts';
import { isMultipart, receiveBody, type ReceiveLimits } from '../../lib/multipart.ts';
import { createFairGate, type FairGate } from './admission.ts';

/** Uploads one user may have in flight (arriving, or being checked/analysed) at once. */
export const UPLOADS_IN_FLIGHT_PER_USER = 2;
/** Bodies received at once, over all users (bounds the memory a burst takes). */
export const RECEIVING_SLOTS = 8;

export interface UploadControl {
  receiving: FairGate;
  limits: ReceiveLimits;
  inFlight: Map<string, number>;
}

export function createUploadControl(env: Env): UploadControl {
  return {
    receiving: createFairGate(RECEIVING_SLOTS),
    limits: { idleMs: env.UPLOAD_IDLE_MS, minBytesPerS: env.UPLOAD_MIN_KBPS * 1024, baseMs: 10_000 },
    inFlight: new Map(),
  };
}

/**
 * Admission of a signed-in user's upload (photo routes, /api/analyze, /api/personalize-vbc, the
 * legacy analysis paths): a per-user rate (`perMinute`), at most UPLOADS_IN_FLIGHT_PER_USER in
 * flight per user (a third answers 429 at once instead of taking a slot), then the body is
 * received through a fair gate — users take turns for the receiving slots — with a deadline and
 * a minimum rate. One account's slow bodies can then hold 2 slots, never all of them.
 */
export function admitUpload(control: UploadControl, perMinute: number): MiddlewareHandler<AppEnv> {
  const rate = new RateLimiter(perMinute, 60_000);
  const receiveThenNext = async (c: Context<AppEnv>, next: Next) => {
    if (isMultipart(c)) await control.receiving.run(requireUser(c).id, () => receiveBody(c, control.limits));
    await next();
  };
  return async (c, next) => {
    const user = requireUser(c);
    // the analysis service carries every user's analyses: fair receiving, but no per-user cap
    if (user.service) return receiveThenNext(c, next);
    const wait = rate.hit(user.id);
    if (wait) {
      c.header('retry-after', String(wait));
      throw new ApiError('RATE_LIMITED', `Too many uploads; try again in ${wait} s.`);
    }
    const mine = control.inFlight.get(user.id) ?? 0;
    if (mine >= UPLOADS_IN_FLIGHT_PER_USER) {
      c.header('retry-after', '5');
      throw new ApiError(
        'TOO_MANY_UPLOADS',
        `At most ${UPLOADS_IN_FLIGHT_PER_USER} uploads at a time; wait for one to finish.`,
      );
    }
    control.inFlight.set(user.id, mine + 1);
    try {
      await receiveThenNext(c, next);
    } finally {
      const left = (control.inFlight.get(user.id) ?? 1) - 1;
      if (left > 0) control.inFlight.set(user.id, left);
      else control.inFlight.delete(user.id);
    }
  };
}
