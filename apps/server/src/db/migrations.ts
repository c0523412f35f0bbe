import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Versioned migrations, applied in key order at start (after better-auth's own tables).
 * Never edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001_profiles_outbox': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('profiles')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('organization', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0002_contact_subscribers_audit': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('organization', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('service_interest', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('subscribers')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('user_id', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('resource', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('audit_log_user_idx').on('audit_log').columns(['user_id', 'id']).execute();
      // Append-only: the database itself refuses updates and deletes of audit rows.
      await sql`CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
      await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    },
  },
};
