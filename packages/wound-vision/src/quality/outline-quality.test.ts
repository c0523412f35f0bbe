import { describe, expect, it } from 'vitest';
import { analyzeWound, areaUncertaintyCm2 } from '../analyze.ts';
import type { RgbImage } from '../image.ts';
import { cameraHomography, createScene } from '../../test/synthetic-scene.ts';
import {
  ASSUMED_FOCAL_PER_SIDE,
  cornerAreaSigmaMm2,
  OUTLINE_SIGMA_PER_HALF_BAND,
  edgeTouchPct,
  laplacianVariance,
  probabilityChecks,
  tiltDegFromHomography,
} from './outline-quality.ts';

describe('outline quality checks', () => {
  it('decomposes the camera tilt from the plane → image homography', () => {
    for (const tilt of [0, 12, 25, 38]) {
      const H = cameraHomography({
        width: 1600,
        height: 1200,
        focalPx: ASSUMED_FOCAL_PER_SIDE * 1600,
        distanceMm: 300,
        tiltDeg: tilt,
        azimuthDeg: 70,
        rollDeg: 20,
        centre: { x: 10, y: -5 },
      });
      expect(tiltDegFromHomography(H, 1600, 1200)).toBeCloseTo(tilt, 3);
    }
  });

  it('mean probability inside and the share of uncertain boundary pixels', () => {
    const w = 10;
    const prob = new Float32Array(w * w).fill(0.05);
    const mask = new Uint8Array(w * w);
    for (let y = 3; y < 7; y++)
      for (let x = 3; x < 7; x++) {
        mask[y * w + x] = 1;
        prob[y * w + x] = 0.9;
      }
    const sharp = probabilityChecks({ prob, width: w, height: w, mask });
    expect(sharp.meanProb).toBeCloseTo(0.9, 5);
    expect(sharp.uncertainShare).toBe(0);
    // the boundary ring made uncertain
    const soft = prob.slice();
    for (let i = 0; i < w * w; i++) {
      const x = i % w;
      const y = (i - x) / w;
      if (x >= 2 && x <= 7 && y >= 2 && y <= 7 && !(x >= 4 && x <= 5 && y >= 4 && y <= 5)) soft[i] = 0.5;
    }
    expect(probabilityChecks({ prob: soft, width: w, height: w, mask }).uncertainShare).toBe(1);
  });

  it('the outline on the photo edge is measured as a share of its length', () => {
    const inside = [
      { x: 10, y: 10 },
      { x: 50, y: 10 },
      { x: 50, y: 50 },
      { x: 10, y: 50 },
    ];
    expect(edgeTouchPct([inside], 100, 100, 1)).toBe(0);
    const cut = [
      { x: 0, y: 10 },
      { x: 50, y: 10 },
      { x: 50, y: 50 },
      { x: 0, y: 50 },
    ];
    expect(edgeTouchPct([cut], 100, 100, 1)).toBeCloseTo((40 / 180) * 100, 5); // the 40 px side on x = 0 of a 180 px outline
  });

  it('blur lowers the variance of the Laplacian', () => {
    const w = 64;
    const sharp: RgbImage = { width: w, height: w, data: new Uint8Array(w * w * 3) };
    const soft: RgbImage = { width: w, height: w, data: new Uint8Array(w * w * 3) };
    for (let y = 0; y < w; y++)
      for (let x = 0; x < w; x++) {
        const v = (x >> 2) % 2 ? 200 : 50;
        const s = 125 + 75 * Math.sin((x / 8) * Math.PI);
        sharp.data.fill(v, (y * w + x) * 3, (y * w + x) * 3 + 3);
        soft.data.fill(Math.round(s), (y * w + x) * 3, (y * w + x) * 3 + 3);
      }
    const box = { x0: 0, y0: 0, x1: w, y1: w };
    expect(laplacianVariance(sharp, box)!).toBeGreaterThan(100 * laplacianVariance(soft, box)!);
  });

  it('corner error propagates to a larger area σ for a smaller sticker and for coarse corners', () => {
    const square = (s: number) => [
      { x: 100, y: 100 },
      { x: 100 + s, y: 100 },
      { x: 100 + s, y: 100 + s },
      { x: 100, y: 100 + s },
    ];
    const wound = [
      [
        { x: 300, y: 300 },
        { x: 400, y: 300 },
        { x: 400, y: 400 },
        { x: 300, y: 400 },
      ],
    ];
    const big = cornerAreaSigmaMm2(wound, { corners: square(100), refined: true, residualPx: 0.1 });
    const small = cornerAreaSigmaMm2(wound, { corners: square(50), refined: true, residualPx: 0.1 });
    const coarse = cornerAreaSigmaMm2(wound, { corners: square(100), refined: false, residualPx: NaN });
    expect(big).toBeGreaterThan(0);
    expect(small).toBeGreaterThan(big);
    expect(coarse).toBeCloseTo(4 * big, 6); // 1 px instead of 0.25 px per coordinate
  });

  it('the area ± is the fitted multiple of half the outline band and the corner σ in quadrature, none without a sticker', () => {
    const square = (s: number) => [
      { x: 100, y: 100 },
      { x: 100 + s, y: 100 },
      { x: 100 + s, y: 100 + s },
      { x: 100, y: 100 + s },
    ];
    const wound = [
      [
        { x: 300, y: 300 },
        { x: 400, y: 300 },
        { x: 400, y: 400 },
        { x: 300, y: 400 },
      ],
    ];
    const marker = {
      id: 1,
      corners: square(100),
      refined: true,
      residualPx: 0.1,
      pixelsPerCm: 50,
      centre: { x: 150, y: 150 },
    } as Parameters<typeof areaUncertaintyCm2>[4][number];
    // 10 000 px traced as 4 cm²: 0.0004 cm² per px; a band of 1 000 px is ± k · 500 px
    const bandOnly = areaUncertaintyCm2(4, 10_000, 1000, [], [marker])!;
    expect(OUTLINE_SIGMA_PER_HALF_BAND).toBeGreaterThan(1); // half the band alone under-covered (42 % at 1σ)
    expect(bandOnly).toBeCloseTo(OUTLINE_SIGMA_PER_HALF_BAND * 500 * 0.0004, 3);
    const corner = cornerAreaSigmaMm2(wound, marker) / 100;
    expect(areaUncertaintyCm2(4, 10_000, 1000, wound, [marker])!).toBeCloseTo(Math.hypot(bandOnly, corner), 3);
    expect(areaUncertaintyCm2(4, 10_000, 0, wound, [marker])!).toBeCloseTo(corner, 3); // a drawn outline has no band
    expect(areaUncertaintyCm2(null, 10_000, 1000, wound, [])).toBeNull();
  });
});

