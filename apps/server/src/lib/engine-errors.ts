import { isImageInputError } from '@woundcare/wound-vision/errors';
import { ApiError } from './errors.ts';

/**
 * The one mapping of wound-engine errors to answers. A photo the engine refuses (its stable
 * codes: EMPTY_FILE, UNSUPPORTED_IMAGE, IMAGE_TOO_LARGE, TRUNCATED_IMAGE, …) is the status it
 * carries (4xx); an unavailable engine is a 503; anything else is not the client's fault and is
 * returned as null for the caller (rethrow it, or answer with `engineFailure`).
 */
export function engineApiError(e: unknown, fallback = 'The photo could not be analysed.'): ApiError | null {
  if (isImageInputError(e)) return new ApiError((e as { status: number }).status as 400, e.code, e.message);
  const err = e as { code?: unknown; status?: unknown; message?: string } | null;
  const status = typeof err?.status === 'number' ? err.status : 500;
  const code = typeof err?.code === 'string' ? err.code : 'ANALYSIS_FAILED';
  if (status >= 400 && status < 500) return new ApiError(status as 400, code, err?.message ?? fallback);
  if (status === 503) return new ApiError(503, code, err?.message ?? 'The analysis engine is unavailable.');
  return null;
}

/** An analysis that failed on our side: logged, answered 500 with an ANALYSIS_* code. */
export function engineFailure(e: unknown, log: (line: string) => void, context: string): ApiError {
  const err = e as { code?: unknown; message?: string } | null;
  const code = typeof err?.code === 'string' ? err.code : 'ANALYSIS_FAILED';
  log(`[error] ${context} failed: ${code} ${err?.message ?? ''}`);
  return new ApiError(
    500,
    code.startsWith('ANALYSIS_') ? code : 'ANALYSIS_FAILED',
    'The analysis failed on our side; please try again.',
  );
}
