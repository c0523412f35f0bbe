import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type {
  Etiology,
  HealingPotential,
  PatientLocale,
  PatientSex,
  PressureInjuryStage,
  WoundStatus,
} from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import type { PatientsTable, WoundsTable } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { renamePatientAssessments } from '../assessments/assessment-store.ts';

/**
 * Patients and wounds, always read through their owner — the care team (`ownerId` is the caller's
 * active team, membership checked per request): another team's record is indistinguishable from
 * none (null → 404 at the edge). A patient in the trash (`deleted_at` set, services/trash) is
 * read as none too, with its wounds; a wound is live exactly when its patient is.
 */

export type PatientRow = Selectable<PatientsTable>;
export type WoundRow = Selectable<WoundsTable>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isRecordId = (id: string) => UUID.test(id);

export interface PatientFields {
  displayName: string;
  identifier: string | null;
  birthDate: string | null;
  sex: PatientSex | null;
  /** when left out: not recorded (null) on create, unchanged on update */
  preferredLanguage?: PatientLocale | null;
}

export interface WoundFields {
  label?: string;
  bodySite: string | null;
  etiology: Etiology;
  stage: PressureInjuryStage | null;
  onsetDate: string | null;
  abpi?: number | null;
  tbi?: number | null;
  healingPotential?: HealingPotential | null;
  status: WoundStatus;
  statusDate: string | null;
}

const IDENTIFIER_TAKEN = () =>
  new ApiError('IDENTIFIER_TAKEN', 'identifier: another of your patients already has this identifier (MRN).');
const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

