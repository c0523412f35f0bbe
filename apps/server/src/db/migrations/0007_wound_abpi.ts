import type { Kysely } from 'kysely';

/** Schema: the wound's last ankle-brachial pressure index (entered); compression and offloading advice depend on it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wounds').addColumn('abpi', 'double precision').execute();
}
