import type { ErrorBody } from '@woundcare/api-types';
import { msg } from '@lingui/core/macro';
import { ApiRequestError, type RequestErrorCode } from './api-client.ts';
import { say } from './i18n/workspace-i18n.ts';

/** Save a Blob under `filename` through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetch a file from the API (session cookie) and save it; API errors surface as ApiRequestError. */
export async function downloadFromApi(path: string, filename: string) {
  const res = await fetch(path, { credentials: 'same-origin' });
  if (!res.ok) {
    const status = res.status;
    let message = say(msg`Download failed (${status})`);
    let code: RequestErrorCode = `HTTP_${res.status}`;
    try {
      const body = (await res.json()) as Partial<ErrorBody>;
      message = body.error?.message ?? message;
      code = body.error?.code ?? code;
    } catch {
      /* not JSON */
    }
    throw new ApiRequestError(res.status, code, message);
  }
  saveBlob(await res.blob(), filename);
}
