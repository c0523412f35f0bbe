import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../../lib/errors.ts';

/** Largest JSON (or any non-multipart) body any endpoint needs: the contact form's 5,000 characters fit many times. */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Bounds every request body before a handler reads it into memory: 1 MB for JSON and anything
 * else, and (2 × MAX_UPLOAD_MB + 256 KB) for multipart — the widest upload route (photo + mask) —
 * which must come with a Content-Length. Upload routes keep their own, tighter limits.
 */
export function requestSizeLimits(maxUploadBytes: number): MiddlewareHandler {
  const small = bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: () => {
      throw new ApiError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.');
    },
  });
  const upload = bodyLimit({
    maxSize: 2 * maxUploadBytes + 256 * 1024,
    onError: () => {
      throw new ApiError('FILE_TOO_LARGE', 'The upload is larger than this server accepts.');
    },
  });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return small(c, next);
    // An upload must say its length (browsers and fetch always do for a form): then an oversized
    // one is refused from its header, and nothing is read before the session is checked. A body of
    // unknown length would have to be buffered here, for anyone, before we know who sent it.
    if (!c.req.header('content-length') || c.req.header('transfer-encoding')) {
      throw new ApiError(
        'LENGTH_REQUIRED',
        'Send the upload with a Content-Length header (browsers do this for forms).',
      );
    }
    return upload(c, next);
  };
}

/** `<`, `>`, `&` (single bytes in UTF-8, never inside a multi-byte sequence) and their JSON escapes. */
const ESCAPES = new Map<number, Buffer>(
  [0x3c, 0x3e, 0x26].map((b) => [b, Buffer.from(`\\u00${b.toString(16)}`, 'latin1')]),
);

/** The bytes with every `<`, `>` and `&` replaced by its \u00XX escape; the same buffer when there is none. */
export function escapeMarkupBytes(bytes: Buffer): Buffer {
  const hits: number[] = [];
  for (const b of ESCAPES.keys()) for (let i = bytes.indexOf(b); i >= 0; i = bytes.indexOf(b, i + 1)) hits.push(i);
  if (!hits.length) return bytes;
  hits.sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let from = 0;
  for (const i of hits) {
    parts.push(bytes.subarray(from, i), ESCAPES.get(bytes[i]!)!);
    from = i + 1;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/**
 * JSON answers carry stored text (names, messages) as data. `<`, `>` and `&` inside them are
 * written as \u003c, \u003e, \u0026 — the same JSON value, but no answer ever contains a literal
 * `<script>` that a mis-sniffing client or a careless HTML embedding could run (Go's
 * encoding/json does the same by default). The bytes are scanned natively (memchr), so a large
 * answer (an analysis with base64 PNGs) is not decoded or re-encoded on the main thread.
 */
export const escapeJsonMarkup: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || !/json/i.test(res.headers.get('content-type') ?? '')) return;
  const bytes = Buffer.from(await res.arrayBuffer());
  const escaped = escapeMarkupBytes(bytes);
  c.res = new Response(new Uint8Array(escaped.buffer, escaped.byteOffset, escaped.length), {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
  if (escaped !== bytes) c.res.headers.delete('content-length');
};
