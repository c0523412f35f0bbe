/**
 * Vitest global setup of the server project on PostgreSQL (`npm run test:pg`, DATABASE_URL set):
 * each test worker gets a database of its own, made empty here once per run, so the suite runs
 * two files at a time like the PGlite run and no file sees another file's rows while it runs
 * (pg-worker-database.ts points each worker at its own). Nothing to do on PGlite.
 */
import { availableParallelism } from 'node:os';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { workerDatabaseUrl } from './pg-worker-database-url.ts';

export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  // one per worker id the pool may hand out
  const workers = Math.max(Number(project.globalConfig.maxWorkers) || 1, availableParallelism());
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (let id = 1; id <= workers; id++) {
      const name = new URL(workerDatabaseUrl(base, String(id))).pathname.slice(1);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await admin.end();
  }
}
