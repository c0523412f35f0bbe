/**
 * A YUV4MPEG2 (.y4m) writer for Chromium's fake camera
 * (`--use-file-for-fake-video-capture=<file>.y4m`): 8-bit 4:2:0, BT.601 limited range, each
 * frame's chroma averaged over 2 × 2 pixels. Width and height must be even.
 */
import type { RgbImage } from '../src/image.ts';

export function y4mFrame(img: RgbImage): Buffer {
  const { width: w, height: h, data: d } = img;
  if (w % 2 || h % 2) throw new Error('y4m 4:2:0 needs an even width and height');
  const ySize = w * h;
  const cSize = (w / 2) * (h / 2);
  const out = Buffer.alloc(6 + ySize + 2 * cSize);
  out.write('FRAME\n', 0, 'ascii');
  const Y = 6;
  const U = Y + ySize;
  const V = U + cSize;
  for (let i = 0; i < ySize; i++) {
    const r = d[3 * i]!;
    const g = d[3 * i + 1]!;
    const b = d[3 * i + 2]!;
    out[Y + i] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
  }
  for (let y = 0; y < h / 2; y++) {
    for (let x = 0; x < w / 2; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = 3 * ((2 * y + dy) * w + 2 * x + dx);
        r += d[p]!;
        g += d[p + 1]!;
        b += d[p + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const k = y * (w / 2) + x;
      out[U + k] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      out[V + k] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return out;
}

/** A whole .y4m file: the header and the frames (all of `frames[0]`'s size), played at `fps`. */
export function y4mFile(frames: readonly RgbImage[], fps = 30): Buffer {
  const f0 = frames[0];
  if (!f0) throw new Error('y4m needs at least one frame');
  if (frames.some((f) => f.width !== f0.width || f.height !== f0.height))
    throw new Error('y4m frames must share one size');
  const header = Buffer.from(`YUV4MPEG2 W${f0.width} H${f0.height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  return Buffer.concat([header, ...frames.map(y4mFrame)]);
}
