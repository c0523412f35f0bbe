import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/**
 * Applies better-auth's tables, then ours, on one connection holding an advisory lock, so
 * several processes (servers, workers, parallel test files) can start at once.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, migrateAuth: (conn: Kysely<DB>) => Promise<void>) {
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(724011)`.execute(conn);
    try {
      await migrateAuth(conn);
      const migrator = new Migrator({
        db: conn,
        provider: { getMigrations: async () => migrations },
      });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((r) => r.status === 'Error');
      if (error || failed) {
        throw new Error(
          `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    } finally {
      await sql`select pg_advisory_unlock(724011)`.execute(conn);
    }
  });
}
