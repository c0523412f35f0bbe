/**
 * Where each photo of a visit comparison is cut and how large it is drawn, so that one centimetre
 * on the skin is the same width on screen (and on paper) in every calibrated photo.
 *
 * Display geometry only: the scale is the engine's pixels per cm at the wound, read from the
 * stored analysis; nothing here is a clinical figure.
 */

/** A rectangle in a photo's own pixels (x1, y1 exclusive). */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface ComparedPhoto {
  /** the analysed photo's size in pixels (the space of the mask and of pixelsPerCm) */
  width: number;
  height: number;
  /** the engine's pixels per cm on the skin at the wound; null without a calibration sticker */
  pixelsPerCm: number | null;
  /** the outlined wound's bounding box; null while unknown or with no outline */
  woundBox: PixelBox | null;
}

/** The piece of skin every calibrated photo shows, in cm (4 : 3, as the panels). */
export interface CompareWindow {
  widthCm: number;
  heightCm: number;
}

export type PhotoFrame =
  | {
      kind: 'scaled';
      /** the part of the photo drawn, in its pixels (an SVG viewBox) */
      view: { x: number; y: number; width: number; height: number };
      /** a 1 cm scale bar as a share of the panel's width */
      centimetreShare: number;
    }
  | {
      kind: 'no-scale';
      /** the whole photo: without a sticker its size cannot be compared */
      view: { x: number; y: number; width: number; height: number };
    };

/** Skin shown around the wound on every side, cm. */
const MARGIN_CM = 1;
/** The smallest window: a small wound is not blown up past this. */
const MIN_WIDTH_CM = 4;
const ASPECT = 4 / 3;

const isCalibrated = (p: ComparedPhoto): p is ComparedPhoto & { pixelsPerCm: number } =>
  p.pixelsPerCm !== null && Number.isFinite(p.pixelsPerCm) && p.pixelsPerCm > 0;

/**
 * The window of skin all calibrated photos share: large enough for the largest wound with
 * MARGIN_CM of skin around it (a photo whose wound box is unknown counts with its whole extent).
 * Null when no photo is calibrated.
 */
export function compareWindow(photos: readonly ComparedPhoto[]): CompareWindow | null {
  const calibrated = photos.filter(isCalibrated);
  if (!calibrated.length) return null;
  let needW = 0;
  let needH = 0;
  for (const p of calibrated) {
    const box = p.woundBox ?? { x0: 0, y0: 0, x1: p.width, y1: p.height };
    const margin = p.woundBox ? 2 * MARGIN_CM : 0;
    needW = Math.max(needW, (box.x1 - box.x0) / p.pixelsPerCm + margin);
    needH = Math.max(needH, (box.y1 - box.y0) / p.pixelsPerCm + margin);
  }
  const widthCm = Math.max(MIN_WIDTH_CM, needW, needH * ASPECT);
  return { widthCm, heightCm: widthCm / ASPECT };
}

/** Start of a span of `size` centred on `centre`, kept inside [0, limit] when it fits. */
function place(centre: number, size: number, limit: number): number {
  if (size >= limit) return (limit - size) / 2;
  return Math.min(Math.max(centre - size / 2, 0), limit - size);
}

/**
 * The part of one photo to draw: `window` centred on its wound (or its middle) at its own pixels
 * per cm — drawn at the panel's width, one cm is then panelWidth / window.widthCm pixels in every
 * calibrated photo. A photo without calibration is shown whole and marked as not comparable.
 */
export function photoFrame(photo: ComparedPhoto, window: CompareWindow | null): PhotoFrame {
  if (!isCalibrated(photo) || window === null)
    return { kind: 'no-scale', view: { x: 0, y: 0, width: photo.width, height: photo.height } };
  const width = window.widthCm * photo.pixelsPerCm;
  const height = window.heightCm * photo.pixelsPerCm;
  const box = photo.woundBox;
  const cx = box ? (box.x0 + box.x1) / 2 : photo.width / 2;
  const cy = box ? (box.y0 + box.y1) / 2 : photo.height / 2;
  return {
    kind: 'scaled',
    view: { x: place(cx, width, photo.width), y: place(cy, height, photo.height), width, height },
    centimetreShare: 1 / window.widthCm,
  };
}

/**
 * The bounding box of the wound pixels of a mask read back as RGBA (`width` × `height`), scaled
 * by `toPhoto` into the photo's pixels; null when the mask has no wound pixel.
 */
export function maskBox(rgba: ArrayLike<number>, width: number, height: number, toPhoto = 1): PixelBox | null {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (rgba[(y * width + x) * 4]! < 128) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  if (x1 < 0) return null;
  return { x0: x0 * toPhoto, y0: y0 * toPhoto, x1: (x1 + 1) * toPhoto, y1: (y1 + 1) * toPhoto };
}
