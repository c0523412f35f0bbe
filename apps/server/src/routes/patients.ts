import { Hono, type Context } from 'hono';
import type { PatientListJson } from '@woundcare/api-types';
import {
  createPatientSchema,
  createWoundSchema,
  patchPatientSchema,
  patientListQuery as listQuery,
} from '@woundcare/api-types/requests';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { requireTeam, requireTeamAdmin, requireUser, signedIn } from '../lib/session.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { parseWith, readJson } from '../lib/validate.ts';
import {
  createPatient,
  createWound,
  findPatient,
  listPatients,
  updatePatient,
} from '../services/record/record-store.ts';
import { findPatientAnyState, restorePatient, trashPatient } from '../services/trash/trash-store.ts';
import { toPatientJson, toWoundJson } from '../services/record/record-view.ts';
import { readPatientDetail } from '../services/record/patient-detail.ts';

const decodes = (search: string) => {
  try {
    decodeURIComponent(search);
    return true;
  } catch {
    return false;
  }
};

const PATIENT_NOT_FOUND = () => new ApiError('NOT_FOUND', 'Patient not found');

/**
 * /api/patients — the active care team's patients (team isolation: another team's is a 404).
 * Bodies are validated before the record is looked up (the answer to a bad body never depends on
 * whose id it names).
 */
export function patientRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', signedIn);
  const ownedPatient = async (c: Context<AppEnv>) => {
    const row = await findPatient(deps.db, requireTeam(c).id, c.req.param('id') ?? '');
    if (!row) throw PATIENT_NOT_FOUND();
    return row;
  };

  app.get('/', async (c) => {
    const team = requireTeam(c);
    // a search whose percent-encoding does not decode is refused, never searched for literally
    if (!decodes(new URL(c.req.url).search))
      throw new ApiError('INVALID_QUERY', 'The query string is not valid percent-encoding.');
    const { q } = parseWith(listQuery, c.req.query());
    const rows = await listPatients(deps.db, team.id, q ?? null);
    await auditRequest(deps.db, c, 'patient.list', q ? 'search' : null);
    return c.json({ patients: rows.map((r) => toPatientJson(r, r)) } satisfies PatientListJson);
  });

  app.post('/', async (c) => {
    const team = requireTeam(c);
    const b = await readJson(c, createPatientSchema);
    const row = await createPatient(deps.db, team.id, {
      displayName: b.display_name,
      identifier: b.identifier ?? null,
      birthDate: b.birth_date ?? null,
      sex: b.sex ?? null,
      preferredLanguage: b.preferred_language ?? null,
    });
    await auditRequest(deps.db, c, 'patient.create', row.id);
    return c.json({ patient: toPatientJson(row) }, 201);
  });

  app.get('/:id', async (c) => {
    const patient = await ownedPatient(c);
    const detail = await readPatientDetail(deps.db, patient);
    await auditRequest(deps.db, c, 'patient.read', patient.id);
    return c.json(detail);
  });

  app.patch('/:id', async (c) => {
    const b = await readJson(c, patchPatientSchema);
    const patient = await ownedPatient(c);
    const row = await updatePatient(deps.db, patient, {
      displayName: b.display_name,
      identifier: b.identifier,
      birthDate: b.birth_date,
      sex: b.sex,
      preferredLanguage: b.preferred_language,
    });
    await auditRequest(deps.db, c, 'patient.update', patient.id);
    return c.json({ patient: toPatientJson(row) });
  });

  // into the team's trash with its wounds, assessments and photos (restorable until the purge)
  app.delete('/:id', async (c) => {
    const patient = await ownedPatient(c);
    requireTeamAdmin(c, 'delete a patient');
    await trashPatient(deps.db, patient, requireUser(c).id);
    await auditRequest(deps.db, c, 'patient.delete', patient.id);
    return c.body(null, 204);
  });

  // out of the trash with what went in with it; a live patient is answered as it is
  app.post('/:id/restore', async (c) => {
    const patient = await findPatientAnyState(deps.db, requireTeam(c).id, c.req.param('id'));
    if (!patient) throw PATIENT_NOT_FOUND();
    requireTeamAdmin(c, 'restore a patient');
    await restorePatient(deps.db, patient, requireUser(c).id);
    await auditRequest(deps.db, c, 'patient.restore', patient.id);
    const row = (await findPatient(deps.db, patient.owner_id, patient.id))!;
    return c.json({ patient: toPatientJson(row) });
  });

  app.post('/:id/wounds', async (c) => {
    const b = await readJson(c, createWoundSchema);
    const patient = await ownedPatient(c);
    const row = await createWound(deps.db, patient.id, {
      label: b.label,
      bodySite: b.body_site ?? null,
      etiology: b.etiology ?? 'unknown',
      stage: b.stage ?? null,
      onsetDate: b.onset_date ?? null,
      abpi: b.abpi ?? null,
      tbi: b.tbi ?? null,
      healingPotential: b.healing_potential ?? null,
      status: b.status ?? 'open',
      statusDate: b.status_date ?? null,
    });
    await auditRequest(deps.db, c, 'wound.create', row.id);
    return c.json({ wound: toWoundJson(row, []) }, 201);
  });

  return app;
}
