import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { markerBits } from '../cv/load-opencv.ts';
import { createScene, type Scene } from '../../test/synthetic-scene.ts';
import { calibrateImage } from './calibrate-image.ts';
import { DICT_4X4_50_BITS } from './dictionary-4x4-50.ts';
import { stickerSvg } from './sticker-svg.ts';
import sharp from 'sharp';
import { applyHomography, computeHomography, invertHomography } from './homography.ts';
import { MARKER_MM } from './sticker.ts';
import { WHITE_TARGET } from './white-balance.ts';

/** Largest distance between detected and true corners, matching markers by id and centre. */
function cornerError(scene: Scene, found: { id: number; corners: { x: number; y: number }[] }[]) {
  let worst = 0;
  for (const m of scene.markers) {
    const cx = m.cornersImage.reduce((s, p) => s + p.x, 0) / 4;
    const cy = m.cornersImage.reduce((s, p) => s + p.y, 0) / 4;
    const f = found
      .filter((d) => d.id === m.id)
      .sort(
        (a, b) =>
          Math.hypot(a.corners[0]!.x - cx, a.corners[0]!.y - cy) -
          Math.hypot(b.corners[0]!.x - cx, b.corners[0]!.y - cy),
      )[0];
    if (!f) return Infinity;
    for (let k = 0; k < 4; k++)
      worst = Math.max(
        worst,
        Math.hypot(f.corners[k]!.x - m.cornersImage[k]!.x, f.corners[k]!.y - m.cornersImage[k]!.y),
      );
  }
  return worst;
}

const calibrate = (s: Scene) => calibrateImage(s.image, s.image, 1);

describe('calibration sticker', () => {
  let upright: Scene;
  let rotated: Scene;
  let tilted: Scene;
  let none: Scene;
  let two: Scene;
  beforeAll(async () => {
    [upright, rotated, tilted, none, two] = await Promise.all([
      createScene({ seed: 11, width: 640, height: 480, tiltDeg: 0, rollDeg: 0, markerIds: [7] }),
      createScene({ seed: 12, width: 640, height: 480, tiltDeg: 5, rollDeg: 127, markerIds: [23] }),
      createScene({ seed: 13, width: 640, height: 480, tiltDeg: 30, markerIds: [42] }),
      createScene({ seed: 14, width: 640, height: 480, markerIds: [] }),
      createScene({ seed: 15, width: 640, height: 480, tiltDeg: 20, markerIds: [3, 17] }),
    ]);
  });

  it('finds the marker with sub-pixel corners, its id and the scale', async () => {
    const cal = await calibrate(upright);
    expect(cal.calibrated).toBe(true);
    expect(cal.markers.map((m) => m.id)).toEqual([7]);
    expect(cal.markers[0]!.refined).toBe(true);
    expect(cornerError(upright, cal.markers)).toBeLessThan(0.25);
    // the true scale at the sticker centre
    const c = applyHomography(upright.planeToImage, upright.markers[0]!.centreMm);
    const trueSide = Math.hypot(
      upright.markers[0]!.cornersImage[1]!.x - upright.markers[0]!.cornersImage[0]!.x,
      upright.markers[0]!.cornersImage[1]!.y - upright.markers[0]!.cornersImage[0]!.y,
    );
    expect(cal.markers[0]!.pixelsPerCm).toBeCloseTo((trueSide / MARKER_MM) * 10, 0);
    expect(Math.hypot(cal.markers[0]!.centre.x - c.x, cal.markers[0]!.centre.y - c.y)).toBeLessThan(0.3);
  });

  it('finds a rotated marker and keeps the corner order of the printed pattern', async () => {
    const cal = await calibrate(rotated);
    expect(cal.markers.map((m) => m.id)).toEqual([23]);
    expect(cornerError(rotated, cal.markers)).toBeLessThan(0.3);
  });

  it('finds a marker seen at 30° tilt', async () => {
    const cal = await calibrate(tilted);
    expect(cal.markers.map((m) => m.id)).toEqual([42]);
    expect(cornerError(tilted, cal.markers)).toBeLessThan(0.3);
  });

  it('reports no sticker as uncalibrated with NO_CALIBRATION_MARKER', async () => {
    const cal = await calibrate(none);
    expect(cal.calibrated).toBe(false);
    expect(cal.markers).toEqual([]);
    expect(cal.warnings.map((w) => w.code)).toContain('NO_CALIBRATION_MARKER');
    expect(cal.whiteBalance.source).toBe('none');
  });

  it('uses every sticker when there are two', async () => {
    const cal = await calibrate(two);
    expect(cal.markers.map((m) => m.id).sort((a, b) => a - b)).toEqual([3, 17]);
    expect(cornerError(two, cal.markers)).toBeLessThan(0.3);
  });

  it('white-balances on the sticker margin: the cast is undone', async () => {
    const cast = await createScene({
      seed: 16,
      width: 640,
      height: 480,
      cast: [1.15, 0.95, 0.7],
      exposure: 0.8,
      gradient: 0,
      markerIds: [5],
    });
    const cal = await calibrate(cast);
    const [gr, gg, gb] = cal.whiteBalance.gains;
    const w = cal.whiteBalance.white!;
    // the balanced white is neutral and at the target
    expect(w[0] * gr).toBeCloseTo(WHITE_TARGET, -1);
    expect(w[1] * gg).toBeCloseTo(WHITE_TARGET, -1);
    expect(w[2] * gb).toBeCloseTo(WHITE_TARGET, -1);
    // blue was suppressed most, so it gets the largest gain
    expect(gb).toBeGreaterThan(gg);
    expect(gg).toBeGreaterThan(gr);
  });

  it('a tilted, rolled sticker gives the same millimetres as the plane (homography check)', async () => {
    const cal = await calibrate(tilted);
    const m = cal.markers[0]!;
    // map two far-apart true plane points into the image and back through the detected homography
    const a = applyHomography(tilted.planeToImage, { x: -20, y: -10 });
    const b = applyHomography(tilted.planeToImage, { x: 25, y: 15 });
    const pa = applyHomography(m.imageToPlane, a);
    const pb = applyHomography(m.imageToPlane, b);
    expect(Math.hypot(pb.x - pa.x, pb.y - pa.y)).toBeCloseTo(Math.hypot(45, 25), 0);
  });
});

