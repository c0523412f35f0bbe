import { Hono, type Context } from 'hono';
import {
  baselineSchema,
  bedsideExamSchema,
  bedsideSignsSchema,
  clinicianTissueSchema,
  consultantStateQuery,
} from '@woundcare/api-types/requests';
import type { AppDeps, AppEnv } from '../context.ts';
import { parseWith, readJson } from '../lib/validate.ts';
import { requireTeam, requireUser, signedIn } from '../lib/session.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { findCompletedOr404 } from '../services/assessments/assessment-store.ts';
import { toAssessmentJson, toUpdatedAssessmentJson } from '../services/assessments/assessment-view.ts';
import {
  confirmOutline,
  readPlan,
  recordBedsideExam,
  recordChecklist,
  recordTissue,
  setNewBaseline,
} from '../services/assessments/use-cases.ts';
import { assessmentConsultants } from '../services/assessments/assessment-consultants.ts';

/**
 * /api/assessments/:id/… — a completed assessment's clinical inputs (each stored, then the wound's
 * assessments re-derived), and what is read from the stored assessment: its plan and consultants.
 */
export function assessmentInputRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', signedIn);
  const completed = (c: Context<AppEnv>) => findCompletedOr404(deps.db, requireTeam(c).id, c.req.param('id') ?? '');

  // The bedside infection checklist: store it and re-derive the assessment.
  app.put('/:id/infection-signs', async (c) => {
    const row = await completed(c);
    const signs = await readJson(c, bedsideSignsSchema);
    const updated = await recordChecklist(deps.db, row, signs, requireUser(c).id);
    await auditRequest(deps.db, c, 'infection_signs.update', toAssessmentJson(row).id);
    return c.json({ assessment: toUpdatedAssessmentJson(updated, row) });
  });

  // The clinician's tissue entry (worst tissue, necrosis): store it and re-derive the assessment.
  app.put('/:id/tissue', async (c) => {
    const row = await completed(c);
    const tissue = await readJson(c, clinicianTissueSchema);
    const updated = await recordTissue(deps.db, row, tissue, requireUser(c).id);
    await auditRequest(deps.db, c, 'tissue.update', toAssessmentJson(row).id);
    return c.json({ assessment: toUpdatedAssessmentJson(updated, row) });
  });

  // The bedside exam (undermining, tunnelling, periwound, pain, dressing): documentation of the visit.
  app.put('/:id/bedside-exam', async (c) => {
    const row = await completed(c);
    const exam = await readJson(c, bedsideExamSchema);
    const updated = await recordBedsideExam(deps.db, row, exam);
    await auditRequest(deps.db, c, 'bedside_exam.update', toAssessmentJson(row).id);
    return c.json({ assessment: toUpdatedAssessmentJson(updated, row) });
  });

  app.post('/:id/confirm', async (c) => {
    const row = await completed(c);
    const updated = await confirmOutline(deps.db, row, requireUser(c));
    await auditRequest(deps.db, c, 'outline.confirm', toAssessmentJson(row).id);
    return c.json({ assessment: toUpdatedAssessmentJson(updated, row) });
  });

  app.post('/:id/baseline', async (c) => {
    const { new_baseline } = await readJson(c, baselineSchema);
    const row = await completed(c);
    const updated = await setNewBaseline(deps.db, row, new_baseline, requireUser(c).id);
    await auditRequest(deps.db, c, 'assessment.baseline', toAssessmentJson(row).id);
    return c.json({ assessment: toUpdatedAssessmentJson(updated, row) });
  });

  app.get('/:id/treatment-plan', async (c) => {
    const row = await completed(c);
    const id = toAssessmentJson(row).id;
    const body = await readPlan(deps.db, row, id);
    await auditRequest(deps.db, c, 'plan.read', id);
    return c.json(body);
  });

  app.get('/:id/consultants', async (c) => {
    const row = await completed(c);
    const { state } = parseWith(consultantStateQuery, c.req.query());
    const id = toAssessmentJson(row).id;
    const body = await assessmentConsultants(deps.db, requireTeam(c), { publicId: id, clinical: row.clinical }, state);
    // the ranking reads the assessment's specialist needs: a read of the record, audited
    await auditRequest(deps.db, c, 'consultants.read', id);
    return c.json(body);
  });

  return app;
}
