import { Hono, type Context } from 'hono';
import type { WoundPageJson } from '@woundcare/api-types/workspace-status';
import { patchFollowUpSchema, patchWoundSchema, woundDetailQuery, worklistQuery } from '@woundcare/api-types/requests';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { requireTeam, requireUser, signedIn } from '../lib/session.ts';
import { parseWith, readJson } from '../lib/validate.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { listWoundAssessments } from '../services/assessments/assessment-store.ts';
import { toAssessmentJson } from '../services/assessments/assessment-view.ts';
import { editWound } from '../services/assessments/use-cases.ts';
import { findWound } from '../services/record/record-store.ts';
import { toWoundJson, woundTrajectory } from '../services/record/record-view.ts';
import { exportWoundFhir } from '../services/reports/record-fhir.ts';
import { changeFollowUp, readFollowUp, readWoundFollowUp } from '../services/follow-ups/follow-up-store.ts';

const WOUND_NOT_FOUND = () => new ApiError('NOT_FOUND', 'Wound not found');

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
    const assessments = await listWoundAssessments(deps.db, wound.id);
    const followUp = await readWoundFollowUp(deps.db, wound, { timeZone: tz ?? 'UTC' });
    await auditRequest(deps.db, c, 'wound.read', wound.id);
    return c.json({
      wound: toWoundJson(wound, assessments),
      patientName: wound.patient_name,
      assessments: assessments.map(toAssessmentJson),
      followUp,
    } satisfies WoundPageJson);
  });

  app.patch('/:id', async (c) => {
    const b = await readJson(c, patchWoundSchema);
    const wound = await ownedWound(c);
    if (b.stage && !b.etiology && wound.etiology !== 'pressure_injury')
      throw new ApiError('VALIDATION_ERROR', 'stage: only a pressure injury has an NPIAP stage');
    const row = await editWound(
      deps.db,
      wound,
      {
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
      },
      requireUser(c).id,
    );
    const assessments = await listWoundAssessments(deps.db, wound.id);
    await auditRequest(deps.db, c, 'wound.update', wound.id);
    return c.json({ wound: toWoundJson(row, assessments) });
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
    const assessments = await listWoundAssessments(deps.db, wound.id);
    await auditRequest(deps.db, c, 'wound.trajectory', wound.id);
    return c.json({ trajectory: woundTrajectory(wound, assessments) });
  });

  return app;
}
