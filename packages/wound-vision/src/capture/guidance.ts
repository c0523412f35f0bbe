/**
 * Capture guidance: the live checks on a camera frame, the one instruction the
 * clinician sees, and when the shutter turns green. Pure functions of the frame's measures.
 */
import type { LiveMeasures } from './live-measures.ts';

export type CaptureCheckId = 'sticker_found' | 'sticker_size' | 'camera_tilt' | 'sharpness' | 'glare';

export interface CaptureCheck {
  id: CaptureCheckId;
  /** true = passes, false = fails, null = could not be measured (no sticker) */
  ok: boolean | null;
  value: number | null;
  limit: number;
  label: string;
}

/** The sticker's black square must be at least this many pixels wide on the full-resolution photo. */
export const MIN_STICKER_PX = 80;
/** Largest camera tilt from the skin normal, degrees. */
export const MAX_TILT_DEG = 25;
/** Lowest focus measure (see stickerSharpness); set on synthetic scenes, sharp scenes score 15–25, a blur of σ 1.75 px on the analysed frame below 1. */
export const MIN_SHARPNESS = 6;
/** Largest share of the wound area covered by specular highlights. */
export const MAX_GLARE_SHARE = 0.003;
/** All checks must pass this long before the shutter turns green. */
export const READY_AFTER_MS = 1000;

/** The one instruction for each failing check, in the order they are worth fixing. */
export const INSTRUCTIONS: Record<CaptureCheckId, string> = {
  sticker_found: 'Bring the sticker into view',
  sticker_size: 'Move closer',
  camera_tilt: 'Hold the phone parallel to the skin',
  sharpness: 'Hold still',
  glare: 'Avoid the light reflection',
};
export const READY_INSTRUCTION = 'Ready — take the photo';
const ORDER: CaptureCheckId[] = ['sticker_found', 'sticker_size', 'camera_tilt', 'sharpness', 'glare'];

/**
 * The checks on one frame. `photoLongSide` is the long side (px) of the photo the shutter will
 * take; the frame was analysed smaller, so the sticker size is judged on the photo, not the preview.
 */
export function evaluateChecks(m: LiveMeasures, photoLongSide: number): CaptureCheck[] {
  const frameLong = Math.max(m.width, m.height);
  const scale = photoLongSide > 0 && frameLong > 0 ? photoLongSide / frameLong : 1;
  const side = m.sticker ? m.sticker.sidePx * scale : null;
  return [
    { id: 'sticker_found', ok: m.sticker !== null, value: m.sticker ? 1 : 0, limit: 1, label: 'Sticker in view' },
    {
      id: 'sticker_size',
      ok: side === null ? null : side >= MIN_STICKER_PX,
      value: side,
      limit: MIN_STICKER_PX,
      label: 'Sticker large enough',
    },
    {
      id: 'camera_tilt',
      ok: m.tiltDeg === null ? null : m.tiltDeg <= MAX_TILT_DEG,
      value: m.tiltDeg,
      limit: MAX_TILT_DEG,
      label: 'Phone parallel to the skin',
    },
    {
      id: 'sharpness',
      ok: m.sharpness === null ? null : m.sharpness >= MIN_SHARPNESS,
      value: m.sharpness,
      limit: MIN_SHARPNESS,
      label: 'Sharp',
    },
    {
      id: 'glare',
      ok: m.glareShare <= MAX_GLARE_SHARE,
      value: m.glareShare,
      limit: MAX_GLARE_SHARE,
      label: 'No reflection on the wound',
    },
  ];
}

export function allPass(checks: readonly CaptureCheck[]): boolean {
  return checks.length > 0 && checks.every((c) => c.ok === true);
}

/** The single instruction to show: the first failing check's, or "ready" when all pass. */
export function instructionFor(checks: readonly CaptureCheck[]): string {
  for (const id of ORDER) {
    const c = checks.find((x) => x.id === id);
    if (c && c.ok === false) return INSTRUCTIONS[id];
  }
  return allPass(checks) ? READY_INSTRUCTION : INSTRUCTIONS.sticker_found;
}

export interface Readiness {
  /** when the checks started passing without a break (ms), or null */
  passingSince: number | null;
  ready: boolean;
}

export const NOT_READY: Readiness = { passingSince: null, ready: false };

/** Shutter state after a frame analysed at `now` (ms): green once all checks held for READY_AFTER_MS. */
export function nextReadiness(prev: Readiness, checks: readonly CaptureCheck[], now: number): Readiness {
  if (!allPass(checks)) return NOT_READY;
  const since = prev.passingSince ?? now;
  return { passingSince: since, ready: now - since >= READY_AFTER_MS };
}
