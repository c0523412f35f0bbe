import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AnalysisStage, AnalyzeOptions, WoundAnalysis } from './analyze.ts';
import { ImageInputError, type ImageErrorCode } from './errors.ts';
import type { WorkerRequest, WorkerResponse } from './worker/protocol.ts';

/** An engine failure outside the caller's input: a crashed worker, a timeout, a closed pool, a missing model. */
export class AnalysisError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, message: string, status = 500) {
    super(message);
    this.name = 'AnalysisError';
    this.code = code;
    this.status = status;
  }
}

export interface AnalysisPoolOptions {
  /** number of worker threads (≥ 1) */
  size: number;
  /** onnxruntime threads per worker (default: cores / size, at least 1) */
  modelThreads?: number;
  /** a job that runs longer than this is killed with its worker (default 120 s) */
  timeoutMs?: number;
  /**
   * scheduling niceness of the worker threads and the model threads they start (Linux; 0–19,
   * default 10): analyses are batch work, so the thread answering HTTP requests runs first when
   * both want a core
   */
  nice?: number;
}

export type PoolAnalyzeOptions = Omit<AnalyzeOptions, 'onStage'> & {
  onStage?: (s: AnalysisStage) => void;
  /** also build `json_body` (the analysis as JSON bytes with base64 PNGs) in the worker */
  jsonBody?: boolean;
};

export interface AnalysisPool {
  analyze(input: Buffer, opts?: PoolAnalyzeOptions): Promise<WoundAnalysis>;
  close(): Promise<void>;
  readonly size: number;
  /** jobs waiting for a free worker */
  readonly queued: number;
  /** jobs running now */
  readonly running: number;
  /** test hook: make the worker running the next job crash */
  crashNext(): void;
}

interface Job {
  id: number;
  input: Buffer;
  opts: PoolAnalyzeOptions;
  resolve: (r: WoundAnalysis) => void;
  reject: (e: Error) => void;
  timer?: NodeJS.Timeout;
  crash?: boolean;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
}

const WORKER_URL = new URL('./worker/analysis-worker.mjs', import.meta.url);

function toBuffer(v: unknown): Buffer {
  if (Buffer.isBuffer(v)) return v;
  const u = v as Uint8Array;
  return Buffer.from(u.buffer, u.byteOffset, u.byteLength);
}

function rebuildError(e: { name: string; message: string; code?: string; status?: number }): Error {
  if (e.name === 'ImageInputError' && e.code) return new ImageInputError(e.code as ImageErrorCode, e.message);
  return new AnalysisError(e.code ?? 'ANALYSIS_FAILED', e.message, e.status ?? 500);
}

/**
 * A fixed-size pool of worker threads running analyzeWound off the main thread. Jobs queue in
 * arrival order; each worker loads OpenCV and the network once. A worker that crashes (or runs
 * past the timeout) rejects its job with AnalysisError ANALYSIS_WORKER_CRASHED /
 * ANALYSIS_TIMEOUT and is replaced; the process carries on. Idle workers do not keep the process
 * alive.
 */
export function createAnalysisPool(opts: AnalysisPoolOptions): AnalysisPool {
  const size = Math.max(1, Math.floor(opts.size));
  const modelThreads = opts.modelThreads ?? Math.max(1, Math.floor(availableParallelism() / size));
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const nice = Math.min(19, Math.max(0, Math.round(opts.nice ?? 10)));
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, job: null }));
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let crashNext = false;

  function finish(slot: Slot, job: Job) {
    if (job.timer) clearTimeout(job.timer);
    if (slot.job === job) slot.job = null;
    slot.worker?.unref();
  }

  function spawn(slot: Slot): Worker {
    const worker = new Worker(WORKER_URL, {
      workerData: { modelThreads, nice },
      execArgv: [],
      stdout: false,
      stderr: false,
    });
    slot.worker = worker;
    let failed = false;
    const fail = (err: Error) => {
      if (failed) return;
      failed = true;
      if (slot.worker === worker) slot.worker = null;
      const job = slot.job;
      if (job) {
        finish(slot, job);
        job.reject(err);
      }
      void worker.terminate().catch(() => undefined);
      setImmediate(pump);
    };
    worker.on('message', (msg: WorkerResponse) => {
      const job = slot.job;
      if (!job || msg.id !== job.id) return;
      if (msg.type === 'stage') {
        try {
          job.opts.onStage?.(msg.stage);
        } catch {
          // a listener's error is not the analysis's
        }
      } else if (msg.type === 'result') {
        finish(slot, job);
        const r = msg.result;
        job.resolve({
          ...r,
          mask_png: toBuffer(r.mask_png),
          annotated_png: toBuffer(r.annotated_png),
          probability_png: r.probability_png ? toBuffer(r.probability_png) : null,
        });
        pump();
      } else if (msg.type === 'error') {
        finish(slot, job);
        job.reject(rebuildError(msg.error));
        pump();
      }
    });
    worker.on('error', (e) =>
      fail(new AnalysisError('ANALYSIS_WORKER_CRASHED', `The analysis worker failed: ${e.message}`, 500)),
    );
    worker.on('exit', (code) =>
      fail(
        new AnalysisError(
          'ANALYSIS_WORKER_CRASHED',
          `The analysis worker stopped unexpectedly (exit code ${code}).`,
          500,
        ),
      ),
    );
    worker.unref();
    return worker;
  }

  function pump() {
    if (closed) return;
    for (const slot of slots) {
      if (slot.job || !queue.length) continue;
      const job = queue.shift()!;
      const worker = slot.worker ?? spawn(slot);
      slot.job = job;
      worker.ref();
      job.timer = setTimeout(() => {
        if (slot.job !== job) return;
        finish(slot, job);
        job.reject(
          new AnalysisError(
            'ANALYSIS_TIMEOUT',
            `The analysis took longer than ${Math.round(timeoutMs / 1000)} s and was stopped.`,
            503,
          ),
        );
        if (slot.worker === worker) slot.worker = null;
        void worker.terminate().catch(() => undefined);
        pump();
      }, timeoutMs);
      job.timer.unref();
      if (job.crash) {
        worker.postMessage({ type: 'crash', id: job.id } satisfies WorkerRequest);
        continue;
      }
      const { onStage: _onStage, jsonBody, ...rest } = job.opts;
      const msg: WorkerRequest = { type: 'analyze', id: job.id, input: job.input, opts: rest, jsonBody };
      worker.postMessage(msg);
    }
  }

  return {
    size,
    get queued() {
      return queue.length;
    },
    get running() {
      return slots.filter((s) => s.job).length;
    },
    crashNext() {
      crashNext = true;
    },
    analyze(input, o = {}) {
      if (closed)
        return Promise.reject(new AnalysisError('ANALYSIS_POOL_CLOSED', 'The analysis engine is shut down.', 503));
      return new Promise<WoundAnalysis>((resolve, reject) => {
        const job: Job = { id: nextId++, input, opts: o, resolve, reject, crash: crashNext };
        crashNext = false;
        queue.push(job);
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(new AnalysisError('ANALYSIS_POOL_CLOSED', 'The analysis engine is shut down.', 503));
      await Promise.all(
        slots.map(async (slot) => {
          const w = slot.worker;
          slot.worker = null;
          if (slot.job) {
            const job = slot.job;
            finish(slot, job);
            job.reject(new AnalysisError('ANALYSIS_POOL_CLOSED', 'The analysis engine is shut down.', 503));
          }
          if (w) {
            w.removeAllListeners('exit');
            w.removeAllListeners('error');
            await w.terminate().catch(() => undefined);
          }
        }),
      );
    },
  };
}
