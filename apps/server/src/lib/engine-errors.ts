import type { ImageErrorCode } from '@woundcare/wound-vision/errors';
import { ERROR_STATUS } from '@woundcare/api-types';
import { ApiError, isErrorCode } from './errors.ts';

// every code the engine gives a refused photo is in the table (a code added to the engine fails this line)
const _imageCodes: Record<ImageErrorCode, (typeof ERROR_STATUS)[ImageErrorCode]> = ERROR_STATUS;

/**
 * The one mapping of wound-engine errors to answers. A photo the engine refuses (its stable
 * codes: EMPTY_FILE, UNSUPPORTED_IMAGE, IMAGE_TOO_LARGE, TRUNCATED_IMAGE, …) and an unavailable
 * engine (MODEL_UNAVAILABLE, ANALYSIS_TIMEOUT, ANALYSIS_POOL_CLOSED) answer with their code when
 * the table gives it the status the engine carries; an unavailable engine with a code outside the
 * table is ENGINE_UNAVAILABLE. Anything else is not the client's fault and is returned as null
 * for the caller (rethrow it, or answer with `engineFailure`).
 */
export function engineApiError(e: unknown, fallback = 'The photo could not be analysed.'): ApiError | null {
  const err = e as { code?: unknown; status?: unknown; message?: string } | null;
  const status = typeof err?.status === 'number' ? err.status : 500;
  if (!(status >= 400 && status < 500) && status !== 503) return null;
  const message = err?.message || (status === 503 ? 'The analysis engine is unavailable.' : fallback);
  if (isErrorCode(err?.code) && ERROR_STATUS[err.code] === status) return new ApiError(err.code, message);
  return status === 503 ? new ApiError('ENGINE_UNAVAILABLE', message) : null;
}

/** An analysis that failed on our side: logged, answered 500 with an ANALYSIS_* code. */
export function engineFailure(e: unknown, log: (line: string) => void, context: string): ApiError {
  const err = e as { code?: unknown; message?: string } | null;
  const code = typeof err?.code === 'string' ? err.code : 'ANALYSIS_FAILED';
  log(`[error] ${context} failed: ${code} ${err?.message ?? ''}`);
  return new ApiError(
    isErrorCode(code) && code.startsWith('ANALYSIS_') && ERROR_STATUS[code] === 500 ? code : 'ANALYSIS_FAILED',
    'The analysis failed on our side; please try again.',
  );
}
