import type { Db } from '../../db/database.ts';
import type { FileStore } from '../storage/file-store.ts';
import { publicAssessmentId } from '../assessments/assessment-view.ts';
import { purgeAssessmentsTrashedBefore } from '../assessments/assessment-store.ts';
import { recordAudit } from '../audit/record-audit.ts';

const DAY_MS = 86_400_000;

export interface PurgeContext {
  db: Db;
  files: FileStore;
  log: (line: string) => void;
}

export interface PurgeReport {
  patients: number;
  assessments: number;
  /** photo directories (photo, annotated image, mask) removed */
  photoDirs: number;
}

/**
 * Remove for good what has been in the trash longer than `retentionDays` at `now`: a patient with
 * its wounds and every assessment (ON DELETE CASCADE), an assessment deleted on its own — rows
 * first, then their photo directories, each purge audited (a system action: no user). A record
 * restored meanwhile is left alone: every delete re-checks `deleted_at` in the same statement.
 * Safe to run concurrently (pg-boss workers, several servers): a row is removed by one of them.
 */
export async function purgeExpiredTrash(
  ctx: PurgeContext,
  opts: { now: Date; retentionDays: number },
): Promise<PurgeReport> {
  const cutoff = new Date(opts.now.getTime() - opts.retentionDays * DAY_MS);
  const report: PurgeReport = { patients: 0, assessments: 0, photoDirs: 0 };
  const removeDirs = async (dirs: string[]) => {
    for (const dir of dirs) {
      try {
        await ctx.files.removeDir(dir);
        report.photoDirs++;
      } catch (err) {
        // a leftover directory is swept as an orphan at the next start (no row knows it)
        ctx.log(`[trash] could not remove ${dir}: ${(err as Error).message}`);
      }
    }
  };

  const patients = await ctx.db
    .selectFrom('patients')
    .select(['id', 'owner_id'])
    .where('deleted_at', '<', cutoff)
    .orderBy('deleted_at')
    .limit(500)
    .execute();
  for (const p of patients) {
    const dirs = await ctx.db.transaction().execute(async (trx) => {
      const still = await trx
        .selectFrom('patients')
        .select('id')
        .where('id', '=', p.id)
        .where('deleted_at', '<', cutoff)
        .forUpdate()
        .executeTakeFirst();
      if (!still) return null;
      const rows = await trx
        .selectFrom('assessments')
        .innerJoin('wounds', 'wounds.id', 'assessments.wound_id')
        .select('assessments.photo_dir')
        .where('wounds.patient_id', '=', p.id)
        .execute();
      await trx.deleteFrom('patients').where('id', '=', p.id).execute();
      return rows.map((r) => r.photo_dir);
    });
    if (dirs === null) continue;
    report.patients++;
    report.assessments += dirs.length;
    await removeDirs(dirs);
    await recordAudit(ctx.db, { userId: null, action: 'patient.purge', resource: `${p.owner_id}/${p.id}` });
  }

  const assessments = await purgeAssessmentsTrashedBefore(ctx.db, cutoff);
  for (const t of assessments) {
    report.assessments++;
    await removeDirs([t.photo_dir]);
    await recordAudit(ctx.db, {
      userId: null,
      action: 'assessment.purge',
      resource: `${t.team_id}/${publicAssessmentId(t.seq)}`,
    });
  }
  if (report.patients || report.assessments)
    ctx.log(
      `[trash] purged ${report.patients} patient(s) and ${report.assessments} assessment(s) deleted over ${opts.retentionDays} days ago`,
    );
  return report;
}
