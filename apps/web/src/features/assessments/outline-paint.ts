import type { AssessmentJson } from '@woundcare/api-types';
import { assessmentMaskUrl } from './api/get-assessment-mask.ts';
import { editSize, maskFromPixels, overlayToMask } from './mask-canvas.ts';
import { emptyState, type Box, type OutlineState } from './outline-ops.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { outlineCopy } from './outline-copy.ts';

/**
 * The outline editor's pixels: loading the photo, the model's outline and its probability map
 * onto canvases; painting the editing state; turning the state back into the full-size mask the
 * server re-measures from.
 */

export interface ProbabilityMap {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface EditorImages {
  /** the stored photo's pixel size: the mask sent back must match it (the server reports it) */
  natural: { width: number; height: number };
  /** the editing canvas's size */
  size: { width: number; height: number };
  /** the model's outline at the canvas size (empty when there is none yet) */
  initial: OutlineState;
  /** the model's probability map (edge snapping), or null when the analysis has none */
  map: ProbabilityMap | null;
}

/** Load the photo, the outline's mask and the model's probability map (off screen). */
export async function loadEditorImages(assessment: AssessmentJson): Promise<EditorImages> {
  const photo = await loadImage(assessment.imageUrl);
  const natural =
    assessment.image?.width && assessment.image?.height
      ? { width: assessment.image.width, height: assessment.image.height }
      : { width: photo.naturalWidth, height: photo.naturalHeight };
  const size = editSize(photo.naturalWidth, photo.naturalHeight);
  const initial = emptyState(size.width, size.height);
  const [mask, map] = await Promise.all([
    assessment.maskUrl === null
      ? null
      : loadImage(assessment.maskUrl ?? assessmentMaskUrl(assessment.id)).catch(() => null),
    assessment.probabilityUrl ? loadImage(assessment.probabilityUrl).catch(() => null) : null,
  ]);
  if (mask) {
    maskFromPixels(pixelsAt(mask, size.width, size.height).data.data, initial.mask);
  }
  let probability: ProbabilityMap | null = null;
  if (map) {
    const { naturalWidth: w, naturalHeight: h } = map;
    const px = pixelsAt(map, w, h).data.data;
    const data = new Uint8Array(w * h);
    for (let i = 0; i < data.length; i++) data[i] = px[i * 4]!;
    probability = { width: w, height: h, data };
  }
  return { natural, size, initial, map: probability };
}

/** `source` drawn onto a fresh width × height canvas: its context and its pixels. */
export function pixelsAt(
  source: CanvasImageSource,
  width: number,
  height: number,
): { g: CanvasRenderingContext2D; data: ImageData } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d', { willReadFrequently: true })!;
  g.drawImage(source, 0, 0, width, height);
  return { g, data: g.getImageData(0, 0, width, height) };
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(say(outlineCopy.errors.loadImage, { src })));
    img.src = src;
  });
}

/** Overlay colours: the outline (cyan, its edge solid) and regions set aside (amber stripes). */
export const OUTLINE_RGB = [34, 211, 238] as const;
export const DROPPED_RGB = [245, 158, 11] as const;

/** The state drawn into `g` (the box only, when given). */
export function paintState(g: CanvasRenderingContext2D, s: OutlineState, box?: Box) {
  const w = s.width;
  const h = s.height;
  // the edge is drawn 2 px wide: a change repaints 2 px around it
  const x0 = Math.max(0, (box?.x0 ?? 0) - 2);
  const y0 = Math.max(0, (box?.y0 ?? 0) - 2);
  const x1 = Math.min(w, (box?.x1 ?? w) + 2);
  const y1 = Math.min(h, (box?.y1 ?? h) + 2);
  if (x1 <= x0 || y1 <= y0) return;
  const img = g.createImageData(x1 - x0, y1 - y0);
  const d = img.data;
  const { mask, dropped } = s;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = y * w + x;
      const o = ((y - y0) * (x1 - x0) + (x - x0)) * 4;
      if (mask[i]) {
        const edge =
          x < 2 ||
          y < 2 ||
          x >= w - 2 ||
          y >= h - 2 ||
          !mask[i - 1] ||
          !mask[i + 1] ||
          !mask[i - w] ||
          !mask[i + w] ||
          !mask[i - 2] ||
          !mask[i + 2] ||
          !mask[i - 2 * w] ||
          !mask[i + 2 * w];
        d[o] = OUTLINE_RGB[0];
        d[o + 1] = OUTLINE_RGB[1];
        d[o + 2] = OUTLINE_RGB[2];
        d[o + 3] = edge ? 255 : 80;
      } else if (dropped[i]) {
        d[o] = DROPPED_RGB[0];
        d[o + 1] = DROPPED_RGB[1];
        d[o + 2] = DROPPED_RGB[2];
        d[o + 3] = ((x + y) >> 3) & 1 ? 170 : 60;
      }
    }
  g.putImageData(img, x0, y0);
}

/** The outline at canvas size → a PNG mask at the photo's size (0/255), as the server takes it. */
export async function encodeMask(s: OutlineState, photo: { width: number; height: number }): Promise<Blob> {
  const small = document.createElement('canvas');
  small.width = s.width;
  small.height = s.height;
  const sg = small.getContext('2d')!;
  const img = sg.createImageData(s.width, s.height);
  for (let i = 0; i < s.mask.length; i++) img.data[i * 4 + 3] = s.mask[i] ? 255 : 0;
  sg.putImageData(img, 0, 0);
  const { g, data } = pixelsAt(small, photo.width, photo.height);
  overlayToMask(data.data);
  g.putImageData(data, 0, 0);
  return new Promise<Blob>((resolve, reject) =>
    g.canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(say(outlineCopy.errors.encode)))), 'image/png'),
  );
}
