import { useQuery } from '../../../lib/use-query.ts';
import { maskBox, type PixelBox } from '../compare/compare-geometry.ts';

/** The mask is read back at most this many pixels on its longer side (a box needs no more). */
const READ_MAX_SIDE = 512;

/** The wound's bounding box in the photo's pixels, read from the assessment's stored mask. */
async function loadMaskBox(url: string, photoWidth: number, signal: AbortSignal): Promise<PixelBox | null> {
  const img = new Image();
  img.src = url;
  await img.decode();
  signal.throwIfAborted();
  const k = Math.min(1, READ_MAX_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(img.naturalWidth * k));
  canvas.height = Math.max(1, Math.round(img.naturalHeight * k));
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return maskBox(data, canvas.width, canvas.height, photoWidth / canvas.width);
}

/** GET the assessment's mask (its `maskUrl`) → the wound's box in photo pixels; idle without a mask. */
export function useMaskBox(url: string | null, photoWidth: number) {
  return useQuery(['mask-box', url, photoWidth], (signal) => loadMaskBox(url!, photoWidth, signal), {
    enabled: url !== null,
  });
}
