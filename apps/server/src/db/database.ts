import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite under dataDir (or in memory when
 * dataDir is 'memory://', for tests).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DbHandle> {
  let dialect: Dialect;
  let kind: DbHandle['kind'];
  let extraClose: () => Promise<void> = async () => {};
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('error', (err) => console.error(`[db] idle client error: ${err.message}`));
    dialect = new PostgresDialect({ pool });
    kind = 'postgres';
  } else {
    let pglite: PGlite;
    if (opts.dataDir === 'memory://') {
      pglite = new PGlite();
    } else {
      const dir = path.resolve(opts.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      pglite = new PGlite(dir);
    }
    await pglite.waitReady;
    dialect = new PGliteDialect(pglite);
    kind = 'pglite';
    extraClose = async () => {
      if (!pglite.closed) await pglite.close();
    };
  }
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind,
    async close() {
      await db.destroy();
      await extraClose();
    },
  };
}
