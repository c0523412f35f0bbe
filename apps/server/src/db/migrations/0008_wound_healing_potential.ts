import type { Kysely } from 'kysely';

/** Schema: the wound's healing potential (Wound Bed Preparation 2021); null = not assessed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wounds').addColumn('healing_potential', 'text').execute();
}
