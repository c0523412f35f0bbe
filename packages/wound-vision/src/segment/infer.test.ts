import { describe, expect, it } from 'vitest';
import { createScene } from '../../test/synthetic-scene.ts';
import { DEFAULT_INFERENCE, inferProbability, networkGains, refineCrop, softDisagreement } from './infer.ts';
import { whiteBalanceFrom } from '../calibrate/white-balance.ts';
import { rasterizePolygons, resizeFloatBilinear } from './mask-ops.ts';
import { dihedralView, modelExists, runSegmentationModel } from './run-model.ts';

describe.runIf(modelExists())('inference levers', () => {
  it("every view (flips and quarter turns) is the turned photo's map turned back, and the views differ", async () => {
    const s = await createScene({ seed: 61, width: 384, height: 288, markerIds: [4], supersample: 1 });
    const { width: w, height: h } = s.image;
    const plain = await runSegmentationModel(s.image);
    for (const k of [1, 2, 3, 4, 5, 6, 7]) {
      const v = dihedralView(k, w, h);
      const turned = new Uint8Array(s.image.data.length);
      for (let j = 0; j < h; j++)
        for (let i = 0; i < w; i++)
          turned.set(s.image.data.subarray((j * w + i) * 3, (j * w + i) * 3 + 3), v.at(i, j, v.tw) * 3);
      const ofTurned = await runSegmentationModel({ width: v.tw, height: v.th, data: turned });
      const viewed = await runSegmentationModel(s.image, { view: k });
      expect([viewed.width, viewed.height]).toEqual([w, h]);
      let maxDiff = 0;
      let fromPlain = 0;
      for (let j = 0; j < h; j++)
        for (let i = 0; i < w; i++) {
          maxDiff = Math.max(maxDiff, Math.abs(viewed.prob[j * w + i]! - ofTurned.prob[v.at(i, j, v.tw)]!));
          fromPlain = Math.max(fromPlain, Math.abs(viewed.prob[j * w + i]! - plain.prob[j * w + i]!));
        }
      expect(maxDiff).toBeLessThan(1e-4);
      expect(fromPlain).toBeGreaterThan(1e-3); // the network is not exactly symmetric: each view adds information
    }
    expect(() => dihedralView(8, w, h)).toThrow(RangeError);
  });

  it('refining a calibrated photo returns a map on the working grid that still finds the wound', async () => {
    const s = await createScene({ seed: 62, width: 1200, height: 900, markerIds: [6], supersample: 1, tiltDeg: 10 });
    const o = { ...DEFAULT_INFERENCE, refine: true, pxPerCm: 26 };
    const pm = await inferProbability(s.image, s.image, o, { ppcmFull: 40 });
    expect([pm.width, pm.height]).toEqual([1200, 900]);
    // the wound is seen inside its true outline, and hardly anywhere far from it
    const mask = rasterizePolygons([s.woundImage], 1200, 900);
    let inside = 0;
    let outside = 0;
    for (let i = 0; i < mask.length; i++) {
      if (pm.prob[i]! < 0.5) continue;
      if (mask[i]) inside++;
      else outside++;
    }
    expect(inside).toBeGreaterThan(0.3 * mask.reduce((a, v) => a + v, 0));
    expect(outside).toBeLessThan(inside);
    // without a sticker scale, scale normalisation leaves the single-pass map alone
    const plain = await inferProbability(s.image, s.image, o);
    expect(plain.width).toBeLessThan(1200);
    // one view on each pass: no mirror to compare with, but the two passes are compared inside the crop
    expect(pm.agreement?.mirror).toBeNull();
    expect(pm.agreement?.scale).toBeGreaterThan(0);
    expect(pm.agreement?.scale).toBeLessThan(1);
  });

  it('with flips, the refine pass measures how far its as-is and mirrored views disagree', async () => {
    const s = await createScene({ seed: 62, width: 1200, height: 900, markerIds: [6], supersample: 1, tiltDeg: 10 });
    const o = { ...DEFAULT_INFERENCE, refine: true, pxPerCm: 26, flips: true, coarseFlips: false };
    const pm = await inferProbability(s.image, s.image, o, { ppcmFull: 40 });
    const mirror = pm.agreement?.mirror ?? NaN;
    // the network is not exactly symmetric (test above), and a wound it sees is seen in both views
    expect(mirror).toBeGreaterThan(0);
    expect(mirror).toBeLessThan(0.5);
  });
});

