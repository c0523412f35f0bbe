import { toGray, type Point, type RgbImage } from '../image.ts';
import { detectMarkers, type DetectedMarker } from './detect-markers.ts';
import { applyHomography, areaScaleAt, computeHomography, invertHomography, type Homography } from './homography.ts';
import { MARKER_CORNERS_MM, MARKER_MM } from './sticker.ts';
import { sampleStickerReferences, whiteBalanceFrom, type WhiteBalance } from './white-balance.ts';
import type { Warning } from '../warnings.ts';

export interface MarkerCalibration {
  id: number;
  /** black-square corners in full-resolution image coordinates (marker order) */
  corners: Point[];
  refined: boolean;
  residualPx: number;
  /** image (full resolution) → skin plane in mm, this sticker's frame */
  imageToPlane: Homography;
  planeToImage: Homography;
  /** pixels per cm on the plane at the sticker's centre */
  pixelsPerCm: number;
  centre: Point;
}

export interface Calibration {
  calibrated: boolean;
  markers: MarkerCalibration[];
  whiteBalance: WhiteBalance;
  warnings: Warning[];
}

/** Local pixels per cm of a plane map at an image point. */
export function pixelsPerCmAt(imageToPlane: Homography, p: Point): number {
  const mm2PerPx2 = areaScaleAt(imageToPlane, p);
  return 10 / Math.sqrt(mm2PerPx2);
}

function toMarkerCalibration(m: DetectedMarker): MarkerCalibration | null {
  try {
    const imageToPlane = computeHomography(m.corners, MARKER_CORNERS_MM);
    const planeToImage = invertHomography(imageToPlane);
    const centre = applyHomography(planeToImage, { x: MARKER_MM / 2, y: MARKER_MM / 2 });
    return {
      id: m.id,
      corners: m.corners,
      refined: m.refined,
      residualPx: m.residualPx,
      imageToPlane,
      planeToImage,
      pixelsPerCm: pixelsPerCmAt(imageToPlane, centre),
      centre,
    };
  } catch {
    return null;
  }
}

/**
 * Find the calibration sticker(s), build image → skin-plane homographies (one per sticker, each
 * in its own millimetre frame — lengths and areas do not depend on the frame) and the white
 * balance from the stickers' white margins.
 *
 * `work` is a downscaled copy of `full` (`scale` = full / work); detection runs on it, and on a
 * sharper copy when nothing is found on a large photo.
 */
export async function calibrateImage(
  full: RgbImage,
  work: RgbImage,
  scale: number,
  detailCopy?: () => Promise<{ image: RgbImage; scale: number } | null>,
): Promise<Calibration> {
  const warnings: Warning[] = [];
  let detected = await detectMarkers(full, toGray(work), scale);
  if (!detected.length && detailCopy) {
    const detail = await detailCopy();
    if (detail) detected = await detectMarkers(full, toGray(detail.image), detail.scale);
  }
  const markers = detected.map(toMarkerCalibration).filter((m): m is MarkerCalibration => m !== null);
  if (!markers.length) {
    warnings.push({
      code: 'NO_CALIBRATION_MARKER',
      message:
        'No calibration sticker was found, so sizes are given in pixels only. Place the 20 mm sticker on the skin beside the wound, in the same plane, and take the photo again.',
    });
    return { calibrated: false, markers: [], whiteBalance: whiteBalanceFrom([]), warnings };
  }
  if (markers.some((m) => !m.refined)) {
    warnings.push({
      code: 'MARKER_CORNERS_COARSE',
      message:
        'A sticker edge could not be located precisely (blur, glare or a cut margin); its scale may be off by a few percent.',
    });
  }
  const minSide = Math.min(...detected.map((d) => d.sidePx));
  if (minSide < 40) {
    warnings.push({
      code: 'MARKER_SMALL',
      message: `The sticker is only ${Math.round(minSide)} pixels wide in the photo; move closer for a more precise scale.`,
    });
  }
  const refs = markers.map((m) => sampleStickerReferences(full, m.planeToImage)).filter((r) => r !== null);
  const whiteBalance = whiteBalanceFrom(refs);
  if (whiteBalance.white) {
    const [r, g, b] = whiteBalance.white;
    if (Math.max(r, g, b) >= 254)
      warnings.push({
        code: 'STICKER_OVEREXPOSED',
        message: 'The sticker is overexposed (pure white); colours may be corrected imperfectly.',
      });
    else if ((r + g + b) / 3 < 60)
      warnings.push({
        code: 'PHOTO_TOO_DARK',
        message: 'The photo is very dark; use more light for reliable colours.',
      });
  }
  return { calibrated: true, markers, whiteBalance, warnings };
}
