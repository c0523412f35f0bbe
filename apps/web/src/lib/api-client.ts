import type { AuthErrorCode, ErrorBody, ErrorCode } from '@woundcare/api-types';

/**
 * An error's code: the server's (ERROR_STATUS, or a better-auth code it passes through), or the
 * client's own when no answer came (NETWORK_ERROR) or the answer was not the error shape (HTTP_<status>).
 */
export type RequestErrorCode = ErrorCode | AuthErrorCode | 'NETWORK_ERROR' | `HTTP_${number}`;

/** The one fetch wrapper: JSON in, JSON out, errors as ApiRequestError with the server's stable code. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: RequestErrorCode,
    message: string,
    /** the error's details when the server gives them (e.g. the other visit of EXAM_DATE_CONFLICT) */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: Body; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...init.headers, accept: 'application/json' };
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'NETWORK_ERROR', 'Cannot reach the server. Check your connection and try again.');
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) {
    const err = (data as Partial<ErrorBody> | null)?.error;
    throw new ApiRequestError(
      res.status,
      err?.code ?? `HTTP_${res.status}`,
      err?.message ?? `Request failed (${res.status})`,
      err?.details,
    );
  }
  return data as T;
}
