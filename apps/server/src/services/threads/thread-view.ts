import type { Selectable } from 'kysely';
import type { ThreadsTable } from '../../db/schema.ts';
import type { AnalysisResult, AnalysisResultJson, AnalysisStage, ThreadJson } from './thread-types.ts';
import { labelsOf } from '../assessments/result-fields.ts';

export type ThreadRow = Selectable<ThreadsTable>;
/** A thread row with its wound's label and patient (joined where the caller has them). */
export type ThreadRowWithWound = ThreadRow & { wound_label?: string | null; patient_id?: string | null };

export const publicThreadId = (seq: number) => `analysis-${seq}`;

/**
 * The photo's link by the thread's global id, for what leaves the app (FHIR exports): it names
 * one photo whichever team is active when it is opened, and opens only for that team's members.
 */
export const globalPhotoPath = (row: Pick<ThreadRow, 'id'>) => `/api/threads/${row.id}/image`;

/** 'analysis-12' → 12; null for anything else (so garbage ids are a plain 404). */
export function parseThreadId(id: string): number | null {
  const m = /^analysis-([1-9][0-9]{0,8})$/.exec(id);
  return m ? Number(m[1]) : null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toThreadJson(row: ThreadRowWithWound): ThreadJson {
  const id = publicThreadId(row.seq);
  const base = `/api/threads/${id}`;
  // both as stored: the result's derived fields and its labels were filled from the assessment
  // when it was derived (services/assessments); nothing is derived on read
  const result = row.result as AnalysisResult | null;
  const assessment = row.status === 'completed' && result ? row.assessment : null;
  const analysisResult: AnalysisResultJson | null = assessment ? { ...result!, ...labelsOf(assessment) } : null;
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
    assessment,
  };
}
