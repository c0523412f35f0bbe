import { sql, type Kysely } from 'kysely';

/** Schema: row triggers do not fire on TRUNCATE; a statement trigger closes that way round the append-only rule. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
}
