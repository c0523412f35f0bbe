import { randomUUID } from 'node:crypto';
import { Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { migrateAuth } from '../../src/auth.ts';
import { openDatabase, type DbHandle } from '../../src/db/database.ts';
import { migrations } from '../../src/db/migrations/index.ts';

/**
 * A database at an earlier schema (by default the one before the clinical record, migration
 * 0005), filled the way that schema was filled, for the migrations' tests and benchmark: run the
 * migrations up to `last`, insert, then `migrateRest()`; `stopAt()` starts over empty at another
 * version. On PostgreSQL it is a database of its own (created next to `databaseUrl`'s and dropped
 * on close), so a shared test database is untouched.
 */

/** Any table, any column: the schema at an earlier version, which no live type describes. */
type AnyVersionDb = Record<string, Record<string, unknown>>;

export const PREVIOUS_LAST = '0004_audit_log_no_truncate';

export interface PreviousSchemaDb {
  handle: DbHandle;
  /** Empties the database, then applies better-auth's tables and ours up to `last` (null: none of ours). */
  stopAt(last: string | null): Promise<void>;
  migrateRest(): Promise<void>;
  close(): Promise<void>;
}

function migrator<DB>(db: Kysely<DB>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function openPreviousSchema(
  databaseUrl?: string,
  last: string | null = PREVIOUS_LAST,
): Promise<PreviousSchemaDb> {
  let url: string | undefined;
  let drop: (() => Promise<void>) | null = null;
  if (databaseUrl) {
    const name = `woundly_mig_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(databaseUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  const mailer = { send: async () => undefined };
  let used = false;
  async function stopAt(stop: string | null) {
    if (used) {
      await sql`DROP SCHEMA public CASCADE`.execute(handle.db);
      await sql`CREATE SCHEMA public`.execute(handle.db);
    }
    used = true;
    await migrateAuth({
      db: handle.db,
      secret: 'x'.repeat(32),
      baseURL: 'http://localhost',
      mailer,
      trustedOrigins: [],
    });
    if (stop === null) return;
    const first = await migrator(handle.db).migrateTo(stop);
    if (first.error) throw first.error;
  }
  await stopAt(last);
  return {
    handle,
    stopAt,
    async migrateRest() {
      const rest = await migrator(handle.db).migrateToLatest();
      if (rest.error) throw rest.error;
      const failed = rest.results?.find((r) => r.status === 'Error');
      if (failed) throw new Error(`migration ${failed.migrationName} failed`);
    },
    async close() {
      await handle.close();
      await drop?.();
    },
  };
}

/** A user row as better-auth writes it. */
export async function insertUser<DB>(typed: Kysely<DB>, email: string): Promise<string> {
  const db = typed as unknown as Kysely<AnyVersionDb>;
  const id = randomUUID();
  await db
    .insertInto('user')
    .values({
      id,
      email,
      name: email.split('@')[0],
      emailVerified: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .execute();
  return id;
}

/** An assessment row of the previous schema, whose table was named threads (no wound, no exam date). */
export function previousAssessment(
  userId: string,
  seq: number,
  patientName: string,
  uploadedAt: Date,
  result: Record<string, unknown> | null = null,
) {
  const id = randomUUID();
  return {
    id,
    user_id: userId,
    seq,
    patient_name: patientName,
    status: result ? 'completed' : 'uploaded',
    priority: 'medium',
    uploaded_at: uploadedAt,
    completed_at: result ? uploadedAt : null,
    simulated: false,
    clinician_signs: '[]',
    photo_dir: `${userId}/${id}`,
    photo_format: 'jpeg',
    photo_width: 640,
    photo_height: 480,
    photo_bytes: 12345,
    result: result ? JSON.stringify(result) : null,
  };
}

/** Insert previous-schema assessments in chunks (and the per-user counters they imply). */
export async function insertPreviousAssessments<DB>(
  typed: Kysely<DB>,
  rows: ReturnType<typeof previousAssessment>[],
): Promise<void> {
  const db = typed as unknown as Kysely<AnyVersionDb>;
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('threads')
      .values(rows.slice(i, i + 500))
      .execute();
  const last = new Map<string, number>();
  for (const r of rows) last.set(r.user_id, Math.max(last.get(r.user_id) ?? 0, r.seq));
  for (const [user_id, last_seq] of last) {
    await db
      .insertInto('thread_counters')
      .values({ user_id, last_seq })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seq }))
      .execute();
  }
  await sql`select 1`.execute(db);
}
