import { sql, type Kysely } from 'kysely';

/**
 * Schema: the counters of rate limits, sign-in back-off and upload decode budgets, shared by every
 * server on one PostgreSQL. One row per (limit, key): `count` (hits in the window, or failures),
 * `level` (megapixels left in a budget), `reset_at` (window end, back-off end, or the budget's
 * last refill; ms since the epoch), `touched_at` (last change), `granted` (the last take was let
 * through), `expires_at` (the row may be swept after this). Times are the servers' clocks in ms.
 * UNLOGGED: no write-ahead log, so a hit costs no disk flush; a database crash (or a fail-over to a
 * standby) forgets the counters, as a server restart forgot them when they lived in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('limit_counter')
    .modifyFront(sql`unlogged`)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('granted', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('reset_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('touched_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('limit_counter_pkey', ['name', 'key'])
    .execute();
  await db.schema.createIndex('limit_counter_expires_at').on('limit_counter').column('expires_at').execute();
}
