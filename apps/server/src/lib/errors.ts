import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_STATUS, type AuthErrorCode, type ErrorBody, type ErrorCode } from '@woundcare/api-types';

/** The one way to fail a request: a code from ERROR_STATUS, which gives the status. */
export class ApiError extends Error {
  readonly status: (typeof ERROR_STATUS)[ErrorCode];
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
  }
}

/** A refusal of better-auth passed through with its own code and status (see AUTH_ERROR_CODES). */
export interface AuthRefusal {
  status: 400 | 401 | 403 | 404 | 405 | 409 | 422 | 429 | 500 | 501 | 503;
  code: AuthErrorCode;
  message: string;
  details?: undefined;
}

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);

/**
 * The one place an error becomes an answer: its status and `{ error: { code, message, details? } }`.
 * Built on the request's context, so headers set before the error (retry-after) are kept.
 */
export function errorResponse(c: Context, err: ApiError | AuthRefusal): Response {
  const { code, message, details } = err;
  const body: ErrorBody = { error: details === undefined ? { code, message } : { code, message, details } };
  return c.json(body, err.status);
}

/**
 * The app's error handler (app.onError): an ApiError answers as itself; hono's own HTTP errors
 * get a code; anything else is our fault — logged with the request id, answered 500 without detail.
 */
export function errorHandler(log: (line: string) => void): ErrorHandler {
  return (err, c) => {
    if (err instanceof ApiError) {
      // our side failing for a reason outside the code (a store down): the operator needs the cause
      if (err.status >= 500 && err.cause !== undefined) {
        const cause = err.cause instanceof Error ? `${err.cause.name}: ${err.cause.message}` : String(err.cause);
        log(`[error] ${c.req.method} ${c.req.path} id=${c.get('requestId') ?? ''}: ${err.code}: ${cause}`);
      }
      return errorResponse(c, err);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const code = err.status === 413 ? 'PAYLOAD_TOO_LARGE' : err.status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST';
      return errorResponse(c, new ApiError(code, err.message || 'Bad request'));
    }
    const id = (c.get('requestId') as string | undefined) ?? '';
    log(`[error] ${c.req.method} ${c.req.path} id=${id}: ${err instanceof Error ? err.stack : String(err)}`);
    return errorResponse(
      c,
      new ApiError('INTERNAL_ERROR', `Something went wrong on our side.${id ? ` Reference: ${id}` : ''}`),
    );
  };
}
