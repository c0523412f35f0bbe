import type { Etiology, PressureInjuryStage } from '@woundcare/api-types';
import { workspacePaths } from '@woundcare/api-types/site';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { findPatient, findWound } from '../record/record-store.ts';
import { PHOTO_FILE, type FileStore } from '../storage/file-store.ts';
import { mimeOf } from '../assessments/probe-upload.ts';
import { listWoundAssessments } from '../assessments/assessment-store.ts';
import type { AnalysisResult } from '../assessments/assessment-types.ts';
import { globalPhotoPath, toAssessmentJson, type AssessmentRowWithWound } from '../assessments/assessment-view.ts';
import { createFhirBundle, type FhirAssessment } from './fhir-bundle.ts';

/**
 * The FHIR export of one assessment (its photo embedded) or of one wound (every completed,
 * measured assessment; photos linked by URL so the bundle stays small), read through the owning team.
 */
export async function exportWoundFhir(
  ctx: { db: Db; files: FileStore; origin: string },
  ownerId: string,
  woundId: string,
  only: AssessmentRowWithWound | null,
): Promise<Record<string, unknown>> {
  const wound = await findWound(ctx.db, ownerId, woundId);
  const patient = wound ? await findPatient(ctx.db, ownerId, wound.patient_id) : null;
  if (!wound || !patient) throw new ApiError('NOT_FOUND', 'Wound not found');
  const rows = only ? [only] : await listWoundAssessments(ctx.db, wound.id);
  const assessments: FhirAssessment[] = [];
  for (const row of rows) {
    if (row.status !== 'completed' || !row.result || row.simulated) continue;
    const assessment = toAssessmentJson(row);
    const contentType = mimeOf(row.photo_format);
    const photo = only
      ? await ctx.files.read(row.photo_dir, PHOTO_FILE).then((data) => (data ? { contentType, data } : null))
      : { contentType, url: `${ctx.origin}${globalPhotoPath(row)}?original=1` };
    assessments.push({
      assessment,
      result: row.result as unknown as AnalysisResult,
      clinical: assessment.clinical,
      photo,
      link: `${ctx.origin}${workspacePaths.assessment(assessment.id)}`,
    });
  }
  return createFhirBundle({
    patient: {
      id: patient.id,
      displayName: patient.display_name,
      identifier: patient.identifier,
      birthDate: patient.birth_date,
      sex: patient.sex,
    },
    wound: {
      id: wound.id,
      label: wound.label,
      bodySite: wound.body_site,
      etiology: wound.etiology as Etiology,
      stage: wound.stage as PressureInjuryStage | null,
      onsetDate: wound.onset_date,
      status: wound.status,
      statusDate: wound.status_date,
    },
    assessments,
  });
}
