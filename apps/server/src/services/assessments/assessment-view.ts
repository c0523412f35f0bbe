import type { Selectable } from 'kysely';
import type { AssessmentsTable } from '../../db/schema.ts';
import type { AnalysisResult, AnalysisResultJson, AnalysisStage, AssessmentJson } from './assessment-types.ts';
import { labelsOf } from '../assessments/result-fields.ts';
import { toAmendmentJson, type AmendmentRow } from './amendments.ts';

export type AssessmentRow = Selectable<AssessmentsTable>;
/** An assessment row with its wound's label and patient, and its amendments (joined where the caller has them). */
export type AssessmentRowWithWound = AssessmentRow & {
  wound_label?: string | null;
  patient_id?: string | null;
  amendments?: AmendmentRow[];
};

export const publicAssessmentId = (seq: number) => `analysis-${seq}`;

/**
 * The photo's link by the assessment's global id, for what leaves the app (FHIR exports): it names
 * one photo whichever team is active when it is opened, and opens only for that team's members.
 */
export const globalPhotoPath = (row: Pick<AssessmentRow, 'id'>) => `/api/assessments/${row.id}/image`;

/** 'analysis-12' → 12; null for anything else (so garbage ids are a plain 404). */
export function parseAssessmentId(id: string): number | null {
  const m = /^analysis-([1-9][0-9]{0,8})$/.exec(id);
  return m ? Number(m[1]) : null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** An updated row answered with the wound fields of the row it was found as (an update returns the table's columns only). */
export function toUpdatedAssessmentJson(
  updated: AssessmentRowWithWound,
  found: AssessmentRowWithWound,
): AssessmentJson {
  return toAssessmentJson({
    ...updated,
    wound_label: found.wound_label,
    patient_id: found.patient_id,
    amendments: found.amendments,
  });
}

export function toAssessmentJson(row: AssessmentRowWithWound): AssessmentJson {
  const id = publicAssessmentId(row.seq);
  const base = `/api/assessments/${id}`;
  // both as stored: the result's derived fields and its labels were filled from the assessment
  // when it was derived (services/assessments); nothing is derived on read
  const result = row.result as AnalysisResult | null;
  const clinical = row.status === 'completed' && result ? row.clinical : null;
  const analysisResult: AnalysisResultJson | null = clinical ? { ...result!, ...labelsOf(clinical) } : null;
  return {
    id,
    patientName: row.patient_name,
    status: row.status,
    stage: row.status === 'analyzing' ? ((row.stage as AnalysisStage | null) ?? null) : null,
    priority: row.priority,
    uploadedAt: iso(row.uploaded_at)!,
    completedAt: iso(row.completed_at),
    processingTime: row.processing_time,
    simulated: row.simulated,
    error: row.error,
    imageUrl: `${base}/image`,
    annotatedUrl: row.has_annotated ? `${base}/annotated` : null,
    maskUrl: row.has_mask ? `${base}/mask` : null,
    probabilityUrl: row.has_probability ? `${base}/probability` : null,
    image: { width: row.photo_width, height: row.photo_height, format: row.photo_format },
    attempts: row.attempts,
    analysisResult,
    patientId: row.patient_id ?? null,
    woundId: row.wound_id,
    woundLabel: row.wound_label ?? null,
    examDate: iso(row.exam_date)!,
    examDateSource: row.exam_date_source,
    depth_cm: row.depth_cm,
    exudate: row.exudate,
    outlineStatus: row.outline_status,
    confirmedBy: row.confirmed_by_name,
    confirmedAt: iso(row.confirmed_at),
    newBaseline: row.new_baseline,
    clinical,
    amendments: clinical ? (row.amendments ?? []).map(toAmendmentJson) : [],
    bedsideExam: row.bedside_exam,
  };
}
