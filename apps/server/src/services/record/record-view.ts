import type {
  AnalysisResult,
  Etiology,
  PatientJson,
  PressureInjuryStage,
  WoundJson,
  WoundTrajectoryJson,
} from '@woundcare/api-types';
import { bodySiteOf } from '@woundcare/api-types';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { asHealingPotential } from '../rules/wound-context.ts';
import { buildWoundTrajectory, type AssessmentInput } from '../rules/wound-trajectory.ts';
import { publicThreadId, type ThreadRow } from '../threads/thread-view.ts';
import type { PatientRow, WoundRow } from './record-store.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toPatientJson(
  row: PatientRow,
  counts: {
    wound_count?: string | number;
    assessment_count?: string | number;
    latest_exam_date?: Date | string | null;
  } = {},
): PatientJson {
  return {
    id: row.id,
    displayName: row.display_name,
    identifier: row.identifier,
    birthDate: row.birth_date,
    sex: row.sex,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    woundCount: Number(counts.wound_count ?? 0),
    assessmentCount: Number(counts.assessment_count ?? 0),
    latestExamDate: iso(counts.latest_exam_date ?? null),
  };
}

type AssessmentRow = Pick<
  ThreadRow,
  'seq' | 'status' | 'simulated' | 'result' | 'exam_date' | 'exudate' | 'outline_status' | 'new_baseline'
>;

/** A thread row as the trajectory reads it. */
export function assessmentInput(r: AssessmentRow): AssessmentInput {
  const res = r.status === 'completed' ? ((r.result ?? null) as AnalysisResult | null) : null;
  return {
    threadId: publicThreadId(r.seq),
    examDate: r.exam_date,
    measured: res !== null && !r.simulated,
    calibrated: res?.calibrated === true,
    areaCm2: res?.calibrated ? res.area_cm2 : null,
    perimeterCm: res?.calibrated ? (res.perimeter_cm ?? null) : null,
    lengthCm: res?.calibrated ? (res.length_cm ?? null) : null,
    widthCm: res?.calibrated ? (res.width_cm ?? null) : null,
    tissue: res?.tissue ?? null,
    exudate: r.exudate,
    outlineStatus: r.outline_status,
    newBaseline: r.new_baseline,
  };
}

export function woundTrajectory(wound: WoundRow, rows: readonly AssessmentRow[]): WoundTrajectoryJson {
  return buildWoundTrajectory(wound.id, wound.etiology as Etiology, rows.map(assessmentInput));
}

export function toWoundJson(wound: WoundRow, rows: readonly AssessmentRow[]): WoundJson {
  const t = woundTrajectory(wound, rows);
  const last = t.points.at(-1) ?? null;
  const latestExam = rows.reduce<Date | null>((m, r) => {
    const d = new Date(r.exam_date);
    return m === null || d > m ? d : m;
  }, null);
  return {
    id: wound.id,
    patientId: wound.patient_id,
    label: wound.label,
    bodySite: bodySiteOf(wound.body_site)?.code ?? null,
    bodySiteLabel: bodySiteOf(wound.body_site)?.label ?? null,
    etiology: wound.etiology as Etiology,
    stage: (wound.stage as PressureInjuryStage | null) ?? null,
    onsetDate: wound.onset_date,
    abpi: wound.abpi ?? null,
    tbi: wound.tbi ?? null,
    healingPotential: asHealingPotential(wound.healing_potential),
    status: wound.status,
    statusDate: wound.status_date,
    createdAt: iso(wound.created_at)!,
    updatedAt: iso(wound.updated_at)!,
    assessmentCount: rows.length,
    latestArea_cm2: last?.area_cm2 ?? null,
    latestExamDate: iso(latestExam),
    reductionFromPreviousPct: t.reductionFromPreviousPct,
    fourWeek: t.fourWeek,
  };
}

/** Every assessment of the given wounds in one query, grouped by wound. */
export async function assessmentsByWound(db: Db, woundIds: readonly string[]): Promise<Map<string, AssessmentRow[]>> {
  const out = new Map<string, AssessmentRow[]>(woundIds.map((id) => [id, []]));
  if (woundIds.length === 0) return out;
  // only the figures the trajectory reads, not the whole stored result (plan, signs, description)
  const rows = await db
    .selectFrom('threads')
    .select(['wound_id', 'seq', 'status', 'simulated', 'exam_date', 'exudate', 'outline_status', 'new_baseline'])
    .select(
      sql<Record<string, unknown> | null>`case when result is null then null else jsonb_build_object(
        'calibrated', result->'calibrated', 'area_cm2', result->'area_cm2', 'perimeter_cm', result->'perimeter_cm',
        'length_cm', result->'length_cm', 'width_cm', result->'width_cm', 'tissue', result->'tissue') end`.as('result'),
    )
    .where('wound_id', 'in', [...woundIds])
    .orderBy('exam_date')
    .execute();
  for (const r of rows) out.get(r.wound_id)?.push(r);
  return out;
}
