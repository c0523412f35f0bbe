/**
 * The outline editor's worker: snaps the outline's edge to the model's border (outline-snap.ts)
 * off the main thread, so the page stays responsive on a phone while it runs.
 */
import type { FromOutlineWorker, ToOutlineWorker } from './outline-protocol.ts';
import { resizeMap, snapToEdge } from './outline-snap.ts';

/** The parts of a dedicated worker's global scope used here (the project's lib is DOM). */
interface WorkerScope {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<ToOutlineWorker>) => void) | null;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = (e: MessageEvent<ToOutlineWorker>) => {
  const msg = e.data;
  if (msg.type !== 'snap') return;
  const t0 = performance.now();
  try {
    const { width, height, map } = msg;
    const prob =
      map.width === width && map.height === height
        ? new Uint8Array(map.data)
        : resizeMap(new Uint8Array(map.data), map.width, map.height, width, height);
    const { mask, changed } = snapToEdge({ width, height, mask: new Uint8Array(msg.mask), prob, band: msg.band });
    const buffer = mask.buffer as ArrayBuffer;
    const out: FromOutlineWorker = { type: 'snapped', id: msg.id, mask: buffer, changed, ms: performance.now() - t0 };
    scope.postMessage(out, [buffer]);
  } catch (err) {
    const out: FromOutlineWorker = {
      type: 'failed',
      id: msg.id,
      message: err instanceof Error ? err.message : String(err),
    };
    scope.postMessage(out);
  }
};
