/**
 * Text for the annotated photo without SVG: glyphs pre-rendered once into a committed atlas
 * (glyph-atlas.png + glyph-atlas.ts, made by scripts/make-glyph-atlas.ts) are laid out at the
 * atlas size, scaled to the wanted size and blended into the RGB image. The engine therefore
 * never needs libvips' SVG loader, which sharp.ts blocks for the whole process.
 */
import { fileURLToPath } from 'node:url';
import type { RgbImage } from '../image.ts';
import sharp from '../sharp.ts';
import { ATLAS_FONT_PX, ATLAS_LINE_PX, GLYPHS } from './glyph-atlas.ts';

interface Atlas {
  data: Uint8Array;
  width: number;
}
let atlas: Promise<Atlas> | null = null;

function loadAtlas(): Promise<Atlas> {
  atlas ??= sharp(fileURLToPath(new URL('./glyph-atlas.png', import.meta.url)))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(
      ({ data, info }) => ({ data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width }),
      (e: unknown) => {
        atlas = null;
        throw e;
      },
    );
  return atlas;
}

const glyphOf = (ch: string) => GLYPHS[ch] ?? GLYPHS['?']!;

/** Width of `text` in px at `fontPx` (characters without a glyph count as "?"). */
export function measureText(text: string, fontPx: number): number {
  let pen = 0;
  for (const ch of text) pen += glyphOf(ch)[3];
  return Math.ceil((pen * fontPx) / ATLAS_FONT_PX);
}

/** A line of text as an alpha mask (0–255), `fontPx` high font, the line box `height` px high. */
export async function renderText(
  text: string,
  fontPx: number,
): Promise<{ alpha: Uint8Array; width: number; height: number }> {
  const a = await loadAtlas();
  const chars = [...text].map(glyphOf);
  let left = 0;
  let right = 0;
  let pen = 0;
  for (const [, w, bearing, advance] of chars) {
    if (w) {
      left = Math.min(left, pen + bearing);
      right = Math.max(right, pen + bearing + w);
    }
    pen += advance;
  }
  right = Math.max(right, pen);
  const W = Math.max(1, right - left);
  const H = ATLAS_LINE_PX;
  const line = new Uint8Array(W * H);
  pen = -left;
  for (const [ax, w, bearing, advance] of chars) {
    const x0 = pen + bearing;
    for (let y = 0; y < H; y++) {
      const src = y * a.width + ax;
      const dst = y * W + x0;
      for (let x = 0; x < w; x++) line[dst + x] = Math.max(line[dst + x]!, a.data[src + x]!);
    }
    pen += advance;
  }
  const k = fontPx / ATLAS_FONT_PX;
  const width = Math.max(1, Math.round(W * k));
  const height = Math.max(1, Math.round(H * k));
  if (width === W && height === H) return { alpha: line, width, height };
  const scaled = await sharp(line, { raw: { width: W, height: H, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .extractChannel(0) // sharp writes one-band raw input back as sRGB otherwise
    .raw()
    .toBuffer();
  return { alpha: new Uint8Array(scaled.buffer, scaled.byteOffset, scaled.length), width, height };
}

/**
 * A label at (left, top): a rounded box of 65 % black, `boxW` × `boxH`, with the text in white,
 * `padding` px from the box's left edge and centred vertically.
 */
export async function drawLabel(
  img: RgbImage,
  text: string,
  o: { left: number; top: number; boxW: number; boxH: number; fontPx: number; padding: number },
) {
  const { left, top, boxW, boxH } = o;
  const r = Math.min(Math.round(o.fontPx * 0.25), Math.floor(Math.min(boxW, boxH) / 2));
  for (let y = 0; y < boxH; y++) {
    const py = top + y;
    if (py < 0 || py >= img.height) continue;
    for (let x = 0; x < boxW; x++) {
      const px = left + x;
      if (px < 0 || px >= img.width) continue;
      // coverage of the rounded corner (1 inside, fading over one pixel at the arc)
      const cx = x + 0.5 < r ? r : x + 0.5 > boxW - r ? boxW - r : x + 0.5;
      const cy = y + 0.5 < r ? r : y + 0.5 > boxH - r ? boxH - r : y + 0.5;
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      const cover = Math.max(0, Math.min(1, r - d + 0.5));
      if (cover === 0) continue;
      const keep = 1 - 0.65 * cover;
      const p = (py * img.width + px) * 3;
      img.data[p] = Math.round(img.data[p]! * keep);
      img.data[p + 1] = Math.round(img.data[p + 1]! * keep);
      img.data[p + 2] = Math.round(img.data[p + 2]! * keep);
    }
  }
  const t = await renderText(text, o.fontPx);
  const tx = left + o.padding;
  const ty = top + Math.round((boxH - t.height) / 2);
  const x1 = Math.min(t.width, left + boxW - tx, img.width - tx);
  for (let y = 0; y < t.height; y++) {
    const py = ty + y;
    if (py < top || py >= Math.min(img.height, top + boxH)) continue;
    for (let x = Math.max(0, -tx); x < x1; x++) {
      const a = t.alpha[y * t.width + x]!;
      if (!a) continue;
      const p = (py * img.width + tx + x) * 3;
      for (let c = 0; c < 3; c++) img.data[p + c] = Math.round(img.data[p + c]! + ((255 - img.data[p + c]!) * a) / 255);
    }
  }
}
