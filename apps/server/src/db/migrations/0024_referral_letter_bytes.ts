import { sql, type Kysely } from 'kysely';

/**
 * Schema: referrals.letter_bytes — the bytes a referral's letter takes in storage, counted toward
 * its team's storage quota with the assessments' files. Letters still in the row count their PDF's
 * length; letters already in the file store, whose size the row does not know, count 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('referrals')
    .addColumn('letter_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update referrals set letter_bytes = octet_length(letter_pdf) where letter_pdf is not null`.execute(db);
}
