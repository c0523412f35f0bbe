import { describe, expect, it } from 'vitest';
import {
  countOn,
  defaultBrushRadius,
  emptyState,
  regionStats,
  stampLine,
  toggleRegionAt,
  UndoStack,
  type OutlineState,
} from './outline-ops.ts';

/** A 40 × 20 outline with a 10 × 10 wound at the left and a 4 × 4 stray blob at the right. */
function twoRegions(): OutlineState {
  const s = emptyState(40, 20);
  for (let y = 5; y < 15; y++) for (let x = 2; x < 12; x++) s.mask[y * 40 + x] = 1;
  for (let y = 8; y < 12; y++) for (let x = 30; x < 34; x++) s.mask[y * 40 + x] = 1;
  return s;
}

describe('tap a region to drop or keep it', () => {
  it('drops the whole tapped region ("not the wound") and nothing else, in one tap', () => {
    const s = twoRegions();
    const r = toggleRegionAt(s, 31.5, 9.5, 0)!;
    expect(r.action).toBe('dropped');
    expect(r.pixels).toBe(16);
    expect(countOn(r.state.mask)).toBe(100);
    expect(regionStats(r.state.mask, 40, 20)).toEqual({ count: 1, largest: 100 });
    expect(countOn(r.state.dropped)).toBe(16);
    // the state it was given is untouched (undo keeps the old one)
    expect(countOn(s.mask)).toBe(116);
  });

  it('a second tap on the dropped region keeps it again', () => {
    const dropped = toggleRegionAt(twoRegions(), 31.5, 9.5, 0)!.state;
    const r = toggleRegionAt(dropped, 32, 10, 0)!;
    expect(r.action).toBe('kept');
    expect(countOn(r.state.mask)).toBe(116);
    expect(countOn(r.state.dropped)).toBe(0);
  });

  it('a tap just beside a region reaches it; a tap on empty skin changes nothing', () => {
    expect(toggleRegionAt(twoRegions(), 36, 10, 3)?.action).toBe('dropped');
    expect(toggleRegionAt(twoRegions(), 20, 10, 3)).toBeNull();
  });

  it('regions touching only at a corner are one region (8-connected, as the engine counts them)', () => {
    const s = emptyState(6, 6);
    s.mask[0] = 1;
    s.mask[7] = 1; // (1, 1)
    expect(regionStats(s.mask, 6, 6).count).toBe(1);
    expect(toggleRegionAt(s, 0.5, 0.5, 0)!.pixels).toBe(2);
  });
});

describe('brush and eraser', () => {
  it('the eraser cuts a round-tipped band and the brush paints one, taking back a dropped region it covers', () => {
    const s = twoRegions();
    stampLine(s, { x: 7, y: 0 }, { x: 7, y: 20 }, 1, 0);
    expect(regionStats(s.mask, 40, 20).count).toBe(3); // the wound cut in two, and the blob
    const dropped = toggleRegionAt(s, 31.5, 9.5, 0)!.state;
    const box = stampLine(dropped, { x: 28, y: 10 }, { x: 28, y: 10 }, 3, 1);
    expect(box).toEqual({ x0: 25, y0: 7, x1: 32, y1: 14 });
    expect(countOn(dropped.dropped)).toBeLessThan(16);
  });

  it('sizes the default brush from the wound (a tenth of its diameter), not from the canvas', () => {
    const s = emptyState(1600, 1200);
    // a round wound of radius 100 px: diameter 200 → brush radius 20
    for (let y = 0; y < 1200; y++)
      for (let x = 0; x < 1600; x++) if ((x - 800) ** 2 + (y - 600) ** 2 < 100 ** 2) s.mask[y * 1600 + x] = 1;
    expect(defaultBrushRadius(s)).toBe(20);
    expect(defaultBrushRadius(emptyState(1600, 1200))).toBe(40);
  });
});

describe('undo', () => {
  it('steps back through several edits in order, and forgets the oldest beyond its depth', () => {
    const undo = new UndoStack(3);
    let s = twoRegions();
    const seen: number[] = [];
    for (let k = 0; k < 4; k++) {
      undo.push(s);
      seen.push(countOn(s.mask));
      s = { ...s, mask: s.mask.slice() };
      stampLine(s, { x: 2 + k, y: 5 }, { x: 2 + k, y: 15 }, 0.5, 0);
    }
    expect(undo.size).toBe(3);
    expect(countOn(undo.pop()!.mask)).toBe(seen[3]);
    expect(countOn(undo.pop()!.mask)).toBe(seen[2]);
    expect(countOn(undo.pop()!.mask)).toBe(seen[1]);
    expect(undo.pop()).toBeNull();
  });

  it('keeps copies: editing the live state afterwards does not change a remembered step', () => {
    const undo = new UndoStack();
    const s = twoRegions();
    undo.push(s);
    s.mask.fill(0);
    expect(countOn(undo.pop()!.mask)).toBe(116);
  });
});
