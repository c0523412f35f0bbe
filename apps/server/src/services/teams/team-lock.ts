import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Runs membership changes (role change, removal, leaving) one at a time, so the last-owner check
 * of one sees the outcome of the other: two owners demoting each other at once leave one owner.
 * In this process they queue; on PostgreSQL each also holds a lock on the team's row for the
 * length of the change, so servers sharing the database take turns too. (The embedded database
 * has one server process, and a transaction there would hold the only connection the change
 * itself needs.)
 */
export function createTeamLock(db: Db, kind: 'pglite' | 'postgres') {
  let tail: Promise<unknown> = Promise.resolve();
  return function withTeamLock<T>(teamId: string, change: () => Promise<T>): Promise<T> {
    const run = () =>
      kind === 'postgres'
        ? db.transaction().execute(async (trx) => {
            // NO KEY UPDATE: serialises the changes without blocking a new member row's key check
            await sql`SELECT id FROM organization WHERE id = ${teamId} FOR NO KEY UPDATE`.execute(trx);
            return change();
          })
        : change();
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    return result;
  };
}
