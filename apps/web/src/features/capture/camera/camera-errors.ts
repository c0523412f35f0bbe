import type { CameraProblem } from './capture-copy.ts';

/** Which camera problem a getUserMedia failure is (DOMException names from the Media Capture spec). */
export function cameraProblem(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no_camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

/** Whether this page can ask for the camera at all. */
export function cameraSupport(win: {
  isSecureContext?: boolean;
  navigator?: { mediaDevices?: { getUserMedia?: unknown } };
}): CameraProblem | null {
  if (win.isSecureContext === false) return 'insecure';
  if (typeof win.navigator?.mediaDevices?.getUserMedia !== 'function') return 'unsupported';
  return null;
}
