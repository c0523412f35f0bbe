/**
 * The outline editor's state as plain arrays (no canvas): the outline (1 = wound) and the
 * regions set aside as "not the wound" (kept so a second tap brings them back), with the
 * operations the tools apply to them. Pure, so the tools are tested without a browser.
 */

export interface OutlineState {
  width: number;
  height: number;
  /** 1 where the outline is on */
  mask: Uint8Array;
  /** 1 where a region was dropped as "not the wound" (shown set aside, tappable to keep again) */
  dropped: Uint8Array;
}

export function emptyState(width: number, height: number): OutlineState {
  return { width, height, mask: new Uint8Array(width * height), dropped: new Uint8Array(width * height) };
}

export function cloneState(s: OutlineState): OutlineState {
  return { width: s.width, height: s.height, mask: s.mask.slice(), dropped: s.dropped.slice() };
}

/**
 * The 8-connected region of `layer` holding pixel `seed` (the engine's regions are 8-connected
 * too): its pixel indices, or [] when the pixel is off.
 */
export function regionPixels(layer: Uint8Array, width: number, height: number, seed: number): number[] {
  if (!layer[seed]) return [];
  const seen = new Uint8Array(layer.length);
  const out: number[] = [seed];
  seen[seed] = 1;
  for (let k = 0; k < out.length; k++) {
    const i = out[k]!;
    const x = i % width;
    const y = (i - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if ((dx === 0 && dy === 0) || nx < 0 || nx >= width) continue;
        const j = ny * width + nx;
        if (layer[j] && !seen[j]) {
          seen[j] = 1;
          out.push(j);
        }
      }
    }
  }
  return out;
}

/** The on-pixel of `layer` nearest to (x, y) within `reach` px, or -1: a fingertip misses by a few px. */
export function nearestOn(layer: Uint8Array, width: number, height: number, x: number, y: number, reach: number) {
  const cx = Math.floor(x);
  const cy = Math.floor(y);
  let best = -1;
  let bestD = Infinity;
  const r = Math.ceil(reach);
  for (let yy = Math.max(0, cy - r); yy <= Math.min(height - 1, cy + r); yy++)
    for (let xx = Math.max(0, cx - r); xx <= Math.min(width - 1, cx + r); xx++) {
      const i = yy * width + xx;
      if (!layer[i]) continue;
      const d = (xx - cx) ** 2 + (yy - cy) ** 2;
      if (d < bestD && d <= reach * reach) {
        bestD = d;
        best = i;
      }
    }
  return best;
}

/**
 * A tap at (x, y): on a region of the outline, that whole region is dropped ("not the wound");
 * on a dropped region, it is kept again. Returns the new state and what happened, or null when
 * the tap hit neither (within `reach` px).
 */
export function toggleRegionAt(
  s: OutlineState,
  x: number,
  y: number,
  reach: number,
): { state: OutlineState; action: 'dropped' | 'kept'; pixels: number } | null {
  const { width: w, height: h } = s;
  const onMask = nearestOn(s.mask, w, h, x, y, reach);
  const onDropped = onMask < 0 ? nearestOn(s.dropped, w, h, x, y, reach) : -1;
  if (onMask < 0 && onDropped < 0) return null;
  const next = cloneState(s);
  const [from, to] = onMask >= 0 ? [next.mask, next.dropped] : [next.dropped, next.mask];
  const pixels = regionPixels(from, w, h, onMask >= 0 ? onMask : onDropped);
  for (const i of pixels) {
    from[i] = 0;
    to[i] = 1;
  }
  return { state: next, action: onMask >= 0 ? 'dropped' : 'kept', pixels: pixels.length };
}

/** Pixel box touched by an edit (inclusive-exclusive), for a partial repaint. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * A brush (value 1) or eraser (value 0) stroke from `a` to `b` with a round tip of `radius` px,
 * in place on the outline; painting over a dropped region takes it back into the outline.
 * Returns the box it touched.
 */
