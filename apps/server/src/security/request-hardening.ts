import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../lib/errors.ts';

/** Largest JSON (or any non-multipart) body any endpoint needs: the contact form's 5,000 characters fit many times. */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Bounds every request body before a handler reads it into memory: 1 MB for JSON and anything
 * else, and (2 × MAX_UPLOAD_MB + 256 KB) for multipart — the widest upload route (photo + mask).
 * Upload routes keep their own, tighter limits.
 */
export function requestSizeLimits(maxUploadBytes: number): MiddlewareHandler {
  const small = bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.'), 413),
  });
  const upload = bodyLimit({
    maxSize: 2 * maxUploadBytes + 256 * 1024,
    onError: (c) => c.json(errorBody('FILE_TOO_LARGE', 'The upload is larger than this server accepts.'), 413),
  });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') ? upload(c, next) : small(c, next);
  };
}

const MARKUP = /[<>&\u2028\u2029]/g;

/**
 * JSON answers carry stored text (names, messages) as data. `<`, `>` and `&` inside them are
 * written as \u003c, \u003e, \u0026 — the same JSON value, but no answer ever contains a literal
 * `<script>` that a mis-sniffing client or a careless HTML embedding could run (Go's
 * encoding/json does the same by default).
 */
export const escapeJsonMarkup: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || !/json/i.test(res.headers.get('content-type') ?? '')) return;
  const text = await res.clone().text();
  if (!/[<>&\u2028\u2029]/.test(text)) return;
  const escaped = text.replace(MARKUP, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  c.res = new Response(escaped, { status: res.status, statusText: res.statusText, headers: res.headers });
  c.res.headers.delete('content-length');
};
