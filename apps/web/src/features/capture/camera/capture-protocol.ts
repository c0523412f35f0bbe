import type { LiveMeasures } from '@woundcare/wound-vision/capture/live-measures';

/** Messages between the capture view and its worker. */
export type ToWorker = { type: 'frame'; id: number; width: number; height: number; rgba: ArrayBuffer };
export type FromWorker =
  | { type: 'ready'; loadMs: number }
  | { type: 'result'; id: number; measures: LiveMeasures; ms: number }
  | { type: 'failed'; message: string };

/** Long side of the downscaled frame the worker analyses, px. */
export const ANALYSIS_LONG_SIDE = 640;
