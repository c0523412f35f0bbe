import type { Kysely } from 'kysely';

/**
 * Schema: the clinic's phone number on the team's settings — the number the patient's plan page
 * gives them to call (null: not set; the page then says to call the clinic that treats them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('team_settings').addColumn('clinic_phone', 'text').execute();
}
