import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DB_ERROR_FIELDS, type PgliteRequest, type PgliteResponse, type WireDbError } from './protocol.ts';

const WORKER_URL = new URL('./worker.mjs', import.meta.url);

/** a compiled WebAssembly.Module (the server's TypeScript libs do not declare the WebAssembly namespace) */
type WasmModule = object;
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

export interface PgliteArtifacts {
  pgliteWasmModule: WasmModule;
  initdbWasmModule: WasmModule;
  fsBundle: Blob;
}

let artifacts: Promise<PgliteArtifacts> | null = null;
/** an initialised empty in-memory cluster (tar), shared by the in-memory databases of this process */
let memoryTemplate: Promise<Blob | undefined> = Promise.resolve(undefined);
/**
 * Start this process's in-memory databases from an empty cluster made elsewhere by the same PGlite
 * (a tar from `dumpDataDir`), instead of running initdb for the first one: the test runner makes
 * one for all its test files. A template already made here is kept.
 */
export function seedMemoryTemplate(tar: Blob): void {
  memoryTemplate = memoryTemplate.then((made) => made ?? tar);
}
/**
 * PGlite's WebAssembly, compiled once per process (V8 compiles off the main thread) and handed to
 * each database thread, which then only instantiates it: a second database opens in about half
 * the time.
 */
function loadArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, data] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((f) => readFile(path.join(dist, f))),
    );
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([wasm.compile(pglite!), wasm.compile(initdb!)]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([data!]) };
  })();
  return artifacts;
}

/** A PostgreSQL error as the pg driver and in-process PGlite raise it (message + code, detail, …). */
export class DatabaseError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
  constructor(e: WireDbError) {
    super(e.message);
    this.name = 'DatabaseError';
    for (const k of DB_ERROR_FIELDS) this[k] = e[k];
  }
}

interface Pending {
  resolve: (v: { rows: unknown[]; affectedRows?: number; tar?: Uint8Array }) => void;
  reject: (e: Error) => void;
}

/**
 * The embedded database on its own worker thread, with the two methods the Kysely PGlite dialect
 * uses (`query`, `close`). If the worker dies, every waiting and later query fails with
 * DB_UNAVAILABLE (the server answers 503/500 and /health says the database is down) instead of
 * hanging.
 */
export class PgliteOnWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private dead: Error | null = null;
  private readonly deathListeners: ((why: string) => void)[] = [];
  closed = false;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (m: PgliteResponse) => {
      if (m.type === 'ready' || m.type === 'open-failed') return;
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.type === 'result') p.resolve({ rows: m.rows, affectedRows: m.affectedRows });
      else if (m.type === 'dumped') p.resolve({ rows: [], tar: m.tar });
      else if (m.type === 'error') p.reject(new DatabaseError(m.error));
      else p.resolve({ rows: [] });
    });
    const die = (why: string) => {
      if (this.dead) return;
      this.dead = Object.assign(new Error(`The embedded database stopped: ${why}`), { code: 'DB_UNAVAILABLE' });
      for (const p of this.pending.values()) p.reject(this.dead);
      this.pending.clear();
      if (!this.closed) for (const l of this.deathListeners) l(this.dead.message);
    };
    worker.on('error', (err) => die(err.message));
    worker.on('exit', (code) => die(this.closed ? 'closed' : `exit code ${code}`));
  }

  /**
   * Start the worker and wait until the database is open (migrations are the caller's). dir null:
   * an in-memory database (tests); the first one in a process is initialised by initdb and kept
   * as a template (an empty cluster, before any migration) that the next ones start from.
   */
  static async open(dir: string | null): Promise<PgliteOnWorker> {
    const template = dir === null ? await memoryTemplate : undefined;
    const makeTemplate = dir === null && !template;
    const worker = new Worker(WORKER_URL, {
      workerData: { dir, template, makeTemplate, ...(await loadArtifacts()) },
      execArgv: [],
    });
    let resolveTemplate: ((t: Blob | undefined) => void) | undefined;
    if (makeTemplate) memoryTemplate = new Promise((r) => (resolveTemplate = r));
    await new Promise<void>((resolve, reject) => {
      const onMessage = (m: PgliteResponse) => {
        if (m.type === 'ready') {
          cleanup();
          resolveTemplate?.(m.template);
          resolve();
        } else if (m.type === 'open-failed') {
          cleanup();
          resolveTemplate?.(undefined);
          reject(new DatabaseError(m.error));
        }
      };
      const onError = (err: Error) => {
        cleanup();
        resolveTemplate?.(undefined);
        reject(err);
      };
      const onExit = (code: number) => {
        cleanup();
        resolveTemplate?.(undefined);
        reject(new Error(`the embedded database's thread exited while opening (code ${code})`));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
    return new PgliteOnWorker(worker);
  }

  /** `listener` is called once if the database thread stops without close() (a crash). */
  onDeath(listener: (why: string) => void): void {
    this.deathListeners.push(listener);
  }

  private send(msg: PgliteRequest): Promise<{ rows: unknown[]; affectedRows?: number; tar?: Uint8Array }> {
    if (this.dead) return Promise.reject(this.dead);
    return new Promise((resolve, reject) => {
      this.pending.set(msg.id, { resolve, reject });
      this.worker.postMessage(msg);
    });
  }

  query<R = unknown>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    return this.send({ type: 'query', id: this.nextId++, sql, params }) as Promise<{
      rows: R[];
      affectedRows?: number;
    }>;
  }

  /**
   * The data directory as a gzipped tar, one point in time between two statements (see the
   * worker): what `npm run backup` stores and `npm run restore` loads.
   */
  async dump(): Promise<Uint8Array> {
    const { tar } = await this.send({ type: 'dump', id: this.nextId++ });
    if (!tar) throw new Error('the embedded database sent no dump');
    return tar;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.dead) await this.send({ type: 'close', id: this.nextId++ }).catch(() => undefined);
    await this.worker.terminate().catch(() => undefined);
  }
}
