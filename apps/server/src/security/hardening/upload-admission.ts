import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Env } from '../../env.ts';
import type { AppEnv } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { RateLimiter } from '../../lib/rate-limit.ts';
import { MemoryLimitStore, sharedLimit, type SharedLimit } from '../../lib/limit-store.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../lib/session.ts';
import { isMultipart, receiveBody, type ReceiveLimits } from '../../lib/multipart.ts';
import { createFairGate, type FairGate } from './admission.ts';

/** Uploads one user may have in flight (arriving, or being checked/analysed) at once. */
export const UPLOADS_IN_FLIGHT_PER_USER = 2;
/** Bodies received at once, over all users (bounds the memory a burst takes). */
export const RECEIVING_SLOTS = 8;

export interface UploadControl {
  receiving: FairGate;
  /** the upload rate of each admitting route counts here (shared by the servers on PostgreSQL) */
  limit: (name: string) => SharedLimit;
  limits: ReceiveLimits;
  inFlight: Map<string, number>;
  decode: DecodeBudget;
}

export function createUploadControl(
  env: Env,
  deps: { db: Db; dbKind: 'pglite' | 'postgres' } | null = null,
): UploadControl {
  const limit = (name: string): SharedLimit =>
    deps ? sharedLimit(deps, name) : { store: new MemoryLimitStore(), name };
  return {
    receiving: createFairGate(RECEIVING_SLOTS),
    limit,
    limits: { idleMs: env.UPLOAD_IDLE_MS, minBytesPerS: env.UPLOAD_MIN_KBPS * 1024, baseMs: 10_000 },
    inFlight: new Map(),
    decode: createDecodeBudget(env.UPLOAD_MEGAPIXELS_PER_MIN, Date.now, limit('upload.decode')),
  };
}

export interface DecodeBudget {
  readonly megapixelsPerMinute: number;
  /** take `pixels` from the user's budget: 0 when granted, else the seconds until it would be */
  take(userId: string, pixels: number): Promise<number>;
}

/**
 * What one user's photos may cost to decode: a bucket of megapixels per user, refilled at
 * `megapixelsPerMinute` up to two minutes' worth. Decode time grows with the pixel count, so an
 * account sending photo after photo (or files that claim many pixels) gets its share of the
 * decoders and no more, and other teams' uploads and analyses keep theirs. A full bucket always
 * lets one photo through, however large (a 200 MP photo when the budget is smaller).
 */
export function createDecodeBudget(
  megapixelsPerMinute: number,
  now: () => number = Date.now,
  shared: SharedLimit = { store: new MemoryLimitStore(10_000), name: 'upload.decode' },
): DecodeBudget {
  const capacity = 2 * megapixelsPerMinute;
  const perMs = megapixelsPerMinute / 60_000;
  return {
    megapixelsPerMinute,
    async take(userId, pixels) {
      const mp = pixels / 1e6;
      const b = await shared.store.bucketTake(shared.name, userId, capacity, perMs, mp, now());
      if (b.granted) return 0;
      return Math.max(1, Math.ceil((Math.min(mp, capacity) - b.level) / perMs / 1000));
    },
  };
}

/**
 * Charge a photo's decode to the signed-in uploader, or refuse it with 429 RATE_LIMITED (and
 * Retry-After). The analysis service, which carries every user's analyses, is not charged here.
 */
export async function chargeDecode(control: UploadControl, c: Context<AppEnv>, pixels: number): Promise<void> {
  const user = requireUser(c);
  if (user.service) return;
  const wait = await control.decode.take(user.id, pixels);
  if (!wait) return;
  c.header('retry-after', String(wait));
  throw new ApiError(
    'RATE_LIMITED',
    `One account may have at most ${control.decode.megapixelsPerMinute} megapixels of photos decoded a minute; send this ${(pixels / 1e6).toFixed(1)} MP photo again in ${wait} s.`,
  );
}

/**
 * Admission of a signed-in user's upload (photo routes, /api/analyze, /api/personalize-vbc, the
 * legacy analysis paths): a per-user rate (`perMinute`), at most UPLOADS_IN_FLIGHT_PER_USER in
 * flight per user (a third answers 429 at once instead of taking a slot), then the body is
 * received through a fair gate — users take turns for the receiving slots — with a deadline and
 * a minimum rate. One account's slow bodies can then hold 2 slots, never all of them.
 */
export function admitUpload(control: UploadControl, perMinute: number, name: string): MiddlewareHandler<AppEnv> {
  const rate = new RateLimiter(perMinute, 60_000, Date.now, control.limit(name));
  const receiveThenNext = async (c: Context<AppEnv>, next: Next) => {
    if (isMultipart(c)) await control.receiving.run(requireUser(c).id, () => receiveBody(c, control.limits));
    await next();
  };
  return async (c, next) => {
    const user = requireUser(c);
    // the analysis service carries every user's analyses: fair receiving, but no per-user cap
    if (user.service) return receiveThenNext(c, next);
    const wait = await rate.hit(user.id);
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
