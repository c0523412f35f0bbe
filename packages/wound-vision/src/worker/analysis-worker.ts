import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { analyzeWound, encodeAnalysisJson, type AnalyzeOptions } from '../analyze.ts';
import { loadOpenCv } from '../cv/load-opencv.ts';
import { setModelThreads } from '../segment/run-model.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('analysis-worker must run in a worker thread');
const data = (workerData ?? {}) as { modelThreads?: number; nice?: number };
if (data.modelThreads) setModelThreads(data.modelThreads);

/**
 * Lower this thread's priority before it starts any other: on Linux niceness is per thread and
 * the model's threads inherit it. /proc/thread-self names this thread's id; setpriority on a
 * thread id affects that thread only. Elsewhere the pool runs at normal priority.
 */
function lowerPriority(nice: number) {
  if (!nice || process.platform !== 'linux') return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // no /proc, or not allowed: keep the default priority
  }
}
lowerPriority(data.nice ?? 0);

// load OpenCV while the first photo is on its way
void loadOpenCv().catch(() => undefined);

port.on('message', async (msg: WorkerRequest) => {
  if (msg.type === 'crash') {
    // test hook: die the hard way, as a native fault would
    process.exit(3);
  }
  if (msg.type !== 'analyze') return;
  const { id } = msg;
  const input = Buffer.from(msg.input.buffer, msg.input.byteOffset, msg.input.byteLength);
  const opts: AnalyzeOptions = {
    ...msg.opts,
    maskPng: msg.opts.maskPng
      ? Buffer.from(msg.opts.maskPng.buffer, msg.opts.maskPng.byteOffset, msg.opts.maskPng.byteLength)
      : undefined,
    onStage: (stage) => port.postMessage({ id, type: 'stage', stage } satisfies WorkerResponse),
  };
  try {
    const result = await analyzeWound(input, opts);
    // sharp's buffers live outside the JS heap and cannot be transferred: copy them here, in the
    // worker, into transferable memory, so the receiving (server) thread copies nothing
    const transferable = (b: Buffer) => {
      const u = new Uint8Array(b.length);
      u.set(b);
      return u;
    };
    const json = msg.jsonBody ? encodeAnalysisJson(result) : undefined;
    const annotated = transferable(result.annotated_png);
    const mask = transferable(result.mask_png);
    const probability = result.probability_png ? transferable(result.probability_png) : null;
    const out = {
      ...result,
      annotated_png: annotated as Buffer,
      mask_png: mask as Buffer,
      probability_png: probability as Buffer | null,
      json_body: json,
    };
    const list: ArrayBuffer[] = [annotated.buffer, mask.buffer];
    if (probability) list.push(probability.buffer);
    if (json) list.push(json.buffer as ArrayBuffer);
    port.postMessage({ id, type: 'result', result: out } satisfies WorkerResponse, list);
  } catch (e) {
    const err = e as { name?: string; message?: string; code?: string; status?: number };
    port.postMessage({
      id,
      type: 'error',
      error: { name: err.name ?? 'Error', message: err.message ?? String(e), code: err.code, status: err.status },
    } satisfies WorkerResponse);
  }
});
port.postMessage({ id: 0, type: 'ready' } satisfies WorkerResponse);
