import { createRequire } from 'node:module';

/** The small part of OpenCV.js (WASM) this package uses; the package's own typings lack aruco. */
export interface CvMat {
  rows: number;
  cols: number;
  data: Uint8Array;
  data32F: Float32Array;
  data32S: Int32Array;
  data64F: Float64Array;
  delete(): void;
}
export interface CvMatVector {
  size(): number;
  get(i: number): CvMat;
  delete(): void;
}
export interface CvDictionary {
  bytesList: CvMat;
  markerSize: number;
  delete(): void;
}
export interface CvDetectorParameters {
  cornerRefinementMethod: number;
  minMarkerPerimeterRate: number;
  adaptiveThreshWinSizeMin: number;
  adaptiveThreshWinSizeMax: number;
  adaptiveThreshWinSizeStep: number;
  polygonalApproxAccuracyRate: number;
  delete(): void;
}
export interface CvArucoDetector {
  detectMarkers(image: CvMat, corners: CvMatVector, ids: CvMat, rejected: CvMatVector): void;
  delete(): void;
}
export interface OpenCv {
  CV_8UC1: number;
  CV_8UC3: number;
  DICT_4X4_50: number;
  CORNER_REFINE_NONE: number;
  CORNER_REFINE_SUBPIX: number;
  CORNER_REFINE_CONTOUR: number;
  Mat: new (...args: unknown[]) => CvMat;
  MatVector: new () => CvMatVector;
  matFromArray(rows: number, cols: number, type: number, array: ArrayLike<number>): CvMat;
  getPredefinedDictionary(id: number): CvDictionary;
  generateImageMarker(dict: CvDictionary, id: number, sidePixels: number, out: CvMat, borderBits: number): void;
  aruco_DetectorParameters: new () => CvDetectorParameters;
  aruco_RefineParameters: new (
    minRepDistance: number,
    errorCorrectionRate: number,
    checkAllOrders: boolean,
  ) => object & { delete(): void };
  aruco_ArucoDetector: new (dict: CvDictionary, params: CvDetectorParameters, refine: object) => CvArucoDetector;
}

let loading: Promise<{ cv: OpenCv }> | null = null;

/**
 * Load OpenCV.js once per process (or worker thread). The module object is thenable-looking
 * in some builds, so it is never awaited directly: we wait for onRuntimeInitialized unless the
 * runtime is already up, and hand it out wrapped in an object.
 */
export function loadOpenCv(): Promise<{ cv: OpenCv }> {
  loading ??= new Promise((resolve, reject) => {
    try {
      const require = createRequire(import.meta.url);
      // the Emscripten build installs process-wide handlers (rethrow on uncaughtException, abort
      // on unhandledRejection) that would change how the host process fails: take them back out
      const before = {
        uncaughtException: new Set(process.listeners('uncaughtException')),
        unhandledRejection: new Set(process.listeners('unhandledRejection')),
      };
      const cv = require('@techstark/opencv-js') as OpenCv & { onRuntimeInitialized?: () => void };
      for (const l of process.listeners('uncaughtException'))
        if (!before.uncaughtException.has(l)) process.removeListener('uncaughtException', l);
      for (const l of process.listeners('unhandledRejection'))
        if (!before.unhandledRejection.has(l)) process.removeListener('unhandledRejection', l);
      const ready = () => typeof cv.Mat === 'function' && typeof cv.getPredefinedDictionary === 'function';
      if (ready()) resolve({ cv });
      else {
        const previous = cv.onRuntimeInitialized;
        cv.onRuntimeInitialized = () => {
          previous?.();
          resolve({ cv });
        };
      }
    } catch (e) {
      loading = null;
      reject(e);
    }
  });
  return loading;
}

/** The 4×4 bit pattern (row-major, 1 = white) of a DICT_4X4_50 marker id, straight from OpenCV. */
export async function markerBits(id: number): Promise<number[][]> {
  const { cv } = await loadOpenCv();
  const dict = cv.getPredefinedDictionary(cv.DICT_4X4_50);
  const img = new cv.Mat();
  try {
    cv.generateImageMarker(dict, id, 6, img, 1);
    const bits: number[][] = [];
    for (let r = 0; r < 4; r++) {
      const row: number[] = [];
      for (let c = 0; c < 4; c++) row.push(img.data[(r + 1) * 6 + (c + 1)]! > 127 ? 1 : 0);
      bits.push(row);
    }
    return bits;
  } finally {
    img.delete();
    dict.delete();
  }
}
