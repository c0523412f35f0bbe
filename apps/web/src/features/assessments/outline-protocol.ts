/** Messages between the outline editor and its worker (edge snapping off the main thread). */
export type ToOutlineWorker = {
  type: 'snap';
  id: number;
  /** the outline on the editing canvas, 1 = wound */
  width: number;
  height: number;
  mask: ArrayBuffer;
  /** the model's probability map as served (0–255), at its own size */
  map: { width: number; height: number; data: ArrayBuffer };
  /** how far the edge may move, canvas px */
  band: number;
};
export type FromOutlineWorker =
  | { type: 'snapped'; id: number; mask: ArrayBuffer; changed: number; ms: number }
  | { type: 'failed'; id: number; message: string };
