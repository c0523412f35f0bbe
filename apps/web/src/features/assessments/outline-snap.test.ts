import { describe, expect, it } from 'vitest';
import { distanceToEdge, resizeMap, snapToEdge, windowExtreme } from './outline-snap.ts';

const W = 60;
const H = 40;

/** A probability map of a round wound of radius `r` at (30, 20): 230 inside, 20 outside, a 2 px ramp. */
function roundMap(r: number): Uint8Array {
  const p = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const d = Math.hypot(x + 0.5 - 30, y + 0.5 - 20) - r;
      p[y * W + x] = Math.round(Math.max(20, Math.min(230, 125 - d * 60)));
    }
  return p;
}

function disc(r: number, cx = 30, cy = 20): Uint8Array {
  const m = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) if (Math.hypot(x + 0.5 - cx, y + 0.5 - cy) < r) m[y * W + x] = 1;
  return m;
}

const area = (m: Uint8Array) => m.reduce((s, v) => s + v, 0);

describe('snap the outline to the model border', () => {
  it('pulls an edge drawn too wide back onto the border, and one drawn too tight out to it', () => {
    const prob = roundMap(10);
    const truth = area(disc(10));
    const wide = snapToEdge({ width: W, height: H, mask: disc(14), prob, band: 6 });
    const tight = snapToEdge({ width: W, height: H, mask: disc(7), prob, band: 6 });
    expect(Math.abs(area(wide.mask) - truth)).toBeLessThanOrEqual(8);
    expect(Math.abs(area(tight.mask) - truth)).toBeLessThanOrEqual(8);
    expect(wide.changed).toBeGreaterThan(100);
  });

  it('moves the edge at most `band` px: a border farther away is not reached', () => {
    const prob = roundMap(10);
    const snapped = snapToEdge({ width: W, height: H, mask: disc(17), prob, band: 3 });
    expect(area(snapped.mask)).toBe(area(disc(17)));
  });

  it('leaves an edge alone where the map shows no border (drawn where the model saw no wound)', () => {
    const prob = new Uint8Array(W * H).fill(15);
    const drawn = disc(8);
    const snapped = snapToEdge({ width: W, height: H, mask: drawn, prob, band: 6 });
    expect(snapped.changed).toBe(0);
    expect(snapped.mask).toEqual(drawn);
  });

  it('does not grow into a separate blob of the map that the outline does not touch', () => {
    const prob = roundMap(8);
    for (let y = 16; y < 24; y++) for (let x = 50; x < 56; x++) prob[y * W + x] = 230;
    const snapped = snapToEdge({ width: W, height: H, mask: disc(8), prob, band: 6 });
    for (let y = 16; y < 24; y++) for (let x = 50; x < 56; x++) expect(snapped.mask[y * W + x]).toBe(0);
  });

  it('honours a border level other than one half', () => {
    const prob = roundMap(10); // p = 200 about 1.25 px inside the 125 border
    const at200 = snapToEdge({ width: W, height: H, mask: disc(10), prob, band: 5, level: 200 });
    expect(area(at200.mask)).toBeLessThan(area(disc(10)));
  });

  it('keeps a region thinner than the band (no interior seed) where the map says wound', () => {
    const prob = roundMap(3);
    const snapped = snapToEdge({ width: W, height: H, mask: disc(3), prob, band: 6 });
    expect(Math.abs(area(snapped.mask) - area(disc(3)))).toBeLessThanOrEqual(6);
  });
});

describe('helpers', () => {
  it('measures the distance to the outline edge on both sides', () => {
    const d = distanceToEdge(disc(10), W, H, 20);
    expect(d[20 * W + 30]).toBeGreaterThan(8); // the centre
    expect(d[20 * W + 39]).toBe(1); // on the edge, inside
    expect(d[20 * W + 45]).toBeGreaterThan(4); // outside
  });

  it('takes the running max and min over a square window like the direct loop does', () => {
    const w = 23;
    const h = 17;
    const src = new Uint8Array(w * h);
    let x = 7;
    for (let i = 0; i < src.length; i++) src[i] = (x = (x * 1103515245 + 12345) & 0x7fffffff) >> 23;
    const box = { x0: 2, y0: 3, x1: 21, y1: 15 };
    for (const r of [1, 3, 6])
      for (const max of [true, false]) {
        const fast = windowExtreme(src, w, box, r, max);
        for (let y = box.y0; y < box.y1; y++)
          for (let xx = box.x0; xx < box.x1; xx++) {
            let v = max ? 0 : 255;
            for (let yy = Math.max(box.y0, y - r); yy <= Math.min(box.y1 - 1, y + r); yy++)
              for (let k = Math.max(box.x0, xx - r); k <= Math.min(box.x1 - 1, xx + r); k++)
                v = max ? Math.max(v, src[yy * w + k]!) : Math.min(v, src[yy * w + k]!);
            expect(fast[(y - box.y0) * (box.x1 - box.x0) + (xx - box.x0)]).toBe(v);
          }
      }
  });

  it('resizes the coarse map to the canvas keeping its values', () => {
    const src = new Uint8Array([0, 255, 0, 255]);
    const out = resizeMap(src, 2, 2, 4, 4);
    expect(out[0]).toBe(0);
    expect(out[3]).toBe(255);
    expect(out[1]).toBeGreaterThan(0);
    expect(out[1]).toBeLessThan(255);
  });
});