export function stampLine(
  s: OutlineState,
  a: { x: number; y: number },
  b: { x: number; y: number },
  radius: number,
  value: 0 | 1,
): Box {
  const { width: w, height: h } = s;
  const r = Math.max(0.5, radius);
  const box = {
    x0: Math.max(0, Math.floor(Math.min(a.x, b.x) - r)),
    y0: Math.max(0, Math.floor(Math.min(a.y, b.y) - r)),
    x1: Math.min(w, Math.ceil(Math.max(a.x, b.x) + r) + 1),
    y1: Math.min(h, Math.ceil(Math.max(a.y, b.y) + r) + 1),
  };
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const r2 = r * r;
  for (let y = box.y0; y < box.y1; y++)
    for (let x = box.x0; x < box.x1; x++) {
      // distance from the pixel's centre to the segment
      const px = x + 0.5 - a.x;
      const py = y + 0.5 - a.y;
      const t = len2 > 0 ? Math.max(0, Math.min(1, (px * dx + py * dy) / len2)) : 0;
      const ex = px - t * dx;
      const ey = py - t * dy;
      if (ex * ex + ey * ey > r2) continue;
      const i = y * w + x;
      s.mask[i] = value;
      if (value) s.dropped[i] = 0;
    }
  return box;
}

/** Pixels on in `layer`. */
export function countOn(layer: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < layer.length; i++) if (layer[i]) n++;
  return n;
}

/** Number of 8-connected regions of `layer` and the largest one's pixel count. */
export function regionStats(layer: Uint8Array, width: number, height: number): { count: number; largest: number } {
  const seen = new Uint8Array(layer.length);
  let count = 0;
  let largest = 0;
  for (let i = 0; i < layer.length; i++) {
    if (!layer[i] || seen[i]) continue;
    const px = regionPixels(layer, width, height, i);
    for (const j of px) seen[j] = 1;
    count++;
    largest = Math.max(largest, px.length);
  }
  return { count, largest };
}

/**
 * The brush's default radius for this outline: a tenth of the largest region's equivalent
 * diameter (so a stroke trims an edge, not a third of the wound), between 3 px and 1/40 of the
 * canvas's long side when there is no outline to size it from.
 */
export function defaultBrushRadius(s: OutlineState): number {
  const { largest } = regionStats(s.mask, s.width, s.height);
  const long = Math.max(s.width, s.height);
  if (largest === 0) return Math.max(3, Math.round(long / 40));
  const diameter = 2 * Math.sqrt(largest / Math.PI);
  return Math.max(3, Math.min(Math.round(long / 20), Math.round(diameter / 10)));
}

/** A bounded undo history of outline states: the oldest step falls off past `depth`. */
export class UndoStack {
  private readonly steps: OutlineState[] = [];
  constructor(private readonly depth = 20) {}
  /** remember `s` (a copy) as the state to go back to */
  push(s: OutlineState): void {
    this.steps.push(cloneState(s));
    if (this.steps.length > this.depth) this.steps.shift();
  }
  /** the last remembered state, removed from the history; null when there is none */
  pop(): OutlineState | null {
    return this.steps.pop() ?? null;
  }
  get size(): number {
    return this.steps.length;
  }
  clear(): void {
    this.steps.length = 0;
  }
}

/** Keep the largest connected region of the outline; every other region is dropped as not the wound. */
export function keepLargestRegion(s: OutlineState): OutlineState {
  let best: number[] = [];
  const seen = new Uint8Array(s.mask.length);
  for (let i = 0; i < s.mask.length; i++) {
    if (!s.mask[i] || seen[i]) continue;
    const px = regionPixels(s.mask, s.width, s.height, i);
    for (const j of px) seen[j] = 1;
    if (px.length > best.length) best = px;
  }
  const next = cloneState(s);
  for (let i = 0; i < next.mask.length; i++) if (next.mask[i]) next.dropped[i] = 1;
  next.mask.fill(0);
  for (const j of best) {
    next.mask[j] = 1;
    next.dropped[j] = 0;
  }
  return next;
}
