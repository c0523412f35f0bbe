import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { ApiError } from './errors.ts';

/** How slowly an upload's body may arrive before it is cut off with 408. */
export interface ReceiveLimits {
  /** longest pause between two pieces of the body */
  idleMs: number;
  /** the whole body must arrive within baseMs + length / minBytesPerS */
  minBytesPerS: number;
  baseMs: number;
}

export function isMultipart(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** 415 unless the request is multipart/form-data (`message` says what to send). */
export function requireMultipart(c: Context, message = 'Send the upload as multipart/form-data.'): void {
  if (!isMultipart(c)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', message);
}

const tooSlow = () =>
  new ApiError('REQUEST_TIMEOUT', 'The upload arrived too slowly and was stopped; try again on a better connection.');

/**
 * Receive the whole body into Hono's cache (the multipart parser reads it from there), with a
 * deadline: a body that pauses longer than `idleMs`, or arrives slower than `minBytesPerS`
 * overall, is cut off with 408 — a slow sender cannot hold a receiving slot for minutes. A broken
 * connection is a 400.
 */
export async function receiveBody(c: Context<AppEnv>, limits: ReceiveLimits): Promise<void> {
  const stream = c.req.raw.body;
  if (!stream) return;
  const length = Number(c.req.header('content-length') ?? 0) || 0;
  const deadline = Date.now() + limits.baseMs + (length / limits.minBytesPerS) * 1000;
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const wait = Math.min(limits.idleMs, deadline - Date.now());
    let timer: NodeJS.Timeout | undefined;
    let step: { done: true; value?: undefined } | { done: false; value: Uint8Array } | 'late';
    try {
      step =
        wait <= 0
          ? 'late'
          : await Promise.race([
              reader.read() as Promise<{ done: true } | { done: false; value: Uint8Array }>,
              new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), wait))),
            ]);
    } catch {
      throw new ApiError('INVALID_MULTIPART', 'The upload could not be read (the connection broke off).');
    } finally {
      clearTimeout(timer);
    }
    if (step === 'late') {
      void reader.cancel().catch(() => {});
      throw tooSlow();
    }
    if (step.done) break;
    chunks.push(step.value);
    size += step.value.length;
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const ch of chunks) {
    body.set(ch, at);
    at += ch.length;
  }
  (c.req as unknown as { bodyCache: { arrayBuffer?: Promise<ArrayBuffer> } }).bodyCache.arrayBuffer = Promise.resolve(
    body.buffer,
  );
}

/**
 * The one multipart reader of the upload routes: 415 unless multipart/form-data, the fields and
 * files (a body already received from the cache), 400 INVALID_MULTIPART when it is malformed.
 */
export async function readMultipart(
  c: Context<AppEnv>,
  mediaTypeMessage?: string,
): Promise<Record<string, string | File>> {
  requireMultipart(c, mediaTypeMessage);
  try {
    return (await c.req.parseBody()) as Record<string, string | File>;
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError('INVALID_MULTIPART', 'The multipart body could not be read.');
  }
}
