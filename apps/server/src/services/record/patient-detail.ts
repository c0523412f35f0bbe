import type { PatientDetailJson } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import { listWounds, type PatientRow } from './record-store.ts';
import { assessmentsByWound, toPatientJson, toWoundJson } from './record-view.ts';

/** GET /api/patients/:id: the patient with its counts and latest exam, and its wounds with their assessments. */
export async function readPatientDetail(db: Db, patient: PatientRow): Promise<PatientDetailJson> {
  const wounds = await listWounds(db, patient.id);
  const byWound = await assessmentsByWound(
    db,
    wounds.map((w) => w.id),
  );
  const woundJson = wounds.map((w) => toWoundJson(w, byWound.get(w.id) ?? []));
  const all = [...byWound.values()].flat();
  const latest = all.reduce<Date | null>(
    (m, r) => (m === null || new Date(r.exam_date) > m ? new Date(r.exam_date) : m),
    null,
  );
  return {
    patient: toPatientJson(patient, {
      wound_count: wounds.length,
      assessment_count: all.length,
      latest_exam_date: latest,
    }),
    wounds: woundJson,
  };
}
