import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  BODY_SITE_CODES,
  ETIOLOGIES,
  HEALING_POTENTIALS,
  PATIENT_SEXES,
  PRESSURE_INJURY_STAGES,
  WOUND_STATUSES,
  type PatientListJson,
  type WoundDetailJson,
} from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { requireTeam, signedIn } from '../lib/session.ts';
import { auditRequest } from '../lib/audit-request.ts';
import { parseWith, readJson } from '../lib/validate.ts';
import { listWoundThreads } from '../services/threads/thread-store.ts';
import { toThreadJson } from '../services/threads/thread-view.ts';
import {
  createPatient,
  createWound,
  deletePatient,
  findPatient,
  findWound,
  listPatients,
  listWounds,
  photoDirsOfPatient,
  updatePatient,
  updateWound,
} from '../services/record/record-store.ts';
import { exportWoundFhir } from '../services/reports/record-fhir.ts';
import { assessmentsByWound, toPatientJson, toWoundJson, woundTrajectory } from '../services/record/record-view.ts';

/** C0 control characters and DEL (a name is one printable line). */
const hasControlChars = (v: string) => [...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
const line = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !hasControlChars(v), 'must not contain control characters');
const optionalLine = (max: number) => z.union([line(max), z.literal('').transform(() => null), z.null()]);
/** a calendar date, 'YYYY-MM-DD', real and not in the future */
export const calendarDate = z
  .string({ message: 'must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 1900;
  }, 'must be a real date (YYYY-MM-DD)')
  .refine((v) => new Date(`${v}T00:00:00Z`).getTime() <= Date.now() + 86_400_000, 'must not be in the future');
const optionalDate = z.union([calendarDate, z.literal('').transform(() => null), z.null()]);

const patientBody = {
  display_name: line(120),
  identifier: optionalLine(64).optional(),
  birth_date: optionalDate.optional(),
  sex: z
    .enum(PATIENT_SEXES, { message: `must be one of ${PATIENT_SEXES.join(', ')}` })
    .nullable()
    .optional(),
};
const createPatientSchema = z.strictObject(patientBody);
const patchPatientSchema = z
  .strictObject({ ...patientBody, display_name: line(120).optional() })
  .refine((p) => Object.keys(p).length > 0, { message: 'Send at least one field to change' });
const listQuery = z.object({
  q: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().max(120, 'must be at most 120 characters').optional(),
  ),
});

const woundBody = {
  label: line(60).optional(),
  body_site: z
    .enum(BODY_SITE_CODES, { message: 'must be one of the coded body sites (see BODY_SITES)' })
    .nullable()
    .optional(),
  etiology: z.enum(ETIOLOGIES, { message: `must be one of ${ETIOLOGIES.join(', ')}` }).optional(),
  stage: z
    .enum(PRESSURE_INJURY_STAGES, { message: `must be one of ${PRESSURE_INJURY_STAGES.join(', ')}` })
    .nullable()
    .optional(),
  onset_date: optionalDate.optional(),
  status: z.enum(WOUND_STATUSES, { message: `must be one of ${WOUND_STATUSES.join(', ')}` }).optional(),
  status_date: optionalDate.optional(),
  abpi: z
    .number({ message: 'must be a number (ankle-brachial pressure index)' })
    .min(0.1, 'must be at least 0.1')
    .max(3, 'must be at most 3')
    .nullable()
    .optional(),
  healing_potential: z
    .enum(HEALING_POTENTIALS, { message: `must be one of ${HEALING_POTENTIALS.join(', ')} (or null: not assessed)` })
    .nullable()
    .optional(),
};
const stageOnlyForPressure = (w: { etiology?: string; stage?: string | null }) =>
  !w.stage || w.etiology === undefined || w.etiology === 'pressure_injury';
const createWoundSchema = z
  .strictObject(woundBody)
  .refine(stageOnlyForPressure, { message: 'stage: only a pressure injury has an NPIAP stage', path: ['stage'] });
const patchWoundSchema = z
  .strictObject(woundBody)
  .refine((p) => Object.keys(p).length > 0, { message: 'Send at least one field to change' })
  .refine(stageOnlyForPressure, { message: 'stage: only a pressure injury has an NPIAP stage', path: ['stage'] });

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

  app.delete('/:id', async (c) => {
    const patient = await ownedPatient(c);
    const dirs = await photoDirsOfPatient(deps.db, patient.id);
    await deletePatient(deps.db, patient);
    const files = deps.workspace.files;
    await Promise.all(dirs.map((d) => files.removeDir(d).catch(() => undefined)));
    await auditRequest(deps.db, c, 'patient.delete', patient.id);
    return c.body(null, 204);
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
      healingPotential: b.healing_potential ?? null,
      status: b.status ?? 'open',
      statusDate: b.status_date ?? null,
    });
    await auditRequest(deps.db, c, 'wound.create', row.id);
    return c.json({ wound: toWoundJson(row, []) }, 201);
  });

  return app;
}

/** /api/wounds/:id — one wound, its assessments and its trajectory. */
export function woundRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', signedIn);
  const ownedWound = async (c: Context<AppEnv>) => {
    const row = await findWound(deps.db, requireTeam(c).id, c.req.param('id') ?? '');
    if (!row) throw WOUND_NOT_FOUND();
    return row;
  };

  app.get('/:id', async (c) => {
    const wound = await ownedWound(c);
    const threads = await listWoundThreads(deps.db, wound.id);
    await auditRequest(deps.db, c, 'wound.read', wound.id);
    return c.json({
      wound: toWoundJson(wound, threads),
      patientName: wound.patient_name,
      assessments: threads.map(toThreadJson),
    } satisfies WoundDetailJson);
  });

  app.patch('/:id', async (c) => {
    const b = await readJson(c, patchWoundSchema);
    const wound = await ownedWound(c);
    if (b.stage && !b.etiology && wound.etiology !== 'pressure_injury')
      throw new ApiError('VALIDATION_ERROR', 'stage: only a pressure injury has an NPIAP stage');
    const row = await updateWound(deps.db, wound, {
      label: b.label,
      bodySite: b.body_site,
      etiology: b.etiology,
      stage: b.stage,
      onsetDate: b.onset_date,
      abpi: b.abpi,
      healingPotential: b.healing_potential,
      status: b.status,
      statusDate: b.status_date,
    });
    const threads = await listWoundThreads(deps.db, wound.id);
    await auditRequest(deps.db, c, 'wound.update', wound.id);
    return c.json({ wound: toWoundJson(row, threads) });
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

/** GET /api/status — whether analysis is available, and where it runs. */
export function analysisStatusRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => c.json(await deps.workspace.status()));
}
