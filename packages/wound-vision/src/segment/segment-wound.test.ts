import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BinaryMask } from '../image.ts';
import { polygonArea } from '../measure/polygon.ts';
import { analyzeWound } from '../analyze.ts';
import { createScene } from '../../test/synthetic-scene.ts';
import { fillHoles, labelComponents, rasterizePolygons } from './mask-ops.ts';
import { modelExists } from './run-model.ts';
import { DEFAULT_INFERENCE } from './infer.ts';
import {
  hysteresisThreshold,
  MASS_LEVEL_MAX,
  MASS_LEVEL_MIN,
  massLevelMask,
  MIN_REGION_FRACTION_MODEL,
  segmentFromMask,
  segmentWithModel,
} from './segment-wound.ts';
import { traceComponent } from './trace-contours.ts';

function maskFrom(rows: string[]): BinaryMask {
  const h = rows.length;
  const w = rows[0]!.length;
  const data = new Uint8Array(w * h);
  rows.forEach((r, y) => [...r].forEach((ch, x) => (data[y * w + x] = ch === '#' ? 1 : 0)));
  return { width: w, height: h, data };
}

describe('mask operations', () => {
  it('labels 8-connected regions and fills holes', () => {
    const m = maskFrom(['.....#', '.###..', '.#.#..', '.###..', '#.....']);
    const c = labelComponents(m);
    // the ring and the diagonal corner pixels: (5,0) touches nothing, (0,4) touches the ring diagonally
    expect(c.count).toBe(2);
    const filled = fillHoles(m);
    expect(filled.data[2 * 6 + 2]).toBe(1);
  });

  it('traces an outline whose area matches the pixel count (minus 1/8 px² per convex corner)', () => {
    const m = maskFrom(['........', '..####..', '..####..', '..#####.', '........']);
    const c = labelComponents(m);
    const poly = traceComponent(c, m.width, m.height, 1);
    const pixels = c.areas[1]!;
    // corners: 5 convex, 1 concave → area = pixels − 5/8 + 1/8
    expect(polygonArea(poly)).toBeCloseTo(pixels - 5 / 8 + 1 / 8, 9);
    // rasterising the outline gives the pixels back
    const back = rasterizePolygons([poly], m.width, m.height);
    expect([...back]).toEqual([...m.data]);
  });

  it('hysteresis keeps weak pixels only when they touch a confident core', () => {
    // prettier-ignore
    const prob = new Float32Array([
      0.2, 0.2, 0.0, 0.0, 0.0,
      0.2, 0.6, 0.0, 0.0, 0.3,
      0.0, 0.0, 0.0, 0.3, 0.3,
    ]);
    const out = hysteresisThreshold(prob, 5, 3, 0.1, 0.5);
    // prettier-ignore
    expect([...out]).toEqual([
      1, 1, 0, 0, 0,
      1, 1, 0, 0, 0,
      0, 0, 0, 0, 0,
    ]);
    // low = high is a plain threshold
    expect([...hysteresisThreshold(prob, 5, 3, 0.5, 0.5)].reduce((s, v) => s + v, 0)).toBe(1);
  });

  it('a given mask: holes filled, tiny specks dropped, regions traced in full-resolution pixels', () => {
    const w = 200;
    const h = 150;
    const data = new Uint8Array(w * h);
    for (let y = 40; y < 100; y++) for (let x = 50; x < 150; x++) data[y * w + x] = 1;
    for (let y = 60; y < 70; y++) for (let x = 90; x < 100; x++) data[y * w + x] = 0; // hole
    data[5 * w + 5] = 1; // a speck
    const seg = segmentFromMask({ width: w, height: h, data }, { width: 100, height: 75 }, 2);
    expect(seg.regions).toHaveLength(1);
    expect(seg.dropped).toBe(1);
    expect(polygonArea(seg.regions[0]!.polygon)).toBeCloseTo(6000 - 4 / 8, 6);
    expect(seg.workMask.width).toBe(100);
  });
});

