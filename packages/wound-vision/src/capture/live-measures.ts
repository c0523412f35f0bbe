/**
 * What the live camera view measures on each downscaled video frame. Browser-safe:
 * no Node imports, OpenCV.js is handed in by the caller (a Web Worker in the browser, the
 * package's loader in Node), so the same code runs in the capture worker, the tests and the bench.
 *
 * Sticker detection uses the engine's dictionary and size limit (calibrate/detect-markers.ts:
 * DICT_4X4_50, minMarkerPerimeterRate 0.02) with OpenCV's own sub-pixel corners instead of the
 * engine's full-resolution edge refinement, which a live frame does not need; tilt comes from
 * the sticker's homography (calibrate/homography.ts).
 */
import type {
  OpenCv,
  CvArucoDetector,
  CvDetectorParameters,
  CvDictionary,
  CvMat,
  CvMatVector,
} from '../cv/load-opencv.ts';
import { assumedFocalPx, tiltDegFromHomography } from '../calibrate/camera-tilt.ts';
import { computeHomography } from '../calibrate/homography.ts';
import { MARKER_CORNERS_MM } from '../calibrate/sticker.ts';
import type { GrayImage, Point } from '../image.ts';

export interface LiveSticker {
  id: number;
  /** black-square corners in frame pixels (continuous coordinates), marker order */
  corners: Point[];
  /** mean side of the black square in frame pixels */
  sidePx: number;
}

export interface LiveMeasures {
  width: number;
  height: number;
  /** the largest sticker found, or null */
  sticker: LiveSticker | null;
  /** angle between the camera axis and the skin normal, degrees (null without a sticker) */
  tiltDeg: number | null;
  /** focus measure on the sticker: side × var(Laplacian) / var(gray) (null without a sticker) */
  sharpness: number | null;
  /** share (0..1) of the wound area's pixels that are specular highlights */
  glareShare: number;
}

/** Rec. 601 luma of an RGBA frame (canvas ImageData). */
export function grayFromRgba(data: ArrayLike<number>, width: number, height: number): GrayImage {
  const n = width * height;
  const out = new Uint8Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 4) out[i] = (data[j]! * 77 + data[j + 1]! * 150 + data[j + 2]! * 29) >> 8;
  return { width, height, data: out };
}

/**
 * Camera tilt (degrees) from the sticker's corners in the frame: the homography from the 20 mm
 * square to the frame, decomposed exactly as the engine's `camera_tilt` check does
 * (calibrate/camera-tilt.ts, same assumed focal length per long side).
 */
export function tiltFromCorners(
  corners: readonly Point[],
  width: number,
  height: number,
  focalPx = assumedFocalPx(width, height),
): number {
  return tiltDegFromHomography(computeHomography(MARKER_CORNERS_MM, corners), width, height, focalPx);
}

function quadBounds(corners: readonly Point[], grow: number, width: number, height: number) {
  const c = corners.reduce((s, p) => ({ x: s.x + p.x / corners.length, y: s.y + p.y / corners.length }), {
    x: 0,
    y: 0,
  });
  const xs = corners.map((p) => c.x + (p.x - c.x) * grow);
  const ys = corners.map((p) => c.y + (p.y - c.y) * grow);
  return {
    x0: Math.max(1, Math.floor(Math.min(...xs))),
    x1: Math.min(width - 1, Math.ceil(Math.max(...xs))),
    y0: Math.max(1, Math.floor(Math.min(...ys))),
    y1: Math.min(height - 1, Math.ceil(Math.max(...ys))),
  };
}

/**
 * Focus on the sticker: variance of the 4-neighbour Laplacian over the black square (grown by a
 * cell), divided by the variance of the gray levels there (contrast and exposure cancel) and
 * multiplied by the square's side (the share of edge pixels falls as the sticker grows). A sharp
 * sticker scores in the hundreds; blur of σ px lowers it roughly as 1/σ³.
 */
export function stickerSharpness(gray: GrayImage, corners: readonly Point[], sidePx: number): number {
  const { x0, x1, y0, y1 } = quadBounds(corners, 1.2, gray.width, gray.height);
  const w = gray.width;
  const d = gray.data;
  let n = 0;
  let sl = 0;
  let sl2 = 0;
  let si = 0;
  let si2 = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * w + x;
      const v = d[i]!;
      const lap = d[i - 1]! + d[i + 1]! + d[i - w]! + d[i + w]! - 4 * v;
      sl += lap;
      sl2 += lap * lap;
      si += v;
      si2 += v * v;
      n++;
    }
  }
  if (n < 16) return 0;
  const varL = sl2 / n - (sl / n) ** 2;
  const varI = si2 / n - (si / n) ** 2;
  if (varI < 1) return 0;
  return (sidePx * varL) / varI;
}

function insideQuad(q: readonly Point[], x: number, y: number): boolean {
  let sign = 0;
  for (let k = 0; k < q.length; k++) {
    const a = q[k]!;
    const b = q[(k + 1) % q.length]!;
    const s = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
    if (s === 0) continue;
    if (sign === 0) sign = Math.sign(s);
    else if (Math.sign(s) !== sign) return false;
  }
  return true;
}

/** The wound area the glare check looks at: a centred ellipse of this share of width/height. */
export const WOUND_AREA_SEMI_AXES = 0.35;
/** A pixel is a specular highlight when all three channels are at least this bright. */
export const SPECULAR_MIN_LEVEL = 240;

