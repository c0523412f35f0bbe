import { useEffect, useState } from 'react';
import { cameraProblem, cameraSupport } from './camera-errors.ts';
import type { CameraProblem } from './capture-copy.ts';

export type CameraState =
  { status: 'starting' } | { status: 'live'; stream: MediaStream } | { status: 'unavailable'; problem: CameraProblem };

/** The rear camera while `on`; every track is stopped when the view closes. */
export function useCamera(on: boolean): CameraState {
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  useEffect(() => {
    if (!on) return;
    const unsupported = cameraSupport(window);
    if (unsupported) {
      setState({ status: 'unavailable', problem: unsupported });
      return;
    }
    let stream: MediaStream | null = null;
    let cancelled = false;
    setState({ status: 'starting' });
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
      })
      .then(
        (s) => {
          if (cancelled) {
            for (const t of s.getTracks()) t.stop();
            return;
          }
          stream = s;
          setState({ status: 'live', stream: s });
        },
        (e: unknown) => {
          if (!cancelled) setState({ status: 'unavailable', problem: cameraProblem(e) });
        },
      );
    return () => {
      cancelled = true;
      if (stream) for (const t of stream.getTracks()) t.stop();
    };
  }, [on]);
  return state;
}