describe('specks on a calibrated photo', () => {
  // a widely framed 1000 × 750 photo at 40 px/cm: the photo share (3e-4) drops regions below 225 px,
  // i.e. 0.14 cm² — a real 0.1–0.2 cm² ulcer would be thrown away as noise (a miss)
  const w = 1000;
  const h = 750;
  const prob = new Float32Array(w * h);
  const blob = (x0: number, y0: number, side: number) => {
    for (let y = y0; y < y0 + side; y++) for (let x = x0; x < x0 + side; x++) prob[y * w + x] = 0.9;
  };
  blob(300, 300, 12); // 144 px = 0.09 cm²: a small wound
  blob(700, 500, 6); // 36 px = 0.02 cm²: a speck
  const image = { width: w, height: h, data: new Uint8Array(w * h * 3) };
  const run = (ppcmFull: number | null) =>
    segmentWithModel(image, image, 0.5, [], {
      inference: { ...DEFAULT_INFERENCE, minRegionCm2: 0.05 },
      ppcmFull,
      probabilityMap: { prob, width: w, height: h, version: 'test' },
    });

  it('with the sticker a region is a speck by its physical size (< 0.05 cm²), so a small wound in a wide photo is kept', async () => {
    expect(144).toBeLessThan(MIN_REGION_FRACTION_MODEL * w * h);
    const seg = await run(40);
    expect(seg.regions).toHaveLength(1);
    expect(seg.regions[0]!.areaPx / 40 ** 2).toBeCloseTo(0.09, 1);
    expect(seg.dropped).toBe(1);
  });

  it('without a sticker (no scale) the photo share decides and both are dropped', async () => {
    const seg = await run(null);
    expect(seg.regions).toHaveLength(0);
    expect(seg.dropped).toBe(2);
  });
});

describe('hysteresis cores (strongProb)', () => {
  // two regions above the outline level 0.5: one with a confident core (0.95), one hazy throughout (0.7)
  const w = 200;
  const h = 100;
  const prob = new Float32Array(w * h);
  const blob = (x0: number, p: number, core: number) => {
    for (let y = 30; y < 70; y++) for (let x = x0; x < x0 + 40; x++) prob[y * w + x] = p;
    for (let y = 45; y < 55; y++) for (let x = x0 + 15; x < x0 + 25; x++) prob[y * w + x] = core;
  };
  blob(20, 0.7, 0.95);
  blob(120, 0.6, 0.7);
  const image = { width: w, height: h, data: new Uint8Array(w * h * 3) };
  const run = (strongProb?: number) =>
    segmentWithModel(image, image, 0.5, [], {
      inference: { ...DEFAULT_INFERENCE, strongProb },
      probabilityMap: { prob, width: w, height: h, version: 'test' },
    });

  it('by default (core = outline level) both regions are outlined', async () => {
    expect((await run()).regions).toHaveLength(2);
  });

  it('with a core level of 0.8 the hazy region goes and the kept one is still outlined at 0.5', async () => {
    const seg = await run(0.8);
    expect(seg.regions).toHaveLength(1);
    // the whole 40 × 40 block, not just its 10 × 10 core
    expect(seg.regions[0]!.areaPx).toBeGreaterThan(1500);
  });
});

