import type { Kysely } from 'kysely';

/**
 * Schema: the patient's own language. A patient's preferred language (a BCP 47 tag such as 'es';
 * null = not recorded), which the link's language defaults to; and the language a patient link
 * was made in ('en' for the links made before languages were offered).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('patients').addColumn('preferred_language', 'text').execute();
  await db.schema
    .alterTable('patient_links')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}
