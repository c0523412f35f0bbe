import sharp from '@woundcare/wound-vision/sharp';
import type { AnalysisResult } from '@woundcare/api-types';

/**
 * "Keep the largest region" (or dropping a region by a tap) leaves part of the model's outline: it
 * is still the model's outline. The clinician's mask is compared with the stored model mask: when
 * it is the union of whole model regions (up to the editor's resampling at their edges), the server
 * measures exactly those model regions and the outline stays the model's. Anything else — a region
 * cut, a stroke painted or erased — is a drawn change: the outline is the clinician's.
 */

/** The editor works on at most this many pixels a side and scales the mask back to the photo's size. */
const EDITOR_MAX_SIDE = 1600;

async function decodeMask(png: Buffer, size?: { width: number; height: number }) {
  let img = sharp(png, { limitInputPixels: 100_000_000 }).removeAlpha().greyscale();
  if (size) img = img.resize(size.width, size.height, { fit: 'fill', kernel: 'nearest' });
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  const on = new Uint8Array(info.width * info.height);
  for (let i = 0; i < on.length; i++) on[i] = data[i * info.channels]! > 127 ? 1 : 0;
  return { on, width: info.width, height: info.height };
}

/** 8-connected regions of `on`: a label per pixel (0 = background) and each label's size. */
function labelRegions(on: Uint8Array, width: number, height: number) {
  const labels = new Int32Array(on.length);
  const sizes = [0];
  const stack: number[] = [];
  for (let start = 0; start < on.length; start++) {
    if (!on[start] || labels[start]) continue;
    const label = sizes.length;
    let size = 0;
    labels[start] = label;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (on[j] && !labels[j]) {
            labels[j] = label;
            stack.push(j);
          }
        }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/** Is there a pixel of `kept` (any: want = 1; none outside it: want = 0) within `r` of (x, y)? */
function near(kept: Uint8Array, width: number, height: number, x: number, y: number, r: number, want: 0 | 1) {
  for (let ny = y - r; ny <= y + r; ny++)
    for (let nx = x - r; nx <= x + r; nx++) {
      const v = nx < 0 || ny < 0 || nx >= width || ny >= height ? 0 : kept[ny * width + nx]!;
      if (v === want) return true;
    }
  return false;
}

/**
 * The model regions the clinician's mask keeps, as a 0/255 PNG of the model mask's size; null when
 * the mask is a drawn change (or keeps no model region). A region is kept when the mask covers at
 * least half of it; every pixel where the mask and the kept regions differ must lie within the
 * editor's resampling reach of the kept regions' edge.
 */
export async function keptModelRegions(modelPng: Buffer, clinicianPng: Buffer): Promise<Buffer | null> {
  const model = await decodeMask(modelPng);
  const { width, height } = model;
  const given = await decodeMask(clinicianPng, { width, height });
  const { labels, sizes } = labelRegions(model.on, width, height);
  const covered = new Array<number>(sizes.length).fill(0);
  for (let i = 0; i < labels.length; i++) if (given.on[i] && labels[i]) covered[labels[i]!]!++;
  const keep = sizes.map((size, label) => label > 0 && covered[label]! * 2 >= size);
  if (!keep.some(Boolean)) return null;
  const kept = new Uint8Array(labels.length);
  for (let i = 0; i < labels.length; i++) kept[i] = keep[labels[i]!] ? 1 : 0;
  // one editor pixel spans `scale` photo pixels; its edge can land a pixel or two either side
  const reach = Math.ceil(Math.max(1, Math.max(width, height) / EDITOR_MAX_SIDE)) + 2;
  for (let i = 0; i < kept.length; i++) {
    if (kept[i] === given.on[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    // painted outside: must touch a kept region; erased inside: must touch the outside
    if (!near(kept, width, height, x, y, reach, given.on[i] ? 1 : 0)) return null;
  }
  const out = Buffer.alloc(kept.length);
  for (let i = 0; i < kept.length; i++) out[i] = kept[i] ? 255 : 0;
  return sharp(out, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/**
 * The result of a kept part of the model's outline: measured on the kept regions, but still the
 * model's — its source, quality statement, warnings and model version as the model reported them.
 * The 95 % range is the model's range scaled to the kept area: the model's range is multiplicative
 * (fitted on the log of the area ratio), so the kept area takes the same relative bounds,
 * low × kept / whole and high × kept / whole; the engine's ± likewise.
 */
export function keptRegionResult(model: AnalysisResult, measured: AnalysisResult): AnalysisResult {
  const ratio =
    model.area_cm2 && measured.area_cm2 !== null && measured.area_cm2 !== undefined
      ? measured.area_cm2 / model.area_cm2
      : null;
  const scale = (v: number) => Math.round(v * ratio! * 1000) / 1000;
  const codes = new Set(model.warnings.map((w) => w.code));
  return {
    ...measured,
    outline_source: 'model',
    outline_quality: model.outline_quality,
    model_version: model.model_version,
    warnings: [...model.warnings, ...measured.warnings.filter((w) => !codes.has(w.code))],
    area_interval:
      ratio !== null && model.area_interval
        ? {
            ...model.area_interval,
            low_cm2: scale(model.area_interval.low_cm2),
            high_cm2: scale(model.area_interval.high_cm2),
          }
        : null,
    area_uncertainty_cm2:
      ratio !== null && model.area_uncertainty_cm2 != null ? scale(model.area_uncertainty_cm2) : null,
  };
}
