/** Pure helpers of the outline editor: canvas sizes, mask pixels in and out, pointer positions. */

/** The editing canvas is at most this many pixels on its long side; the export is full size. */
export const EDIT_MAX_SIDE = 1600;

export function editSize(width: number, height: number, maxSide = EDIT_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** RGBA pixels of a mask image (white = wound) → one byte per pixel in `out` (1 = wound); the count on. */
export function maskFromPixels(data: Uint8ClampedArray, out: Uint8Array): number {
  let on = 0;
  for (let i = 0; i < out.length; i++) {
    const lum = (data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!) / 3;
    out[i] = lum > 127 && data[i * 4 + 3]! > 127 ? 1 : 0;
    on += out[i]!;
  }
  return on;
}

/** Overlay pixels → a binary mask in place: 255 where painted (alpha > 127), else 0; opaque. */
export function overlayToMask(data: Uint8ClampedArray): number {
  let on = 0;
  for (let i = 0; i < data.length; i += 4) {
    const v = data[i + 3]! > 127 ? 255 : 0;
    data[i] = v;
    data[i + 1] = v;
    data[i + 2] = v;
    data[i + 3] = 255;
    if (v) on++;
  }
  return on;
}

/** Client (CSS px) position → canvas pixel position. */
export function toCanvasPoint(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
  canvas: { width: number; height: number },
) {
  return {
    x: ((clientX - rect.left) / rect.width) * canvas.width,
    y: ((clientY - rect.top) / rect.height) * canvas.height,
  };
}
