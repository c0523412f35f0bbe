/**
 * The calibration sticker (docs/decisions/0003-calibration-sticker.md): a DICT_4X4_50 ArUco marker (any id
 * 0–49) whose black square is exactly 20.0 mm a side — 6 × 6 cells of 3.333 mm, the outer ring of
 * cells black — on white with at least 4 mm of margin.
 */
import type { Point } from '../image.ts';

export const MARKER_MM = 20;
/** The black square's corners on the skin plane (mm), in the order the detector reports them: top-left, top-right, bottom-right, bottom-left. */
export const MARKER_CORNERS_MM: readonly Point[] = [
  { x: 0, y: 0 },
  { x: MARKER_MM, y: 0 },
  { x: MARKER_MM, y: MARKER_MM },
  { x: 0, y: MARKER_MM },
];
export const MIN_MARGIN_MM = 4;
/** The printable sticker's margin (a little more than the minimum, so a ragged cut stays valid). */
export const STICKER_MARGIN_MM = 5;
export const MARKER_CELLS = 6;
