import type { Kysely } from 'kysely';

/**
 * Schema: a care team's security settings, one row per team (no row = the defaults). Today one:
 * members must sign in with two-factor to open the team's records. better-auth's two-factor
 * tables ("twoFactor", user."twoFactorEnabled") come from its own migration, run just before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('team_settings')
    .addColumn('team_id', 'text', (c) => c.primaryKey().references('organization.id').onDelete('cascade'))
    .addColumn('require_two_factor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}
