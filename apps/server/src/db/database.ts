import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { PgliteWorkerDialect } from './pglite/dialect.ts';
import { PgliteOnWorker } from './pglite/remote.ts';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Called if the database is gone for good while the process runs: the embedded database's
   * thread crashed (PostgreSQL connections are re-made by the pool, so it never calls this).
   */
  onFatal(listener: (why: string) => void): void;
  /** embedded database only: its data directory as a gzipped tar, one consistent point in time */
  dump?(): Promise<Uint8Array>;
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite under dataDir (or in memory when
 * dataDir is 'memory://', for tests), running on its own worker thread.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DbHandle> {
  let dialect: Dialect;
  let kind: DbHandle['kind'];
  let extraClose: () => Promise<void> = async () => {};
  let onFatal: DbHandle['onFatal'] = () => {};
  let dump: DbHandle['dump'];
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('error', (err) => console.error(`[db] idle client error: ${err.message}`));
    dialect = new PostgresDialect({ pool });
    kind = 'postgres';
  } else {
    // PGlite runs on the thread that calls it: give it its own worker thread so that queries do
    // not run on the event loop that accepts connections and answers /health.
    let dir: string | null = null;
    if (opts.dataDir !== 'memory://') {
      dir = path.resolve(opts.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true, mode: 0o700 });
    }
    const pglite = await PgliteOnWorker.open(dir);
    dialect = new PgliteWorkerDialect(pglite);
    kind = 'pglite';
    extraClose = async () => {
      await pglite.close();
    };
    onFatal = (listener) => pglite.onDeath(listener);
    dump = () => pglite.dump();
  }
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind,
    onFatal,
    dump,
    async close() {
      await db.destroy();
      await extraClose();
    },
  };
}
