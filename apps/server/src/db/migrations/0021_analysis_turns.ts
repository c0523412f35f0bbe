import type { Kysely } from 'kysely';

/**
 * Schema: whose turn it is in the analysis queue. One row per team that has had an analysis
 * started: `turn`, the number of the latest start (one counter for every team, so the team with
 * the smallest turn, or none, was served least recently). Workers take the oldest queued analysis
 * of that team, so one team's large batch cannot hold up the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analysis_turns')
    .addColumn('team_id', 'text', (c) => c.primaryKey())
    .addColumn('turn', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analysis_turns_turn').on('analysis_turns').column('turn').execute();
}
