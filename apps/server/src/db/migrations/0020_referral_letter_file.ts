import { sql, type Kysely } from 'kysely';

/**
 * Schema: a referral's letter moves into the encrypted file store, beside its assessment's photo.
 * - referrals.letter_file: the letter's file name in the assessment's directory of the file store;
 *   null while the letter is still in `letter_pdf` (letters sent before this version, until the
 *   server moves them at start).
 * - referrals.letter_pdf: nullable (emptied once the letter is in the file store).
 * - every referral keeps its letter in one of the two places.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('referrals').addColumn('letter_file', 'text').execute();
  await db.schema
    .alterTable('referrals')
    .alterColumn('letter_pdf', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('referrals')
    .addCheckConstraint('referrals_letter_kept', sql`letter_file is not null or letter_pdf is not null`)
    .execute();
}