describe.runIf(modelExists())('multi-scale fusion', () => {
  const grid = (pm: { prob: Float32Array; width: number; height: number }, w: number, h: number) =>
    pm.width === w && pm.height === h ? pm.prob : resizeFloatBilinear(pm.prob, pm.width, pm.height, w, h);

  it("averages the maps of the photo at each size on the first size's grid", async () => {
    const s = await createScene({ seed: 63, width: 640, height: 480, markerIds: [], supersample: 1 });
    const fused = await inferProbability(s.image, s.image, { ...DEFAULT_INFERENCE, scales: [384, 320] });
    const a = await runSegmentationModel(s.image, { inputSize: 384 });
    const b = await runSegmentationModel(s.image, { inputSize: 320 });
    expect([fused.width, fused.height]).toEqual([a.width, a.height]);
    const bOnA = grid(b, a.width, a.height);
    let maxDiff = 0;
    let moved = 0;
    for (let i = 0; i < fused.prob.length; i++) {
      maxDiff = Math.max(maxDiff, Math.abs(fused.prob[i]! - (a.prob[i]! + bOnA[i]!) / 2));
      moved = Math.max(moved, Math.abs(fused.prob[i]! - a.prob[i]!));
    }
    expect(maxDiff).toBeLessThan(1e-5);
    expect(moved).toBeGreaterThan(0.01); // the second size does change the map
  });

  it("a calibrated photo's coarse pass runs at coarseScales only: the refined map is the single-size one", async () => {
    const s = await createScene({ seed: 64, width: 1200, height: 900, markerIds: [6], supersample: 1, tiltDeg: 10 });
    const o = { ...DEFAULT_INFERENCE, refine: true, pxPerCm: 26 };
    const single = await inferProbability(s.image, s.image, o, { ppcmFull: 40 });
    const multi = await inferProbability(
      s.image,
      s.image,
      { ...o, scales: [384, 336, 440], coarseScales: [384] },
      { ppcmFull: 40 },
    );
    expect(multi.prob).toEqual(single.prob);
    // without a sticker the same options fuse the three sizes
    const plain = await inferProbability(s.image, s.image, { ...o, scales: [384, 336, 440], coarseScales: [384] });
    const plainSingle = await inferProbability(s.image, s.image, o);
    expect(plain.prob).not.toEqual(plainSingle.prob);
  });
});

describe('refineCrop: where the fine pass looks', () => {
  const full = { width: 4000, height: 3000 };
  const coarse = { width: 384, height: 288 };
  const o = { ...DEFAULT_INFERENCE, refine: true, pxPerCm: 26, stickerSearch: true };

  it('crops around the coarse wound, resampled to the normalised scale', () => {
    // a 10 × 10 grid-px wound at grid (200, 100): 104 × 104 full px; the sticker is 52 px per cm
    const c = refineCrop({ x0: 195, y0: 95, x1: 205, y1: 105 }, coarse, full, o, 52, { x: 500, y: 500 })!;
    expect(c.left).toBeLessThan(200 * (4000 / 384) - 52);
    expect(c.left + c.cw).toBeGreaterThan(200 * (4000 / 384) + 52);
    // 26 px/cm from 52 px/cm: half the size
    expect(c.iw / c.cw).toBeCloseTo(0.5, 2);
  });

  it('with nothing found on the coarse pass, searches one tile at skin scale centred on the sticker', () => {
    const c = refineCrop(null, coarse, full, o, 52, { x: 1000, y: 1200 })!;
    // a 512 px tile at 26 px/cm: 19.7 cm of skin, 1024 full px at the sticker's 52 px/cm
    expect([c.cw, c.ch]).toEqual([1024, 1024]);
    expect([c.iw, c.ih]).toEqual([512, 512]);
    expect(c.left + c.cw / 2).toBe(1000);
    expect(c.top + c.ch / 2).toBe(1200);
  });

  it('keeps the search tile inside the photo when the sticker is near its edge', () => {
    const c = refineCrop(null, coarse, full, o, 52, { x: 3950, y: 40 })!;
    expect(c.left + c.cw).toBe(4000);
    expect(c.top).toBe(0);
  });

  it('does not search without a sticker scale, or with the search switched off', () => {
    expect(refineCrop(null, coarse, full, o, null, null)).toBeNull();
    expect(refineCrop(null, coarse, full, { ...o, stickerSearch: false }, 52, { x: 1000, y: 1200 })).toBeNull();
  });
});

describe('networkGains: the white balance the network sees', () => {
  // a sticker white photographed under a warm cast
  const wb = whiteBalanceFrom([{ white: [200, 180, 150], black: [20, 20, 20] }]);
  const apply = (g: [number, number, number] | null) => [200, 180, 150].map((v, c) => v * (g?.[c] ?? 1));

  it('chroma: the white becomes neutral at its own brightness', () => {
    const [r, g, b] = apply(networkGains('chroma', wb.gains));
    expect(r).toBeCloseTo((200 + 180 + 150) / 3, 6);
    expect(g).toBeCloseTo(r!, 6);
    expect(b).toBeCloseTo(r!, 6);
  });

  it("full: the white becomes the tissue rule's neutral 235", () => {
    for (const v of apply(networkGains('full', wb.gains))) expect(v).toBeCloseTo(235, 6);
  });

  it('is off without the lever or without a sticker', () => {
    expect(networkGains(undefined, wb.gains)).toBeNull();
    expect(networkGains('chroma', null)).toBeNull();
  });
});

describe('softDisagreement: 1 − soft IoU of two probability maps', () => {
  it('is 0 for equal maps, 1 for maps with no common mass, and in between by the overlap', () => {
    expect(softDisagreement([0.9, 0.1, 0], [0.9, 0.1, 0])).toBe(0);
    expect(softDisagreement([1, 0], [0, 1])).toBe(1);
    // min 0.5, max 1 on the one pixel
    expect(softDisagreement([0.5], [1])).toBeCloseTo(0.5, 12);
    expect(softDisagreement([0, 0], [0, 0])).toBeNull();
  });

  it('counts only the pixels inside the given box', () => {
    // two 3 × 2 maps that agree in their left column only
    const a = [1, 1, 0, 0.5, 1, 0];
    const b = [1, 0, 1, 0.5, 0, 1];
    expect(softDisagreement(a, b, { width: 3, x0: 0, y0: 0, x1: 1, y1: 2 })).toBe(0);
    expect(softDisagreement(a, b, { width: 3, x0: 1, y0: 1, x1: 3, y1: 2 })).toBe(1);
    expect(softDisagreement(a, b)).toBeCloseTo(1 - 1.5 / 5.5, 12);
  });
});
