import { Hono } from 'hono';
import type { ChartStateJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireTeam, requireUser, signedIn } from '../lib/session.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { findCompletedOr404 } from '../services/assessments/assessment-store.ts';
import { toAssessmentJson } from '../services/assessments/assessment-view.ts';
import { chartContextOf, chartState, sendToChart } from '../services/ehr/chart-writes.ts';

/** /api/assessments/:id/chart — where the assessment stands in the chart; "Send to chart" (and its retry). */
export function chartRoutes(deps: AppDeps) {
  const ctx = chartContextOf(deps);
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .get('/:id/chart', async (c) => {
      const row = await findCompletedOr404(deps.db, requireTeam(c).id, c.req.param('id'));
      return c.json((await chartState(deps.db, row)) satisfies ChartStateJson);
    })
    .post('/:id/chart', async (c) => {
      const user = requireUser(c);
      const row = await findCompletedOr404(deps.db, requireTeam(c).id, c.req.param('id'));
      try {
        return c.json((await sendToChart(ctx, { assessment: row, userId: user.id })) satisfies ChartStateJson);
      } finally {
        // every write to a chart, whatever its outcome (the chart state says it)
        await auditRequest(deps.db, c, 'ehr.write', toAssessmentJson(row).id);
      }
    });
}