describe('outline quality end to end (given outline)', () => {
  it('a traced outline is not judged by the model: its range comes from the traced edge and the sticker, never zero', async () => {
    const base = { seed: 52, width: 900, height: 700, markerIds: [9], gradient: 0, supersample: 1 };
    const good = await createScene({ ...base, tiltDeg: 5, blur: 0.5 });
    const bad = await createScene({ ...base, tiltDeg: 42, blur: 3 });
    const [a, b] = await Promise.all([
      analyzeWound(good.png, { maskPng: good.maskPng }),
      analyzeWound(bad.png, { maskPng: bad.maskPng }),
    ]);
    for (const [r, s] of [
      [a, good],
      [b, bad],
    ] as const) {
      expect(r.outline_quality.verdict).toBe('traced');
      expect(r.outline_quality.statement).toBe('Outline traced by hand');
      expect(r.outline_quality.review).toBe(false);
      const truth = s.woundAreaMm2 / 100;
      const i = r.area_interval!;
      expect(i.basis).toBe('traced_outline');
      expect(i.coverage).toBe(0.95);
      expect(i.low_cm2).toBeLessThan(r.area_cm2!);
      expect(i.high_cm2).toBeGreaterThan(r.area_cm2!);
      expect(i.low_cm2).toBeLessThanOrEqual(truth);
      expect(i.high_cm2).toBeGreaterThanOrEqual(truth);
      // the area carries a ± from the sticker corners (a given outline has no band)
      expect(r.area_uncertainty_cm2).toBeGreaterThan(0);
    }
    // the raw checks stay measured for the evaluation tooling
    const failed = b.outline_quality.checks.filter((c) => !c.ok).map((c) => c.id);
    expect(failed).toEqual(expect.arrayContaining(['camera_tilt', 'sharpness']));
    expect(b.outline_quality.features.tilt_deg).toBeGreaterThan(35);
    expect(a.wound_found).toBe(true);
  });

  it('an empty outline is "no wound found" with a retake warning, never a silent zero', async () => {
    const s = await createScene({ seed: 53, width: 640, height: 480, markerIds: [3], noWound: true, supersample: 1 });
    const r = await analyzeWound(s.png, { maskPng: s.maskPng });
    expect(r.wound_found).toBe(false);
    expect(r.warnings.map((w) => w.code)).toContain('NO_WOUND_FOUND');
    expect(r.outline_quality.review).toBe(true);
    expect(r.outline_quality.score).toBe(0);
    expect(r.outline_quality.reasons[0]).toMatch(/No wound was found/);
    expect(r.outline_quality.verdict).toBe('no_wound');
    expect(r.area_interval).toBeNull();
  });

  it('without a sticker there is no area uncertainty and the calibration checks are not measured', async () => {
    const s = await createScene({ seed: 54, width: 640, height: 480, markerIds: [], supersample: 1 });
    const r = await analyzeWound(s.png, { maskPng: s.maskPng });
    expect(r.area_uncertainty_cm2).toBeNull();
    expect(r.area_interval).toBeNull();
    for (const id of ['sticker_size', 'camera_tilt', 'sticker_distance'])
      expect(r.outline_quality.checks.find((c) => c.id === id)!.value).toBeNull();
  });
});
