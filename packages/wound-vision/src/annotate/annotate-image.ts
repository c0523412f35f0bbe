import type { Point, Polygon, RgbImage } from '../image.ts';
import sharp from '../sharp.ts';
import { drawLabel, measureText } from './draw-label.ts';

export interface AnnotateInput {
  image: RgbImage;
  /** draw on `image` itself instead of a copy (when the caller no longer needs it) */
  inPlace?: boolean;
  outlines: Polygon[];
  markers: Point[][];
  lengthAxis: [Point, Point] | null;
  label: string;
}

type Rgb = [number, number, number];
const OUTLINE: Rgb = [0, 230, 90];
const MARKER: Rgb = [0, 170, 255];
const AXIS: Rgb = [255, 220, 0];

function stamp(img: RgbImage, cx: number, cy: number, r: number, c: Rgb) {
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(img.width - 1, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(img.height - 1, Math.ceil(cy + r));
  const r2 = r * r;
  for (let y = y0; y <= y1; y++) {
    const dy = y + 0.5 - cy;
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - cx;
      if (dx * dx + dy * dy > r2) continue;
      const p = (y * img.width + x) * 3;
      img.data[p] = c[0];
      img.data[p + 1] = c[1];
      img.data[p + 2] = c[2];
    }
  }
}

export function drawPolyline(img: RgbImage, pts: readonly Point[], closed: boolean, colour: Rgb, thickness: number) {
  const r = Math.max(0.75, thickness / 2);
  const n = pts.length;
  const segs = closed ? n : n - 1;
  const step = Math.max(0.5, r / 2);
  for (let i = 0; i < segs; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % n]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const k = Math.max(1, Math.ceil(len / step));
    for (let s = 0; s <= k; s++) stamp(img, a.x + ((b.x - a.x) * s) / k, a.y + ((b.y - a.y) * s) / k, r, colour);
  }
}

/**
 * The annotated photo: the wound outline (green), each calibration sticker's square (blue), the
 * length axis (yellow) and a label with the main figure, at the photo's own pixel size — all drawn
 * into the raw pixels (no SVG).
 */
export async function annotateImage(x: AnnotateInput): Promise<Buffer> {
  const img: RgbImage = x.inPlace
    ? x.image
    : { width: x.image.width, height: x.image.height, data: new Uint8Array(x.image.data) };
  const unit = Math.max(img.width, img.height) / 1000;
  const thick = Math.max(2, Math.round(2.5 * unit));
  for (const m of x.markers) drawPolyline(img, m, true, MARKER, thick);
  for (const o of x.outlines) drawPolyline(img, o, true, OUTLINE, thick);
  if (x.lengthAxis) drawPolyline(img, x.lengthAxis, false, AXIS, Math.max(1, Math.round(thick / 2)));

  const fontPx = Math.max(12, Math.round(18 * unit));
  const padding = Math.round(fontPx * 0.4);
  const boxW = Math.min(img.width, measureText(x.label, fontPx) + 2 * padding);
  const boxH = Math.min(img.height, Math.round(fontPx * 1.4));
  // above the first outline's top-left, else the photo's top-left corner
  let left = padding;
  let top = padding;
  const pts = x.outlines.flat();
  if (pts.length) {
    const minX = pts.reduce((m, p) => Math.min(m, p.x), Infinity);
    const minY = pts.reduce((m, p) => Math.min(m, p.y), Infinity);
    const maxY = pts.reduce((m, p) => Math.max(m, p.y), -Infinity);
    left = Math.round(minX);
    top = Math.round(minY - boxH - thick * 2);
    if (top < 0) top = Math.round(maxY + thick * 2);
  }
  left = Math.max(0, Math.min(img.width - boxW, left));
  top = Math.max(0, Math.min(img.height - boxH, top));
  // drawn from a glyph atlas, not an SVG: libvips' SVG loader is blocked (sharp.ts)
  await drawLabel(img, x.label, { left, top, boxW, boxH, fontPx, padding });
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}

/** The mask as a PNG: `data` holds 0 (background) and 255 (wound), the photo's pixel size. */
export async function encodeMaskPng(data: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 4, adaptiveFiltering: false })
    .toBuffer();
}
