import { describe, expect, it } from 'vitest';
import { cameraProblem, cameraSupport } from './camera-errors.ts';

describe('camera problems', () => {
  it('maps getUserMedia failures to what the clinician is told', () => {
    expect(cameraProblem(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblem(new DOMException('none', 'NotFoundError'))).toBe('no_camera');
    expect(cameraProblem(new DOMException('busy', 'NotReadableError'))).toBe('busy');
    expect(cameraProblem(new Error('odd'))).toBe('failed');
    expect(cameraProblem(undefined)).toBe('failed');
  });

  it('knows when the camera cannot be asked for at all', () => {
    expect(cameraSupport({ isSecureContext: false, navigator: { mediaDevices: { getUserMedia: () => null } } })).toBe(
      'insecure',
    );
    expect(cameraSupport({ isSecureContext: true, navigator: {} })).toBe('unsupported');
    expect(
      cameraSupport({ isSecureContext: true, navigator: { mediaDevices: { getUserMedia: () => null } } }),
    ).toBeNull();
  });
});
