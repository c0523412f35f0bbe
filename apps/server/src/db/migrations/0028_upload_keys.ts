import { sql, type Kysely } from 'kysely';

/**
 * Schema: an upload's idempotency key. A client (the web app's offline queue) names each upload
 * with a key it made; the first upload stores it on its assessment with a digest of what was sent
 * (photo and fields). One key names one assessment per care team — the unique index, not a read
 * before the insert, is what keeps two concurrent repeats to one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('assessments')
    .addColumn('upload_key', 'text')
    .addColumn('upload_digest', 'text')
    .execute();
  await db.schema
    .createIndex('assessments_team_upload_key_uq')
    .unique()
    .on('assessments')
    .columns(['team_id', 'upload_key'])
    .where(sql.ref('upload_key'), 'is not', null)
    .execute();
}
