import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import type { ThreadRow } from '../threads/thread-view.ts';

/**
 * A clinician's word on an assessment: the outline confirmed (model → confirmed, adjusted →
 * confirmed; who and when are kept) and the "new baseline" mark (e.g. after sharp debridement).
 */
export async function confirmOutline(
  db: Db,
  row: ThreadRow,
  user: { id: string; name: string; email: string },
): Promise<ThreadRow> {
  if (row.simulated) throw new ApiError('SIMULATED_ANALYSIS', 'A simulated analysis has no outline to confirm.');
  const updated = await db
    .updateTable('threads')
    .set({
      outline_status: 'confirmed',
      confirmed_by: user.id,
      confirmed_by_name: user.name || user.email,
      confirmed_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .where('team_id', '=', row.team_id)
    .where('status', '=', 'completed')
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new ApiError('NOT_FOUND', 'Thread not found or analysis not completed');
  return updated;
}

export async function setNewBaseline(db: Db, row: ThreadRow, newBaseline: boolean): Promise<ThreadRow> {
  const updated = await db
    .updateTable('threads')
    .set({ new_baseline: newBaseline, updated_at: new Date() })
    .where('id', '=', row.id)
    .where('team_id', '=', row.team_id)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new ApiError('NOT_FOUND', 'Thread not found or analysis not completed');
  return updated;
}
