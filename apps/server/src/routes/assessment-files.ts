import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { requireTeam, requireUser, signedIn } from '../lib/session.ts';
import { assertTeamAccess } from '../lib/team-access.ts';
import { membershipOf } from '../services/teams/team-store.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { ANNOTATED_FILE, MASK_FILE, PHOTO_FILE, PROBABILITY_FILE } from '../services/storage/file-store.ts';
import {
  findAssessmentOr404,
  findCompletedOr404,
  findMemberAssessment,
} from '../services/assessments/assessment-store.ts';
import { toAssessmentJson } from '../services/assessments/assessment-view.ts';
import { readAssessmentFile, type AssessmentFileKind } from '../services/assessments/assessment-files.ts';
import { assessmentReportPdf } from '../services/assessments/assessment-report.ts';
import { exportWoundFhir } from '../services/reports/record-fhir.ts';

/** /api/assessments/:id/… — an assessment's photo and analysis images, its PDF report and its FHIR export. */
export function assessmentFileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', signedIn);
  const files = deps.workspace.files;
  const param = (c: Context<AppEnv>) => c.req.param('id') ?? '';
  const completed = (c: Context<AppEnv>) => findCompletedOr404(deps.db, requireTeam(c).id, param(c));

  const serveFile = (name: string, which: AssessmentFileKind) =>
    app.get(`/:id/${which}`, async (c) => {
      // by public id in the active team, or by global id (an exported link) in any team of the caller's
      // that they may open: the same membership and two-factor rule as the active team's records
      const user = requireUser(c);
      const global = await findMemberAssessment(deps.db, user.id, param(c));
      if (global) assertTeamAccess(user, await membershipOf(deps.db, user.id, global.team_id), 'member');
      const row = global ?? (await findAssessmentOr404(deps.db, requireTeam(c).id, param(c)));
      // HEIF and TIFF photos are shown as JPEG (browsers cannot draw them); ?original=1 gives the file
      const original = c.req.query('original') === '1';
      const { bytes, type } = await readAssessmentFile(files, row, name, which, original);
      await auditRequest(deps.db, c, 'photo.read', `${toAssessmentJson(row).id}/${which}`, row.team_id);
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': type,
        'content-length': String(bytes.length),
        'cache-control': 'private, no-store',
        'content-disposition': 'inline',
      });
    });
  serveFile(PHOTO_FILE, 'image');
  serveFile(ANNOTATED_FILE, 'annotated');
  serveFile(MASK_FILE, 'mask');
  // the model's probability map: the outline editor snaps edges to it
  serveFile(PROBABILITY_FILE, 'probability');

  app.get('/:id/report.pdf', async (c) => {
    const row = await completed(c);
    const pdf = await assessmentReportPdf({ db: deps.db, files, origin: deps.origin }, row);
    const id = toAssessmentJson(row).id;
    await auditRequest(deps.db, c, 'report.read', id);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="woundly-report-${id}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });

  app.get('/:id/fhir', async (c) => {
    const row = await completed(c);
    if (row.simulated)
      throw new ApiError('SIMULATED_NOT_EXPORTABLE', 'A simulated analysis has no measurements to export.');
    const bundle = await exportWoundFhir({ db: deps.db, files, origin: deps.origin }, row.team_id, row.wound_id, row);
    await auditRequest(deps.db, c, 'export.read', toAssessmentJson(row).id);
    c.header('cache-control', 'private, no-store');
    return c.json(bundle, 200, { 'content-type': 'application/fhir+json; charset=utf-8' });
  });

  return app;
}
