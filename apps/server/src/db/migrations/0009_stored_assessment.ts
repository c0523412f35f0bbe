import type { Kysely } from 'kysely';

/**
 * Schema: the stored clinical assessment. The wound gains its toe-brachial index (entered; null =
 * not measured); an assessment stores the derived assessment (jsonb) with the rules version that
 * derived it, and the clinician's tissue entry (worst tissue, necrosis), an input of the derivation.
 * All nullable: filled by the application's start-up upgrade step, not here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wounds').addColumn('tbi', 'real').execute();
  await db.schema
    .alterTable('threads')
    .addColumn('assessment', 'jsonb')
    .addColumn('rules_version', 'text')
    .addColumn('clinician_tissue', 'jsonb')
    .execute();
}
