/**
 * Edge snapping for the outline editor (run in the outline worker, never on the main thread):
 * the outline's edge is moved onto the model's wound border — where the network's probability
 * crosses `level` — but only within `band` px of where the edge is now, and only where the map
 * shows such a border nearby. Elsewhere (a stretch the clinician drew where the model saw
 * nothing) the edge stays as drawn.
 *
 * Method: a marker-controlled watershed on the probability map. Pixels farther than `band` from
 * the edge are seeds (inside: wound, outside: not); the band between them is flooded from both
 * sides in order of confidence — the wound side claims a pixel at cost 255 − p, the other side
 * at cost p — so the two floods meet where p crosses the level, and each side only reaches
 * pixels connected to it.
 */

export interface SnapInput {
  width: number;
  height: number;
  /** 1 = wound (the outline as it is now) */
  mask: Uint8Array;
  /** the model's wound probability, 0–255, at the same size */
  prob: Uint8Array;
  /** how far (px) the edge may move */
  band: number;
  /** the probability level of the border, 0–255 (default 128) */
  level?: number;
}

/** Chamfer (3-4) distance, in px, from every pixel to the nearest pixel whose label differs; capped. */
export function distanceToEdge(mask: Uint8Array, width: number, height: number, cap: number): Float32Array {
  const w = width;
  const INF = (cap + 2) * 3;
  const d = new Float32Array(w * height).fill(INF);
  // a pixel on the edge (a 4-neighbour differs) is at distance 1 (its own side of the edge)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const m = mask[i];
      if (
        (x > 0 && mask[i - 1] !== m) ||
        (x < w - 1 && mask[i + 1] !== m) ||
        (y > 0 && mask[i - w] !== m) ||
        (y < height - 1 && mask[i + w] !== m)
      )
        d[i] = 3;
    }
  const relax = (i: number, j: number, c: number) => {
    if (mask[j] === mask[i] && d[j]! + c < d[i]!) d[i] = d[j]! + c;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x > 0) relax(i, i - 1, 3);
      if (y > 0) {
        relax(i, i - w, 3);
        if (x > 0) relax(i, i - w - 1, 4);
        if (x < w - 1) relax(i, i - w + 1, 4);
      }
    }
  for (let y = height - 1; y >= 0; y--)
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      if (x < w - 1) relax(i, i + 1, 3);
      if (y < height - 1) {
        relax(i, i + w, 3);
        if (x < w - 1) relax(i, i + w + 1, 4);
        if (x > 0) relax(i, i + w - 1, 4);
      }
    }
  for (let i = 0; i < d.length; i++) d[i] = Math.min(cap + 1, d[i]! / 3);
  return d;
}

/**
 * Running max (or min) of a line of `n` values over a window of 2r + 1, in O(n) (van Herk /
 * Gil-Werman: per block of the window's size, a running extreme from the left and one from the
 * right; any window spans at most two blocks). `get(i)` reads the line, `put(i, v)` writes it.
 */
function extremeLine(
  n: number,
  r: number,
  max: boolean,
  get: (i: number) => number,
  put: (i: number, v: number) => void,
) {
  const k = 2 * r + 1;
  const m = n + 2 * r;
  const neutral = max ? 0 : 255;
  const padded = (j: number) => (j < r || j >= n + r ? neutral : get(j - r));
  const left = new Uint8Array(m);
  const right = new Uint8Array(m);
  for (let j = 0; j < m; j++) {
    const v = padded(j);
    left[j] = j % k === 0 ? v : max ? Math.max(left[j - 1]!, v) : Math.min(left[j - 1]!, v);
  }
  for (let j = m - 1; j >= 0; j--) {
    const v = padded(j);
    right[j] = j % k === k - 1 || j === m - 1 ? v : max ? Math.max(right[j + 1]!, v) : Math.min(right[j + 1]!, v);
  }
  // output i covers padded j = i … i + 2r
  for (let i = 0; i < n; i++) {
    const a = right[i]!;
    const b = left[i + 2 * r]!;
    put(i, max ? (a > b ? a : b) : a < b ? a : b);
  }
}

/** Running max (or min) of `src` over a (2r + 1)² square, on the box only (separable, O(1) per pixel). */
export function windowExtreme(
  src: Uint8Array,
  width: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  r: number,
  max: boolean,
): Uint8Array {
  const bw = box.x1 - box.x0;
  const bh = box.y1 - box.y0;
  const rows = new Uint8Array(bw * bh);
  for (let y = 0; y < bh; y++) {
    const base = (y + box.y0) * width + box.x0;
    extremeLine(
      bw,
      r,
      max,
      (i) => src[base + i]!,
      (i, v) => (rows[y * bw + i] = v),
    );
  }
  const out = new Uint8Array(bw * bh);
  for (let x = 0; x < bw; x++)
    extremeLine(
      bh,
      r,
      max,
      (i) => rows[i * bw + x]!,
      (i, v) => (out[i * bw + x] = v),
    );
  return out;
}