describe('homography', () => {
  it('maps four points exactly and inverts', () => {
    const src = [
      { x: 10, y: 20 },
      { x: 200, y: 30 },
      { x: 220, y: 180 },
      { x: 5, y: 160 },
    ];
    const dst = [
      { x: 0, y: 0 },
      { x: 20, y: 0 },
      { x: 20, y: 20 },
      { x: 0, y: 20 },
    ];
    const h = computeHomography(src, dst);
    src.forEach((p, i) => {
      const q = applyHomography(h, p);
      expect(q.x).toBeCloseTo(dst[i]!.x, 9);
      expect(q.y).toBeCloseTo(dst[i]!.y, 9);
    });
    const back = applyHomography(invertHomography(h), { x: 20, y: 20 });
    expect(back.x).toBeCloseTo(220, 8);
    expect(back.y).toBeCloseTo(180, 8);
  });
});

describe('the printable sticker', () => {
  it('is found by the detector, with the id printed on it and a 20 mm square', async () => {
    // render the SVG at 10 px/mm and lay it on skin-coloured background. libvips' SVG loader is
    // blocked in any process that loads the engine (sharp.ts), so librsvg renders it in a child
    // process that loads sharp alone
    const render =
      "const s=require('sharp');const c=[];process.stdin.on('data',(d)=>c.push(d)).on('end',()=>s(Buffer.concat(c)).resize({width:400}).png().toBuffer().then((b)=>process.stdout.write(b)))";
    const png = execFileSync(process.execPath, ['-e', render], {
      input: stickerSvg(33),
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      maxBuffer: 1 << 24,
    });
    const { data, info } = await sharp({
      create: { width: 640, height: 560, channels: 3, background: { r: 205, g: 160, b: 140 } },
    })
      .composite([{ input: png, left: 120, top: 40 }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const img = {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    };
    const cal = await calibrateImage(img, img, 1);
    expect(cal.markers.map((m) => m.id)).toEqual([33]);
    // 400 px for the 40 mm wide document: 10 px/mm, so 100 px/cm
    expect(cal.markers[0]!.pixelsPerCm).toBeCloseTo(100, 0);
  });
});

describe('DICT_4X4_50 table', () => {
  it('matches OpenCV for every id (the printable sticker uses the table)', async () => {
    for (let id = 0; id < 50; id++) {
      const bits = await markerBits(id);
      expect(bits.map((r) => r.join('')).join(''), `id ${id}`).toBe(DICT_4X4_50_BITS[id]);
    }
  });
});
