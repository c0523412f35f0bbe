import type {
  ClinicalAssessment,
  Etiology,
  PatientJson,
  PressureInjuryStage,
  WoundJson,
  WoundTrajectoryJson,
} from '@woundcare/api-types';
import { bodySiteOf, patientLocaleOf } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import { asHealingPotential } from '../rules/wound-context.ts';
import { buildWoundTrajectory, type AssessmentInput } from '../rules/wound-trajectory.ts';
import { publicAssessmentId, type AssessmentRow } from '../assessments/assessment-view.ts';
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
    preferredLanguage: patientLocaleOf(row.preferred_language),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    woundCount: Number(counts.wound_count ?? 0),
    assessmentCount: Number(counts.assessment_count ?? 0),
    latestExamDate: iso(counts.latest_exam_date ?? null),
  };
}

/** An assessment row as the trajectory reads it: its stored clinical derivation (the `clinical` column), when there is one. */
type TrajectoryRow = Pick<
  AssessmentRow,
  'seq' | 'status' | 'simulated' | 'exam_date' | 'outline_status' | 'new_baseline' | 'clinical'
>;

/** An assessment row as the trajectory reads it. */
export function assessmentInput(r: TrajectoryRow): AssessmentInput {
  const completed = r.status === 'completed';
  return {
    assessmentId: publicAssessmentId(r.seq),
    examDate: r.exam_date,
    measured: completed && !r.simulated,
    outlineStatus: r.outline_status,
    newBaseline: r.new_baseline,
    clinical: completed ? ((r.clinical ?? null) as ClinicalAssessment | null) : null,
  };
}

export function woundTrajectory(wound: WoundRow, rows: readonly TrajectoryRow[]): WoundTrajectoryJson {
  return buildWoundTrajectory(wound.id, wound.etiology as Etiology, rows.map(assessmentInput));
}

export function toWoundJson(wound: WoundRow, rows: readonly TrajectoryRow[]): WoundJson {
  const t = woundTrajectory(wound, rows);
  const last = t.points.filter((p) => p.area_cm2 !== null).at(-1) ?? null;
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
export async function assessmentsByWound(db: Db, woundIds: readonly string[]): Promise<Map<string, TrajectoryRow[]>> {
  const out = new Map<string, TrajectoryRow[]>(woundIds.map((id) => [id, []]));
  if (woundIds.length === 0) return out;
  const rows = await db
    .selectFrom('assessments')
    .select(['wound_id', 'seq', 'status', 'simulated', 'exam_date', 'outline_status', 'new_baseline', 'clinical'])
    .where('wound_id', 'in', [...woundIds])
    .where('deleted_at', 'is', null)
    .orderBy('exam_date')
    .execute();
  for (const r of rows) out.get(r.wound_id)?.push(r);
  return out;
}
