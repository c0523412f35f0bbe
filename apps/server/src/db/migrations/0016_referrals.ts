import type { Kysely } from 'kysely';

/**
 * Schema: the care team's own referral network and the referrals sent from an assessment.
 * - referral_contacts: one contact per row, filed under a specialty of a fixed list.
 * - referrals: the letter as sent (PDF bytes), whom it named (kept when the contact changes or
 *   goes), the reason, urgency and the status a clinician moves forward (sent → acknowledged → seen).
 * - team_settings.sample_directory: the sample consultant directory is shown (default) or not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('specialty', 'text', (c) => c.notNull())
    .addColumn('organisation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referral_contacts_team').on('referral_contacts').column('team_id').execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('thread_id', 'text', (c) => c.notNull().references('threads.id').onDelete('cascade'))
    .addColumn('wound_id', 'text', (c) => c.notNull().references('wounds.id').onDelete('cascade'))
    .addColumn('contact_id', 'text', (c) => c.references('referral_contacts.id').onDelete('set null'))
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_specialty', 'text', (c) => c.notNull())
    .addColumn('contact_organisation', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('urgency', 'text', (c) => c.notNull())
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('letter_pdf', 'bytea', (c) => c.notNull())
    .addColumn('sent_by', 'text')
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status_updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status_updated_by', 'text')
    .execute();
  await db.schema.createIndex('referrals_wound').on('referrals').columns(['team_id', 'wound_id']).execute();

  await db.schema
    .alterTable('team_settings')
    .addColumn('sample_directory', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}
