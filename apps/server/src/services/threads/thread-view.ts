import type { Selectable } from 'kysely';
import type { ThreadsTable } from '../../db/schema.ts';
import type { AnalysisResult, AnalysisResultJson, AnalysisStage, ThreadJson } from './thread-types.ts';
import { rederiveResult } from './derive-result.ts';
import { readBedsideSigns } from '../rules/infection-screen.ts';
import { deriveResultLabels } from '../rules/result-labels.ts';
import { UNKNOWN_CONTEXT } from '../rules/wound-context.ts';

export type ThreadRow = Selectable<ThreadsTable>;
/** A thread row with its wound's label and patient (joined where the caller has them). */
export type ThreadRowWithWound = ThreadRow & { wound_label?: string | null; patient_id?: string | null };

export const publicThreadId = (seq: number) => `analysis-${seq}`;

/** 'analysis-12' → 12; null for anything else (so garbage ids are a plain 404). */
export function parseThreadId(id: string): number | null {
  const m = /^analysis-([1-9][0-9]{0,8})$/.exec(id);
  return m ? Number(m[1]) : null;
}

/**
 * A stored result in today's shape: results stored before the three-way infection screen (issue
 * 14) have their rule-derived parts re-derived from their own signs; measured figures are untouched.
 */
export function currentResult(row: Pick<ThreadRow, 'result' | 'clinician_signs'>): AnalysisResult | null {
  const result = (row.result ?? null) as AnalysisResult | null;
  if (!result) return null;
  if (result.infection_screen && result.advice) return result;
  const legacy = result as AnalysisResult & { healingStage?: unknown; infectionRisk?: unknown; confidence?: unknown };
  const { healingStage: _h, infectionRisk: _i, confidence: _c, ...rest } = legacy;
  return rederiveResult(
    {
      ...rest,
      infection_signs: rest.infection_signs ?? [],
      outline_quality: rest.outline_quality ?? null,
      area_uncertainty_cm2: rest.area_uncertainty_cm2 ?? null,
      tissue_flags: rest.tissue_flags ?? [],
    },
    { bedside: readBedsideSigns(row.clinician_signs), wound: UNKNOWN_CONTEXT },
  );
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toThreadJson(row: ThreadRowWithWound): ThreadJson {
  const id = publicThreadId(row.seq);
  const base = `/api/threads/${id}`;
  const result = currentResult(row);
  let analysisResult: AnalysisResultJson | null = null;
  if (row.status === 'completed' && result) {
    // the full plan stays server-side (GET …/treatment-plan); the thread carries its summary,
    // and the labels the rule tables give it (the web shows them, it does not re-derive them)
    const { plan: _plan, ...rest } = result;
    analysisResult = { ...rest, ...deriveResultLabels(rest) };
  }
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
    assessment: null,
  };
}
