import { Hono, type Context } from 'hono';
import { patientLinkSchema } from '@woundcare/api-types/requests';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { readJson } from '../lib/validate.ts';
import { RateLimiter } from '../lib/rate-limit.ts';
import { sharedLimit } from '../lib/limit-store.ts';
import { requireTeam, requireUser, signedIn } from '../lib/session.ts';
import { findAssessment } from '../services/assessments/assessment-store.ts';
import { publicAssessmentId } from '../services/assessments/assessment-view.ts';
import { listPlanLinks, openPatientPlan, revokePlanLink, sharePlan } from '../services/patient-links/use-cases.ts';

const NOT_COMPLETED = 'Assessment not found or analysis not completed';

const now = (deps: AppDeps) => deps.clock?.() ?? new Date();

const actorOf = (c: Context<AppEnv>) => ({
  userId: requireUser(c).id,
  teamId: requireTeam(c).id,
  ip: c.get('ip'),
  userAgent: c.req.header('user-agent') ?? null,
});

/**
 * The clinician's side of patient links, on one of the active team's assessments: share its plan
 * (a new link), list the links with their opens, revoke one. Mounted at /api (each route checks
 * the session itself, so nothing else under /api is touched).
 */
export function patientLinkRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // a completed assessment of the active team (another team's is indistinguishable from none)
  const completed = async (c: Context<AppEnv>) => {
    const row = await findAssessment(deps.db, requireTeam(c).id, c.req.param('id') ?? '');
    if (!row || row.status !== 'completed' || !row.clinical) throw new ApiError('NOT_FOUND', NOT_COMPLETED);
    return row;
  };

  app.post('/assessments/:id/patient-links', signedIn, async (c) => {
    const row = await completed(c);
    const body = await readJson(c, patientLinkSchema);
    const created = await sharePlan(deps.db, {
      assessmentId: row.id,
      days: body.expires_in_days,
      locale: body.locale,
      origin: deps.origin,
      now: now(deps),
      actor: actorOf(c),
    });
    return c.json(created, 201);
  });

  app.get('/assessments/:id/patient-links', signedIn, async (c) => {
    const row = await completed(c);
    const links = await listPlanLinks(deps.db, {
      assessmentId: row.id,
      publicAssessmentId: publicAssessmentId(row.seq),
      now: now(deps),
      actor: actorOf(c),
    });
    return c.json({ links });
  });

  app.delete('/patient-links/:id', signedIn, async (c) => {
    const link = await revokePlanLink(deps.db, { linkId: c.req.param('id'), now: now(deps), actor: actorOf(c) });
    return c.json({ link });
  });

  return app;
}

/**
 * The patient's side: GET /api/patient-plan/:token, opened without signing in. Mounted before
 * the session middleware, so no session is looked up, needed or set; limited per client IP (the
 * token has 256 bits, the limit keeps guessing and scraping slow anyway). The headers — no-store,
 * no-referrer, noindex — are set for /api/patient-plan and /plan in app.ts.
 */
export function patientPlanRoutes(deps: AppDeps) {
  const limiter = new RateLimiter(
    deps.env.RATE_LIMIT_PATIENT_LINK_MAX,
    60_000,
    Date.now,
    sharedLimit(deps, 'patient-link.ip'),
  );
  return new Hono<AppEnv>().get('/:token', async (c) => {
    const wait = await limiter.hit(c.get('ip'));
    if (wait > 0) {
      c.header('retry-after', String(wait));
      throw new ApiError(
        'RATE_LIMITED',
        `Too many requests from your network. Please wait ${wait} seconds and try again.`,
      );
    }
    const plan = await openPatientPlan(deps.db, {
      token: c.req.param('token'),
      now: now(deps),
      ip: c.get('ip'),
      userAgent: c.req.header('user-agent') ?? null,
    });
    return c.json({ plan });
  });
}
