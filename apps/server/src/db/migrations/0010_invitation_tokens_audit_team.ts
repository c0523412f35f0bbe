import type { Kysely } from 'kysely';

/**
 * Schema: an invitation's link token, kept only as its SHA-256 (the link is mailed to the invited
 * address; the invitation id, which every admin of the team reads, no longer joins anyone), and
 * the team an audit row's action was done in (null for account actions outside a team).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitation_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('invitation_id', 'text', (c) => c.notNull().unique().references('invitation.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('audit_log').addColumn('team_id', 'text').execute();
}
