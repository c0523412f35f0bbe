import { loadOpenCv } from '../cv/load-opencv.ts';
import type { GrayImage, Point, RgbImage } from '../image.ts';
import { refineMarkerCorners } from './refine-corners.ts';

export interface DetectedMarker {
  id: number;
  /** corners of the black square in full-resolution continuous coordinates, marker order (TL, TR, BR, BL of the printed marker) */
  corners: Point[];
  /** true when the sub-pixel edge refinement succeeded at full resolution */
  refined: boolean;
  residualPx: number;
  /** mean side length in full-resolution pixels */
  sidePx: number;
}

/**
 * Find DICT_4X4_50 markers with OpenCV's ArUco detector on a downscaled gray copy (`gray`,
 * `scale` = full / gray), then refine every corner on the full-resolution photo.
 */
export async function detectMarkers(full: RgbImage, gray: GrayImage, scale: number): Promise<DetectedMarker[]> {
  const { cv } = await loadOpenCv();
  const mat = new cv.Mat(gray.height, gray.width, cv.CV_8UC1);
  const dict = cv.getPredefinedDictionary(cv.DICT_4X4_50);
  const params = new cv.aruco_DetectorParameters();
  const refine = new cv.aruco_RefineParameters(10, 3, true);
  const detector = new cv.aruco_ArucoDetector(dict, params, refine);
  const corners = new cv.MatVector();
  const ids = new cv.Mat();
  const rejected = new cv.MatVector();
  try {
    mat.data.set(gray.data);
    params.cornerRefinementMethod = cv.CORNER_REFINE_NONE;
    params.minMarkerPerimeterRate = 0.02;
    detector.detectMarkers(mat, corners, ids, rejected);
    const found: DetectedMarker[] = [];
    for (let i = 0; i < corners.size(); i++) {
      const c = corners.get(i);
      const f = c.data32F;
      // OpenCV puts pixel centres at integers; ours are at +0.5
      const approx: Point[] = [0, 1, 2, 3].map((k) => ({
        x: (f[2 * k]! + 0.5) * scale,
        y: (f[2 * k + 1]! + 0.5) * scale,
      }));
      c.delete();
      const r = refineMarkerCorners(full, approx, Math.max(4, 2.5 * scale));
      const side =
        [0, 1, 2, 3].reduce(
          (s, k) =>
            s + Math.hypot(r.corners[(k + 1) % 4]!.x - r.corners[k]!.x, r.corners[(k + 1) % 4]!.y - r.corners[k]!.y),
          0,
        ) / 4;
      found.push({ id: ids.data32S[i]!, corners: r.corners, refined: r.ok, residualPx: r.residualPx, sidePx: side });
    }
    return found;
  } finally {
    for (const m of [mat, ids, corners, rejected, detector, params, dict]) m.delete();
    (refine as { delete(): void }).delete();
  }
}