describe('outline level by probability mass', () => {
  const w = 240;
  const h = 120;
  const sum = (m: Uint8Array) => m.reduce((s, v) => s + v, 0);
  /** a round region of radius r at (cx, cy) whose probability falls across its rim over `soft` px, `shift` px outside r */
  function disc(prob: Float32Array, cx: number, cy: number, r: number, soft: number, shift = 0) {
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        const p = 1 / (1 + Math.exp((d - r - shift) / soft));
        if (p > prob[y * w + x]!) prob[y * w + x] = p;
      }
  }
  const massOver = (prob: Float32Array, region: (x: number) => boolean) => {
    let m = 0;
    for (let i = 0; i < prob.length; i++) if (prob[i]! >= 0.2 && region(i % w)) m += prob[i]!;
    return m;
  };

  it('traces each region where its area equals its probability mass, each at its own level', () => {
    const prob = new Float32Array(w * h);
    // left: a sharp rim; right: a confident core (radius 20) in an unsure rim, 0.7 falling to 0.5
    // over 6 px, then a sharp drop — the 0.5 contour takes the whole rim in
    disc(prob, 60, 60, 30, 0.6);
    disc(prob, 180, 60, 20, 0.6);
    for (let y = 0; y < h; y++)
      for (let x = 120; x < w; x++) {
        const d = Math.hypot(x + 0.5 - 180, y + 0.5 - 60);
        if (d >= 20 && d < 26) prob[y * w + x] = Math.max(prob[y * w + x]!, 0.7 - ((d - 20) / 6) * 0.2);
      }
    const { mask, levelAt } = massLevelMask(prob, w, h, 0.5, null);
    const left = (x: number) => x < 120;
    const right = (x: number) => x >= 120;
    const areaOf = (region: (x: number) => boolean) => mask.reduce((s, v, i) => s + (v && region(i % w) ? 1 : 0), 0);
    expect(Math.abs(areaOf(left) / massOver(prob, left) - 1)).toBeLessThan(0.01);
    expect(Math.abs(areaOf(right) / massOver(prob, right) - 1)).toBeLessThan(0.01);
    // the sharp region stays at about 0.5; the unsure rim of the other is counted at its probability
    expect(levelAt(60 * w + 60)).toBeGreaterThan(0.4);
    expect(levelAt(60 * w + 60)).toBeLessThan(0.6);
    expect(levelAt(60 * w + 180)).toBeGreaterThan(0.5);
    const at05 = sum(hysteresisThreshold(prob, w, h, 0.5, 0.5).map((v, i) => (v && right(i % w) ? 1 : 0)));
    expect(areaOf(right)).toBeLessThan(at05);
  });

  it('keeps every level within its bounds and never loses a faint region', () => {
    const prob = new Float32Array(w * h);
    // a region that is barely a wound anywhere: 0.55 flat — its mass equals 0.55 × its pixels, so
    // the level would be above every pixel without the bound
    for (let y = 40; y < 80; y++) for (let x = 40; x < 80; x++) prob[y * w + x] = 0.55;
    const { mask, levelAt } = massLevelMask(prob, w, h, 0.5, null);
    expect(levelAt(60 * w + 60)).toBeGreaterThanOrEqual(MASS_LEVEL_MIN);
    expect(levelAt(60 * w + 60)).toBeLessThanOrEqual(MASS_LEVEL_MAX);
    expect(sum(mask)).toBeGreaterThan(0);
  });

  it('a cleared pixel (the sticker) carries no mass and is never wound', () => {
    const prob = new Float32Array(w * h);
    disc(prob, 60, 60, 30, 0.6);
    const cleared = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) for (let x = 60; x < w; x++) cleared[y * w + x] = 1;
    const { mask } = massLevelMask(prob, w, h, 0.5, cleared);
    expect(mask.some((v, i) => v && cleared[i])).toBe(false);
    const half = (x: number) => x < 60;
    expect(Math.abs(sum(mask) / massOver(prob, half) - 1)).toBeLessThan(0.02);
  });

  it('is the engine rule only on a calibrated photo with no level given', async () => {
    const prob = new Float32Array(w * h);
    // a confident core in an unsure rim (0.7 falling to 0.5): its mass level lies above 0.5
    disc(prob, 60, 60, 20, 0.6);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const d = Math.hypot(x + 0.5 - 60, y + 0.5 - 60);
        if (d >= 20 && d < 28) prob[y * w + x] = Math.max(prob[y * w + x]!, 0.7 - ((d - 20) / 8) * 0.2);
      }
    const image = { width: w, height: h, data: new Uint8Array(w * h * 3) };
    const run = (confThresh: number | null, ppcmFull: number | null) =>
      segmentWithModel(image, image, confThresh, [], {
        inference: { ...DEFAULT_INFERENCE, massLevel: 'calibrated' },
        ppcmFull,
        probabilityMap: { prob, width: w, height: h, version: 'test' },
      });
    const byMass = await run(null, 40);
    const plain = await run(null, null);
    const given = await run(0.5, 40);
    expect(byMass.regions[0]!.level).toBeGreaterThan(0.55);
    expect(plain.regions[0]!.level).toBe(0.5);
    expect(given.regions[0]!.level).toBe(0.5);
    expect(plain.regions[0]!.areaPx).toBe(given.regions[0]!.areaPx);
    expect(byMass.regions[0]!.areaPx).not.toBe(plain.regions[0]!.areaPx);
    expect(byMass.confThresh).toBe(0.5);
    // the outline checks read the network's own view at 0.5, not the tighter outline
    const evidenceOf = (seg: typeof plain) => sum(seg.probability!.mask);
    expect(Math.abs(evidenceOf(byMass) / evidenceOf(plain) - 1)).toBeLessThan(0.03);
    expect(byMass.regions[0]!.areaPx).toBeLessThan(0.9 * evidenceOf(plain));
  });
});

describe.runIf(modelExists())('segmentation model', () => {
  it('runs and returns a mask of the photo’s size', async () => {
    const s = await createScene({ seed: 31, width: 640, height: 480, markerIds: [4] });
    const r = await analyzeWound(s.png, { confThresh: 0.5 });
    expect(r.outline_source).toBe('model');
    expect(r.model_version).toMatch(/^wound-seg@[0-9a-f]{12}$/);
    const meta = await sharp(r.mask_png).metadata();
    expect([meta.width, meta.height]).toEqual([640, 480]);
    const stats = await sharp(r.mask_png).raw().toBuffer();
    expect(stats.every((v) => v === 0 || v === 255)).toBe(true);
    expect(r.outline_levels.every((l) => l === 0.5)).toBe(true);
  });

  it('without a given level a calibrated photo is outlined at each region’s probability-mass level', async () => {
    const s = await createScene({ seed: 31, width: 640, height: 480, markerIds: [4] });
    const r = await analyzeWound(s.png);
    expect(r.calibrated).toBe(true);
    expect(r.outline_levels.length).toBeGreaterThan(0);
    for (const l of r.outline_levels) {
      expect(l).toBeGreaterThanOrEqual(MASS_LEVEL_MIN);
      expect(l).toBeLessThanOrEqual(MASS_LEVEL_MAX);
    }
    expect(r.conf_thresh).toBe(0.5);
  });
});
