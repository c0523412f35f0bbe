/**
 * Vitest global setup of the server project: initdb runs once for the whole run (in PGlite it
 * takes seconds of CPU) and each test file's in-memory databases start from a copy of that empty
 * cluster (harness.ts), as the second database of a process already does. Not needed when the
 * suite runs on PostgreSQL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a tar of an empty in-memory PGlite cluster, or '' (PostgreSQL run) */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'woundly-pglite-template-'));
  const file = path.join(dir, 'empty-cluster.tar');
  // the same options as the database thread's in-memory open (worker.ts), so the copy is what
  // that thread would have made itself
  const db = new PGlite();
  await db.waitReady;
  writeFileSync(file, new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