export async function createPatient(db: Db, ownerId: string, f: PatientFields): Promise<PatientRow> {
  try {
    return await db
      .insertInto('patients')
      .values({
        id: randomUUID(),
        owner_id: ownerId,
        display_name: f.displayName,
        identifier: f.identifier,
        birth_date: f.birthDate,
        sex: f.sex,
        preferred_language: f.preferredLanguage ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (e) {
    if (isUniqueViolation(e)) throw IDENTIFIER_TAKEN();
    throw e;
  }
}

export async function findPatient(db: Db, ownerId: string, id: string): Promise<PatientRow | null> {
  if (!isRecordId(id)) return null;
  return (
    (await db
      .selectFrom('patients')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()) ?? null
  );
}

/**
 * The owner's patients, newest activity first; `q` matches the name or the identifier
 * (case-insensitive, substring) or the birth date ('YYYY-MM-DD', or its start: '1950-03').
 */
export async function listPatients(db: Db, ownerId: string, q: string | null, limit = 200) {
  let query = db
    .selectFrom('patients')
    .leftJoin('wounds', 'wounds.patient_id', 'patients.id')
    .leftJoin('assessments', (j) =>
      j.onRef('assessments.wound_id', '=', 'wounds.id').on('assessments.deleted_at', 'is', null),
    )
    .selectAll('patients')
    .select((eb) => [
      eb.fn.count<string>('wounds.id').distinct().as('wound_count'),
      eb.fn.count<string>('assessments.id').distinct().as('assessment_count'),
      eb.fn.max('assessments.exam_date').as('latest_exam_date'),
    ])
    .where('patients.owner_id', '=', ownerId)
    .where('patients.deleted_at', 'is', null)
    .groupBy('patients.id');
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(patients.display_name)`, 'like', like),
        eb(sql`lower(patients.identifier)`, 'like', like),
        ...(/^\d{4}-\d{2}(-\d{2})?$/.test(q) ? [eb(sql`cast(patients.birth_date as text)`, 'like', `${q}%`)] : []),
      ]),
    );
  }
  return query
    .orderBy(sql`coalesce(max(assessments.exam_date), patients.created_at)`, 'desc')
    .limit(limit)
    .execute();
}

export async function updatePatient(db: Db, row: PatientRow, f: Partial<PatientFields>): Promise<PatientRow> {
  try {
    return await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('patients')
        .set({
          ...(f.displayName !== undefined ? { display_name: f.displayName } : {}),
          ...(f.identifier !== undefined ? { identifier: f.identifier } : {}),
          ...(f.birthDate !== undefined ? { birth_date: f.birthDate } : {}),
          ...(f.sex !== undefined ? { sex: f.sex } : {}),
          ...(f.preferredLanguage !== undefined ? { preferred_language: f.preferredLanguage } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', row.id)
        .where('owner_id', '=', row.owner_id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // the assessments carry the name they are shown under (spec's assessment "patientName")
      if (f.displayName !== undefined && f.displayName !== row.display_name)
        await renamePatientAssessments(trx, row.id, f.displayName);
      return updated;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw IDENTIFIER_TAKEN();
    throw e;
  }
}

// ── wounds ──

export async function findWound(
  db: Db,
  ownerId: string,
  id: string,
): Promise<(WoundRow & { owner_id: string; patient_name: string }) | null> {
  if (!isRecordId(id)) return null;
  const row = await db
    .selectFrom('wounds')
    .innerJoin('patients', 'patients.id', 'wounds.patient_id')
    .selectAll('wounds')
    .select(['patients.owner_id', 'patients.display_name as patient_name'])
    .where('patients.owner_id', '=', ownerId)
    .where('patients.deleted_at', 'is', null)
    .where('wounds.id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export function listWounds(db: Db, patientId: string): Promise<WoundRow[]> {
  return db
    .selectFrom('wounds')
    .selectAll()
    .where('patient_id', '=', patientId)
    .orderBy('created_at')
    .orderBy('label')
    .execute();
}

/** "Wound N": one more than the highest number used on this patient. */
async function nextWoundLabel(db: Db, patientId: string): Promise<string> {
  const labels = await db.selectFrom('wounds').select('label').where('patient_id', '=', patientId).execute();
  const max = labels.reduce((m, r) => Math.max(m, Number(/^Wound (\d+)$/.exec(r.label)?.[1] ?? 0)), 0);
  return `Wound ${Math.max(max, labels.length) + 1}`;
}

export async function createWound(db: Db, patientId: string, f: WoundFields): Promise<WoundRow> {
  return db
    .insertInto('wounds')
    .values({
      id: randomUUID(),
      patient_id: patientId,
      label: f.label ?? (await nextWoundLabel(db, patientId)),
      body_site: f.bodySite,
      etiology: f.etiology,
      stage: f.etiology === 'pressure_injury' ? f.stage : null,
      onset_date: f.onsetDate,
      abpi: f.abpi ?? null,
      tbi: f.tbi ?? null,
      healing_potential: f.healingPotential ?? null,
      status: f.status,
      status_date: f.status === 'open' ? null : f.statusDate,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateWound(db: Db, row: WoundRow, f: Partial<WoundFields>): Promise<WoundRow> {
  const etiology = f.etiology ?? (row.etiology as Etiology);
  const status = f.status ?? row.status;
  return db
    .updateTable('wounds')
    .set({
      ...(f.label !== undefined ? { label: f.label } : {}),
      ...(f.bodySite !== undefined ? { body_site: f.bodySite } : {}),
      etiology,
      stage: etiology === 'pressure_injury' ? (f.stage !== undefined ? f.stage : row.stage) : null,
      ...(f.onsetDate !== undefined ? { onset_date: f.onsetDate } : {}),
      ...(f.abpi !== undefined ? { abpi: f.abpi } : {}),
      ...(f.tbi !== undefined ? { tbi: f.tbi } : {}),
      ...(f.healingPotential !== undefined ? { healing_potential: f.healingPotential } : {}),
      status,
      status_date:
        status === 'open' ? null : (f.statusDate ?? row.status_date ?? new Date().toISOString().slice(0, 10)),
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The spec's upload by name (and the upload form's "New patient"): always a new patient with its
 * "Wound 1" — a typed name is never matched to an existing patient, so a photo cannot be filed
 * under someone else's wound by a name that happens to be the same. A taken MRN is refused.
 */
export async function woundForNewPatient(
  db: Db,
  ownerId: string,
  f: { name: string; identifier: string | null; birthDate: string | null },
): Promise<{ woundId: string; patientName: string; patientId: string; woundLabel: string }> {
  // in the caller's transaction when there is one (an upload stores the patient with its assessment)
  const run = <T>(fn: (trx: Db) => Promise<T>) => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
  const { patient, wound } = await run(async (trx) => {
    const patient = await createPatient(trx, ownerId, {
      displayName: f.name.trim().replace(/\s+/g, ' '),
      identifier: f.identifier,
      birthDate: f.birthDate,
      sex: null,
    });
    const wound = await createWound(trx, patient.id, {
      bodySite: null,
      etiology: 'unknown',
      stage: null,
      onsetDate: null,
      status: 'open',
      statusDate: null,
    });
    return { patient, wound };
  });
  return { woundId: wound.id, patientName: patient.display_name, patientId: patient.id, woundLabel: wound.label };
}
