import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeWound } from '../analyze.ts';
import { calibrateImage } from '../calibrate/calibrate-image.ts';
import type { Point } from '../image.ts';
import { createScene, type Scene } from '../../test/synthetic-scene.ts';
import { measureWound } from './measure-wound.ts';
import { convexHull, lengthAndWidth, polygonArea, polygonPerimeter, simplifyPolygon } from './polygon.ts';

const rect = (w: number, h: number, x = 0, y = 0): Point[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

describe('polygon geometry', () => {
  it('area, perimeter, hull', () => {
    expect(polygonArea(rect(30, 20))).toBe(600);
    expect(polygonPerimeter(rect(30, 20))).toBe(100);
    const pts = [...rect(10, 10), { x: 5, y: 5 }, { x: 2, y: 7 }];
    expect(convexHull(pts)).toHaveLength(4);
  });

  it('length is the longest diameter, width the extent perpendicular to it', () => {
    // a 40 × 10 rectangle rotated by 30°: length = its diagonal, width = the extent across it
    const a = Math.PI / 6;
    const r = rect(40, 10, -20, -5).map((p) => ({
      x: p.x * Math.cos(a) - p.y * Math.sin(a),
      y: p.x * Math.sin(a) + p.y * Math.cos(a),
    }));
    const e = lengthAndWidth(r);
    expect(e.length).toBeCloseTo(Math.hypot(40, 10), 9);
    // perpendicular to the diagonal, the rectangle spans 2·(40·10)/diagonal
    expect(e.width).toBeCloseTo((2 * 40 * 10) / Math.hypot(40, 10), 9);
  });

  it('simplification keeps a staircase diagonal near its true length', () => {
    const stairs: Point[] = [];
    for (let i = 0; i < 50; i++) stairs.push({ x: i + 0.5, y: i }, { x: i + 1, y: i + 0.5 });
    stairs.push({ x: 50, y: 0 });
    const simple = simplifyPolygon(stairs, 0.6);
    expect(simple.length).toBeLessThan(6);
  });
});

describe('measuring on the skin plane', () => {
  let scenes: Scene[];
  beforeAll(async () => {
    scenes = await Promise.all([
      createScene({ seed: 21, width: 640, height: 480, tiltDeg: 30, markerIds: [9] }),
      createScene({ seed: 22, width: 640, height: 480, tiltDeg: 25, markerIds: [31] }),
      createScene({ seed: 23, width: 640, height: 480, tiltDeg: 0, markerIds: [0] }),
    ]);
  });

  it('the true outline on a tilted plane measures within 1 % of its area (exact polygon, detected sticker)', async () => {
    for (const s of scenes) {
      const cal = await calibrateImage(s.image, s.image, 1);
      const m = measureWound([s.woundImage], cal.markers);
      const trueCm2 = s.woundAreaMm2 / 100;
      expect(Math.abs(m.area_cm2! / trueCm2 - 1), `tilt ${s.tiltDeg.toFixed(1)}°`).toBeLessThan(0.01);
      expect(Math.abs(m.length_cm! / (s.woundLengthMm / 10) - 1)).toBeLessThan(0.01);
      // the width hangs on the direction of the longest diameter, which can swap between two
      // nearly equal diameters, so it gets a little more room than area and length
      expect(Math.abs(m.width_cm! / (s.woundWidthMm / 10) - 1)).toBeLessThan(0.03);
      expect(m.lw_estimate_cm2).toBeCloseTo(m.length_cm! * m.width_cm!, 1);
      expect(m.ellipse_estimate_cm2).toBeCloseTo((Math.PI / 4) * m.length_cm! * m.width_cm!, 1);
    }
  });

  it('a drawn mask of the polygon on a tilted plane measures within 1 % through analyzeWound', async () => {
    const s = scenes[0]!;
    const r = await analyzeWound(s.png, { maskPng: s.maskPng });
    expect(r.calibrated).toBe(true);
    expect(r.region_count).toBe(1);
    expect(Math.abs(r.area_cm2! / (s.woundAreaMm2 / 100) - 1)).toBeLessThan(0.01);
    expect(r.pixels_per_cm).toBeGreaterThan(0);
    // mask_png is the photo's size
    expect(r.image_width).toBe(640);
    expect(r.image_height).toBe(480);
  });

  it('without a sticker only pixel figures are given', () => {
    const m = measureWound([rect(100, 50, 10, 10)], []);
    expect(m).toMatchObject({
      area_cm2: null,
      length_cm: null,
      width_cm: null,
      perimeter_cm: null,
      lw_estimate_cm2: null,
      pixels_per_cm: null,
      area_px: 5000,
      region_count: 1,
    });
    expect(m.length_px).toBeCloseTo(Math.hypot(100, 50), 0);
  });

  it('sums several regions and flags stickers that disagree', async () => {
    const s = scenes[2]!;
    const cal = await calibrateImage(s.image, s.image, 1);
    const one = measureWound([s.woundImage], cal.markers);
    const shifted = s.woundImage.map((p) => ({ x: p.x + 0.001, y: p.y }));
    const two = measureWound([s.woundImage, shifted], cal.markers);
    expect(two.region_count).toBe(2);
    expect(two.area_cm2!).toBeCloseTo(2 * one.area_cm2!, 2);
    // a second "sticker" with a 10 % different scale must be flagged
    const m0 = cal.markers[0]!;
    const k = 1.1;
    const scaled = {
      ...m0,
      id: 99,
      imageToPlane: m0.imageToPlane.map((v, i) => (i < 6 ? v * k : v)),
      corners: m0.corners,
    };
    const mixed = measureWound([s.woundImage], [m0, scaled]);
    expect(mixed.warnings.map((w) => w.code)).toContain('MARKERS_INCONSISTENT');
    expect(mixed.marker_spread_pct!).toBeGreaterThan(5);
  });
});