/** The snapped outline (a new array) and how many pixels changed. */
export function snapToEdge(input: SnapInput): { mask: Uint8Array; changed: number } {
  const { width: w, height: h, mask } = input;
  const level = input.level ?? 128;
  // the floods meet at 128: shift the map so that its border level sits there
  const prob = level === 128 ? input.prob : input.prob.map((p) => Math.max(0, Math.min(255, p + 128 - level)));
  const band = Math.max(1, Math.round(input.band));
  const dist = distanceToEdge(mask, w, h, band);

  // the band's box: all the work happens inside it
  let x0 = w;
  let y0 = h;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (dist[y * w + x]! <= band) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x + 1);
        y1 = Math.max(y1, y + 1);
      }
  const out = mask.slice();
  if (x1 <= x0) return { mask: out, changed: 0 };
  const box = { x0, y0, x1, y1 };
  const bw = x1 - x0;

  // labels: 0 = band (to flood), 1 = not wound, 2 = wound
  const label = new Uint8Array(w * h);
  for (let i = 0; i < label.length; i++) label[i] = dist[i]! > band ? (mask[i] ? 2 : 1) : 0;
  // a region thinner than the band has no seed of its own: its most inside pixels seed it
  seedThinRegions(mask, dist, label, w, h, band);

  // bucket queue by cost 0–255; an entry is pixel * 2 + (wound ? 1 : 0)
  const buckets: number[][] = Array.from({ length: 256 }, () => []);
  let lowest = 256;
  const pushNeighbours = (i: number, wound: boolean) => {
    const x = i % w;
    const y = (i - x) / w;
    const visit = (j: number) => {
      if (label[j] !== 0) return;
      const c = wound ? 255 - prob[j]! : prob[j]!;
      buckets[c]!.push(j * 2 + (wound ? 1 : 0));
      if (c < lowest) lowest = c;
    };
    if (x > 0) visit(i - 1);
    if (x < w - 1) visit(i + 1);
    if (y > 0) visit(i - w);
    if (y < h - 1) visit(i + w);
  };
  for (let y = Math.max(0, y0 - 1); y < Math.min(h, y1 + 1); y++)
    for (let x = Math.max(0, x0 - 1); x < Math.min(w, x1 + 1); x++) {
      const i = y * w + x;
      if (label[i] !== 0) pushNeighbours(i, label[i] === 2);
    }
  while (lowest < 256) {
    const bucket = buckets[lowest]!;
    const e = bucket.pop();
    if (e === undefined) {
      lowest++;
      continue;
    }
    const i = e >> 1;
    if (label[i] !== 0) continue;
    const wound = (e & 1) === 1;
    label[i] = wound ? 2 : 1;
    pushNeighbours(i, wound);
  }

  // only where the map shows a border nearby (both sides of the level within the band) does the edge move
  const hi = windowExtreme(prob, w, box, band, true);
  const lo = windowExtreme(prob, w, box, band, false);
  let changed = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = y * w + x;
      if (dist[i]! > band) continue;
      const k = (y - y0) * bw + (x - x0);
      if (!(hi[k]! >= 128 && lo[k]! < 128)) continue;
      const v = label[i] === 2 ? 1 : 0;
      if (v !== out[i]) {
        out[i] = v;
        changed++;
      }
    }
  return { mask: out, changed };
}

/** Gives each wound region with no pixel beyond the band its deepest pixels as a seed. */
function seedThinRegions(
  mask: Uint8Array,
  dist: Float32Array,
  label: Uint8Array,
  w: number,
  h: number,
  band: number,
): void {
  const seen = new Uint8Array(mask.length);
  for (let s = 0; s < mask.length; s++) {
    if (!mask[s] || seen[s]) continue;
    const stack = [s];
    const region: number[] = [];
    seen[s] = 1;
    let seeded = false;
    let deepest = 0;
    while (stack.length) {
      const i = stack.pop()!;
      region.push(i);
      if (dist[i]! > band) seeded = true;
      deepest = Math.max(deepest, dist[i]!);
      const x = i % w;
      const y = (i - x) / w;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const j = ny * w + nx;
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
    }
    if (!seeded) for (const i of region) if (dist[i]! >= deepest) label[i] = 2;
  }
}

/** Bilinear resize of an 8-bit single-channel map (the model's map is coarser than the editing canvas). */
export function resizeMap(src: Uint8Array, sw: number, sh: number, dw: number, dh: number): Uint8Array {
  const out = new Uint8Array(dw * dh);
  const fx = sw / dw;
  const fy = sh / dh;
  for (let y = 0; y < dh; y++) {
    const sy = Math.min(sh - 1, Math.max(0, (y + 0.5) * fy - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const ty = sy - y0;
    for (let x = 0; x < dw; x++) {
      const sx = Math.min(sw - 1, Math.max(0, (x + 0.5) * fx - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const tx = sx - x0;
      const top = src[y0 * sw + x0]! * (1 - tx) + src[y0 * sw + x1]! * tx;
      const bottom = src[y1 * sw + x0]! * (1 - tx) + src[y1 * sw + x1]! * tx;
      out[y * dw + x] = Math.round(top * (1 - ty) + bottom * ty);
    }
  }
  return out;
}
