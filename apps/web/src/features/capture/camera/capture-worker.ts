/**
 * The live checks of the capture view, off the main thread: loads OpenCV.js (only here, so it
 * stays out of every page bundle), then measures each downscaled frame it is sent.
 */
import opencvUrl from '@techstark/opencv-js/dist/opencv.js?url';
import type { OpenCv } from '@woundcare/wound-vision/cv/load-opencv';
import { createLiveDetector, measureFrame, type LiveDetector } from '@woundcare/wound-vision/capture/live-measures';
import type { FromWorker, ToWorker } from './capture-protocol.ts';

/** The parts of a dedicated worker's global scope used here (the project's lib is DOM). */
interface WorkerScope {
  postMessage(message: unknown): void;
  importScripts?: (...urls: string[]) => void;
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
  cv?: OpenCv & { onRuntimeInitialized?: () => void };
}
const scope = self as unknown as WorkerScope;
const post = (m: FromWorker) => scope.postMessage(m);

/**
 * Load OpenCV.js into this worker. The module object is thenable (Emscripten's `then`), so it
 * is handed out wrapped in an object: resolving a promise with it would loop for ever.
 */
async function loadCv(): Promise<{ cv: OpenCv }> {
  if (typeof scope.importScripts === 'function') {
    try {
      scope.importScripts(opencvUrl);
    } catch (e) {
      // a module worker (the dev server) has no importScripts: run the UMD script as a function
      if (!(e instanceof TypeError)) throw e;
      const text = await (await fetch(opencvUrl)).text();
      new Function(text).call(scope);
    }
  }
  const cv = scope.cv;
  if (!cv) throw new Error('OpenCV.js did not load');
  const ready = () => typeof cv.Mat === 'function' && typeof cv.getPredefinedDictionary === 'function';
  if (!ready()) {
    await new Promise<void>((resolve) => {
      const previous = cv.onRuntimeInitialized;
      cv.onRuntimeInitialized = () => {
        previous?.();
        resolve();
      };
    });
  }
  return { cv };
}

let detector: LiveDetector | null = null;
const queue: ToWorker[] = [];

function handle(msg: ToWorker) {
  if (!detector) {
    queue.length = 0;
    queue.push(msg);
    return;
  }
  const t0 = performance.now();
  const measures = measureFrame(detector, new Uint8ClampedArray(msg.rgba), msg.width, msg.height);
  post({ type: 'result', id: msg.id, measures, ms: performance.now() - t0 });
}

scope.onmessage = (e: MessageEvent<ToWorker>) => {
  if (e.data.type === 'frame') handle(e.data);
};

const started = performance.now();
loadCv().then(
  ({ cv }) => {
    detector = createLiveDetector(cv);
    post({ type: 'ready', loadMs: performance.now() - started });
    const pending = queue.shift();
    if (pending) handle(pending);
  },
  (e: unknown) => post({ type: 'failed', message: e instanceof Error ? e.message : String(e) }),
);
