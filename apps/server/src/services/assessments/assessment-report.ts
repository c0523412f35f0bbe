import { workspacePaths } from '@woundcare/api-types/site';
import type { AnalysisResult } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import { ANNOTATED_FILE, PHOTO_FILE, type FileStore } from '../storage/file-store.ts';
import { findWound } from '../record/record-store.ts';
import { woundTrajectory } from '../record/record-view.ts';
import { createReportPdf } from '../reports/report-pdf.ts';
import { listWoundAssessments } from './assessment-store.ts';
import type { PressureInjuryStage } from '@woundcare/api-types';
import { toAssessmentJson, type AssessmentRowWithWound } from './assessment-view.ts';
import { teamTimeZone } from '../teams/team-settings.ts';

/** The visit note's people and identifiers: the patient's MRN and birth date, who uploaded the photo. */
async function noteFacts(db: Db, row: AssessmentRowWithWound, patientId: string | null) {
  const patient = patientId
    ? await db
        .selectFrom('patients')
        .select(['identifier', 'birth_date'])
        .where('id', '=', patientId)
        .executeTakeFirst()
    : undefined;
  const uploader = await db
    .selectFrom('user')
    .select(['name', 'email'])
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  return {
    mrn: patient?.identifier ?? null,
    birthDate: patient?.birth_date ?? null,
    clinician: uploader ? uploader.name || uploader.email : null,
    timeZone: await teamTimeZone(db, row.team_id),
    examDateOnly: row.exam_date_only,
  };
}

/**
 * GET /api/assessments/:id/report.pdf: the completed assessment's report — the annotated image
 * (else the photo), the stored assessment, the wound's trajectory and a link back to it.
 */
export async function assessmentReportPdf(
  ctx: { db: Db; files: FileStore; origin: string },
  row: AssessmentRowWithWound & { result: AnalysisResult },
): Promise<Buffer> {
  const annotated = row.has_annotated ? await ctx.files.read(row.photo_dir, ANNOTATED_FILE) : null;
  const photo = annotated ? null : await ctx.files.read(row.photo_dir, PHOTO_FILE);
  const wound = await findWound(ctx.db, row.team_id, row.wound_id);
  const timeline = wound
    ? {
        woundTitle: `${wound.patient_name} · ${wound.label}`,
        trajectory: woundTrajectory(wound, await listWoundAssessments(ctx.db, wound.id)),
      }
    : null;
  const assessment = toAssessmentJson(row);
  const note = await noteFacts(ctx.db, row, wound?.patient_id ?? null);
  return createReportPdf({
    note,
    assessment,
    result: row.result,
    clinical: assessment.clinical,
    annotatedPng: annotated,
    photo,
    timeline,
    link: `${ctx.origin}${workspacePaths.assessment(assessment.id)}`,
    wound: wound ? { bodySite: wound.body_site, stage: wound.stage as PressureInjuryStage | null } : null,
  });
}