/**
 * Share of specular (near-white, all channels ≥ 240) pixels in the wound area: the centred
 * ellipse where the clinician frames the wound, minus the sticker with its white margin.
 * Sampled on every second pixel of every second row.
 */
export function glareShare(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
  sticker: readonly Point[] | null,
): number {
  const cx = width / 2;
  const cy = height / 2;
  const ax = WOUND_AREA_SEMI_AXES * width;
  const ay = WOUND_AREA_SEMI_AXES * height;
  // the sticker's white margin reaches 5 mm beyond the 20 mm square: grow the quad by 1.8×
  const grown = sticker ? sticker.map((p) => p) : null;
  if (grown && sticker) {
    const c = sticker.reduce((s, p) => ({ x: s.x + p.x / 4, y: s.y + p.y / 4 }), { x: 0, y: 0 });
    for (let k = 0; k < grown.length; k++)
      grown[k] = { x: c.x + (sticker[k]!.x - c.x) * 1.8, y: c.y + (sticker[k]!.y - c.y) * 1.8 };
  }
  let n = 0;
  let bright = 0;
  for (let y = Math.max(0, Math.floor(cy - ay)); y < Math.min(height, Math.ceil(cy + ay)); y += 2) {
    const dy = (y + 0.5 - cy) / ay;
    const half = ax * Math.sqrt(Math.max(0, 1 - dy * dy));
    for (let x = Math.max(0, Math.floor(cx - half)); x < Math.min(width, Math.ceil(cx + half)); x += 2) {
      if (grown && insideQuad(grown, x + 0.5, y + 0.5)) continue;
      n++;
      const p = (y * width + x) * 4;
      if (rgba[p]! >= SPECULAR_MIN_LEVEL && rgba[p + 1]! >= SPECULAR_MIN_LEVEL && rgba[p + 2]! >= SPECULAR_MIN_LEVEL)
        bright++;
    }
  }
  return n ? bright / n : 0;
}

/** A reusable ArUco detector (one per worker): allocating OpenCV objects per frame is slow. */
export interface LiveDetector {
  detect(gray: GrayImage): LiveSticker[];
  delete(): void;
}

export function createLiveDetector(cv: OpenCv): LiveDetector {
  const dict: CvDictionary = cv.getPredefinedDictionary(cv.DICT_4X4_50);
  const params: CvDetectorParameters = new cv.aruco_DetectorParameters();
  // sub-pixel corners steady the tilt estimate (±2° instead of ±10° on a small sticker); two
  // adaptive-threshold windows (5 and 15 px) instead of the engine's three keep a frame cheap
  params.cornerRefinementMethod = cv.CORNER_REFINE_SUBPIX;
  params.minMarkerPerimeterRate = 0.02;
  params.adaptiveThreshWinSizeMin = 5;
  params.adaptiveThreshWinSizeMax = 15;
  params.adaptiveThreshWinSizeStep = 10;
  const refine = new cv.aruco_RefineParameters(10, 3, true);
  const detector: CvArucoDetector = new cv.aruco_ArucoDetector(dict, params, refine);
  let mat: CvMat | null = null;
  return {
    detect(gray) {
      if (!mat || mat.rows !== gray.height || mat.cols !== gray.width) {
        mat?.delete();
        mat = new cv.Mat(gray.height, gray.width, cv.CV_8UC1);
      }
      mat.data.set(gray.data);
      const corners: CvMatVector = new cv.MatVector();
      const ids = new cv.Mat();
      const rejected: CvMatVector = new cv.MatVector();
      try {
        detector.detectMarkers(mat, corners, ids, rejected);
        const out: LiveSticker[] = [];
        for (let i = 0; i < corners.size(); i++) {
          const c = corners.get(i);
          const f = c.data32F;
          // OpenCV puts pixel centres at integers; ours are at +0.5
          const pts: Point[] = [0, 1, 2, 3].map((k) => ({ x: f[2 * k]! + 0.5, y: f[2 * k + 1]! + 0.5 }));
          c.delete();
          const side =
            [0, 1, 2, 3].reduce(
              (s, k) => s + Math.hypot(pts[(k + 1) % 4]!.x - pts[k]!.x, pts[(k + 1) % 4]!.y - pts[k]!.y),
              0,
            ) / 4;
          out.push({ id: ids.data32S[i]!, corners: pts, sidePx: side });
        }
        return out;
      } finally {
        corners.delete();
        ids.delete();
        rejected.delete();
      }
    },
    delete() {
      mat?.delete();
      detector.delete();
      params.delete();
      (refine as { delete(): void }).delete();
      dict.delete();
    },
  };
}

/** Everything the live view needs from one RGBA frame. */
export function measureFrame(
  detector: LiveDetector,
  rgba: ArrayLike<number>,
  width: number,
  height: number,
): LiveMeasures {
  const gray = grayFromRgba(rgba, width, height);
  const found = detector.detect(gray);
  const sticker = found.length ? found.reduce((a, b) => (b.sidePx > a.sidePx ? b : a)) : null;
  let tiltDeg: number | null = null;
  if (sticker) {
    try {
      tiltDeg = tiltFromCorners(sticker.corners, width, height);
    } catch {
      tiltDeg = null;
    }
  }
  return {
    width,
    height,
    sticker,
    tiltDeg,
    sharpness: sticker ? stickerSharpness(gray, sticker.corners, sticker.sidePx) : null,
    glareShare: glareShare(rgba, width, height, sticker?.corners ?? null),
  };
}
