/**
 * Camera tilt from the sticker's homography — one definition for the engine's `camera_tilt`
 * quality check (quality/outline-quality.ts, full-resolution photo) and the live capture view's
 * tilt check (capture/live-measures.ts, downscaled video frame). Browser-safe: no Node imports.
 *
 * The plane → image homography is H = K·[r₁ r₂ t] up to scale, with a pinhole K of focal length
 * `focalPx` and the principal point at the image centre: r₁, r₂ = normalised columns of K⁻¹H,
 * the skin normal in camera coordinates is r₁ × r₂, and the tilt is its angle to the optical axis.
 */
import type { Homography } from './homography.ts';

/**
 * Assumed focal length in units of the image's longer side (both the photo and a frame scaled
 * from it: the ratio does not change with downscaling). Phone main cameras have f ≈ 0.8–1.1 ×
 * the longer side; ±15 % in f moves a 30° tilt by about ±2°.
 */
export const ASSUMED_FOCAL_PER_SIDE = 0.95;

/** The assumed focal length in pixels of a `width` × `height` image. */
export function assumedFocalPx(width: number, height: number): number {
  return ASSUMED_FOCAL_PER_SIDE * Math.max(width, height);
}

/** Degrees between the optical axis and the skin-plane normal (0 = camera square to the skin). */
export function tiltDegFromHomography(
  planeToImage: Homography,
  width: number,
  height: number,
  focalPx = assumedFocalPx(width, height),
): number {
  const h = planeToImage;
  const cx = width / 2;
  const cy = height / 2;
  const col = (j: number) => {
    const x = (h[j]! - cx * h[6 + j]!) / focalPx;
    const y = (h[3 + j]! - cy * h[6 + j]!) / focalPx;
    const z = h[6 + j]!;
    const l = Math.hypot(x, y, z);
    return [x / l, y / l, z / l] as const;
  };
  const a = col(0);
  const b = col(1);
  const nx = a[1] * b[2] - a[2] * b[1];
  const ny = a[2] * b[0] - a[0] * b[2];
  const nz = a[0] * b[1] - a[1] * b[0];
  return (Math.acos(Math.min(1, Math.abs(nz) / Math.hypot(nx, ny, nz))) * 180) / Math.PI;
}
