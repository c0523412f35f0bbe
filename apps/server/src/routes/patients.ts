import { Hono, type Context } from 'hono';
import type { PatientListJson, TrashListJson } from '@woundcare/api-types';
import type { WoundPageJson } from '@woundcare/api-types/workspace-status';
import {
  createPatientSchema,
  createWoundSchema,
  patchPatientSchema,
  patchWoundSchema,
  patientListQuery as listQuery,
  patchFollowUpSchema,
  woundDetailQuery,
  worklistQuery,
} from '@woundcare/api-types/requests';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { requireTeam, requireTeamAdmin, requireUser, signedIn } from '../lib/session.ts';
import { auditRequest } from '../lib/audit-request.ts';
import { parseWith, readJson } from '../lib/validate.ts';
import { listWoundThreads } from '../services/threads/thread-store.ts';
import { toThreadJson } from '../services/threads/thread-view.ts';
import {
  createPatient,
  createWound,
  findPatient,
  findWound,
  listPatients,
  listWounds,
  updatePatient,
} from '../services/record/record-store.ts';
import { findPatientAnyState, listTrash, restorePatient, trashPatient } from '../services/trash/trash-store.ts';
import { exportWoundFhir } from '../services/reports/record-fhir.ts';
import { editWound } from '../services/assessments/use-cases.ts';
import { changeFollowUp, readFollowUp, readWoundFollowUp } from '../services/follow-ups/follow-up-store.ts';
import { assessmentsByWound, toPatientJson, toWoundJson, woundTrajectory } from '../services/record/record-view.ts';

const decodes = (search: string) => {
  try {
    decodeURIComponent(search);
    return true;
  } catch {
    return false;
  }
};

const PATIENT_NOT_FOUND = () => new ApiError('NOT_FOUND', 'Patient not found');
const WOUND_NOT_FOUND = () => new ApiError('NOT_FOUND', 'Wound not found');

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
    });
    await auditRequest(deps.db, c, 'patient.create', row.id);
    return c.json({ patient: toPatientJson(row) }, 201);
  });

  app.get('/:id', async (c) => {
    const patient = await ownedPatient(c);
    const wounds = await listWounds(deps.db, patient.id);
    const byWound = await assessmentsByWound(
      deps.db,
      wounds.map((w) => w.id),
    );
    const woundJson = wounds.map((w) => toWoundJson(w, byWound.get(w.id) ?? []));
    const all = [...byWound.values()].flat();
    const latest = all.reduce<Date | null>(
      (m, r) => (m === null || new Date(r.exam_date) > m ? new Date(r.exam_date) : m),
      null,
    );
    await auditRequest(deps.db, c, 'patient.read', patient.id);
    return c.json({
      patient: toPatientJson(patient, {
        wound_count: wounds.length,
        assessment_count: all.length,
        latest_exam_date: latest,
      }),
      wounds: woundJson,
    });
  });

  app.patch('/:id', async (c) => {
    const b = await readJson(c, patchPatientSchema);
    const patient = await ownedPatient(c);
    const row = await updatePatient(deps.db, patient, {
      displayName: b.display_name,
      identifier: b.identifier,
      birthDate: b.birth_date,
      sex: b.sex,
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
    await restorePatient(deps.db, patient);
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

/** /api/wounds/:id — one wound, its assessments, its next assessment due and its trajectory. */
export function woundRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', signedIn);
  const ownedWound = async (c: Context<AppEnv>) => {
    const row = await findWound(deps.db, requireTeam(c).id, c.req.param('id') ?? '');
    if (!row) throw WOUND_NOT_FOUND();
    return row;
  };

  app.get('/:id', async (c) => {
    const { tz } = parseWith(woundDetailQuery, c.req.query());
    const wound = await ownedWound(c);
    const threads = await listWoundThreads(deps.db, wound.id);
    const followUp = await readWoundFollowUp(deps.db, wound, { timeZone: tz ?? 'UTC' });
    await auditRequest(deps.db, c, 'wound.read', wound.id);
    return c.json({
      wound: toWoundJson(wound, threads),
      patientName: wound.patient_name,
      assessments: threads.map(toThreadJson),
      followUp,
    } satisfies WoundPageJson);
  });

  app.patch('/:id', async (c) => {
    const b = await readJson(c, patchWoundSchema);
    const wound = await ownedWound(c);
    if (b.stage && !b.etiology && wound.etiology !== 'pressure_injury')
      throw new ApiError('VALIDATION_ERROR', 'stage: only a pressure injury has an NPIAP stage');
    const row = await editWound(deps.db, wound, {
      label: b.label,
      bodySite: b.body_site,
      etiology: b.etiology,
      stage: b.stage,
      onsetDate: b.onset_date,
      abpi: b.abpi,
      tbi: b.tbi,
      healingPotential: b.healing_potential,
      status: b.status,
      statusDate: b.status_date,
    });
    const threads = await listWoundThreads(deps.db, wound.id);
    await auditRequest(deps.db, c, 'wound.update', wound.id);
    return c.json({ wound: toWoundJson(row, threads) });
  });

  // the next assessment: a clinician's due date (kept until the next assessment) and its assignee
  app.patch('/:id/follow-up', async (c) => {
    const b = await readJson(c, patchFollowUpSchema);
    const { tz } = parseWith(worklistQuery, c.req.query());
    const wound = await ownedWound(c);
    await changeFollowUp(deps.db, wound, { dueDate: b.due_date, assigneeId: b.assignee_id }, requireUser(c).id);
    await auditRequest(deps.db, c, 'follow_up.update', wound.id);
    return c.json({ followUp: await readFollowUp(deps.db, wound.id, { timeZone: tz ?? 'UTC' }) });
  });

  app.get('/:id/fhir', async (c) => {
    const wound = await ownedWound(c);
    const bundle = await exportWoundFhir(
      { db: deps.db, files: deps.workspace.files, origin: deps.origin },
      wound.owner_id,
      wound.id,
      null,
    );
    await auditRequest(deps.db, c, 'export.read', `wound/${wound.id}`);
    c.header('cache-control', 'private, no-store');
    return c.json(bundle, 200, { 'content-type': 'application/fhir+json; charset=utf-8' });
  });

  app.get('/:id/trajectory', async (c) => {
    const wound = await ownedWound(c);
    const threads = await listWoundThreads(deps.db, wound.id);
    await auditRequest(deps.db, c, 'wound.trajectory', wound.id);
    return c.json({ trajectory: woundTrajectory(wound, threads) });
  });

  return app;
}

/** GET /api/trash — the active team's deleted patients and assessments (owners and admins). */
export function trashRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => {
    const team = requireTeamAdmin(c, 'open the trash');
    const retentionDays = deps.env.TRASH_RETENTION_DAYS;
    const entries = await listTrash(deps.db, team.id, retentionDays);
    await auditRequest(deps.db, c, 'trash.list', null);
    return c.json({ entries, retentionDays } satisfies TrashListJson);
  });
}
