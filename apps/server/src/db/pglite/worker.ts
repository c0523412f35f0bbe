/**
 * The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly on the thread
 * that calls it; here that is this worker, so the server's event loop only parses HTTP and waits
 * for rows, and a slow query does not hold up /health or the accept queue.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { DB_ERROR_FIELDS, type PgliteRequest, type PgliteResponse, type WireDbError } from './protocol.ts';
import type { PgliteArtifacts } from './remote.ts';

const port = parentPort!;
const { dir, template, makeTemplate, ...artifacts } = workerData as {
  dir: string | null;
  template?: Blob;
  makeTemplate?: boolean;
} & PgliteArtifacts;

function wire(err: unknown): WireDbError {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & Record<string, unknown>;
  const out: WireDbError = { message: e.message, name: e.name };
  for (const k of DB_ERROR_FIELDS) {
    if (typeof e[k] === 'string') out[k] = e[k] as string;
  }
  return out;
}

const post = (m: PgliteResponse) => port.postMessage(m);

let db: PGlite;
try {
  db = new PGlite({ dataDir: dir ?? undefined, loadDataDir: template, ...(artifacts as object) });
  await db.waitReady;
  post({ type: 'ready', template: makeTemplate ? await db.dumpDataDir('none') : undefined });
} catch (err) {
  post({ type: 'open-failed', error: wire(err) });
  process.exit(1);
}

// PGlite runs one statement at a time and queues the rest in the order they arrive; the Kysely
// driver sends queries without waiting for the previous answer and keeps other connections'
// queries back while a transaction is open, so arrival order is the order that is safe to run.
port.on('message', (msg: PgliteRequest) => {
  if (msg.type === 'query') {
    db.query(msg.sql, msg.params).then(
      (r) => post({ type: 'result', id: msg.id, rows: r.rows, affectedRows: r.affectedRows }),
      (err: unknown) => post({ type: 'error', id: msg.id, error: wire(err) }),
    );
  } else if (msg.type === 'dump') {
    // The tar is read while no statement runs (the query lock is held; reading the files is
    // synchronous), so it is one point in time: committed work is in its WAL, an open transaction
    // is not committed and is rolled back when the copy is opened (as after a crash).
    // Compression runs after the lock is released, off this thread.
    db._runExclusiveQuery(() => db.dumpDataDir('none'))
      .then(async (blob) => new Uint8Array(await promisify(gzip)(new Uint8Array(await blob.arrayBuffer()))))
      .then(
        (tar) => port.postMessage({ type: 'dumped', id: msg.id, tar } satisfies PgliteResponse, [tar.buffer]),
        (err: unknown) => post({ type: 'error', id: msg.id, error: wire(err) }),
      );
  } else if (msg.type === 'close') {
    const done = () => {
      post({ type: 'closed', id: msg.id });
      port.close();
    };
    (db.closed ? Promise.resolve() : db.close()).then(done, done);
  }
});
