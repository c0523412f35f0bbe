import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { randomUUID } from 'node:crypto';
import type { AppDeps, AppEnv } from './context.ts';
import { ApiError, errorHandler, errorResponse } from './lib/errors.ts';
import { clientIp } from './lib/client-ip.ts';
import { sessionMiddleware } from './lib/session.ts';
import { resolveActiveTeam } from './services/teams/team-store.ts';
import { authRoutes } from './routes/auth.ts';
import { organizationRoutes } from './routes/organization.ts';
import { twoFactorRoutes } from './routes/two-factor.ts';
import { teamRoutes } from './routes/team.ts';
import { teamAuditRoutes } from './routes/team-audit.ts';
import { invitationPreviewRoutes } from './routes/invitation-preview.ts';
import { profileRoutes } from './routes/profile.ts';
import { healthRoutes } from './routes/health.ts';
import { publicFormRoutes } from './routes/public-forms.ts';
import { analysisEngineRoutes } from './routes/analysis-engine.ts';
import { personalizeVbcRoutes } from './routes/personalize-vbc.ts';
import { assessmentRoutes } from './routes/assessments.ts';
import { assessmentInputRoutes } from './routes/assessment-inputs.ts';
import { assessmentFileRoutes } from './routes/assessment-files.ts';
import { consultantRoutes } from './routes/consultants.ts';
import { referralRoutes } from './routes/referrals.ts';
import { patientRoutes } from './routes/patients.ts';
import { trashRoutes } from './routes/trash.ts';
import { woundRoutes } from './routes/wounds.ts';
import { statusRoutes } from './routes/status.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { worklistRoutes } from './routes/worklist.ts';
import { patientLinkRoutes, patientPlanRoutes } from './routes/patient-links.ts';
import { ehrRoutes } from './routes/ehr.ts';
import { chartRoutes } from './routes/assessment-chart.ts';
import { mountStaticSite } from './static-site.ts';
import { createGate } from './security/hardening/admission.ts';
import { createUploadControl } from './security/hardening/upload-admission.ts';
import { escapeJsonMarkup, requestSizeLimits } from './security/hardening/request-hardening.ts';
import { allowedOrigins } from './origins.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CAPTURE_WORKER = /^\/assets\/capture-worker-[\w-]+\.js$/;
const CAPTURE_WORKER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'";

/**
 * The HTTP application. Middleware, in order:
 *  1. request id, client IP and the access log line (with the time taken);
 *  2. an address whose percent-encoding does not decode → 400;
 *  3. `<`, `>`, `&` escaped in JSON answers (escapeJsonMarkup);
 *  4. `Cache-Control: no-store` on /api/* answers that set none;
 *  5. the patient-plan link's pages and API: no-store, no-referrer, noindex;
 *  6. the capture worker script's own Content-Security-Policy (/assets/capture-worker-*.js);
 *  7. security headers (strict CSP, HSTS on https, frame and resource policies);
 *  8. origin check: a state-changing request from a foreign origin is refused (CORS closed);
 *  9. request body size limits;
 * 10. the built web site (when `staticDir` is given);
 * then /api/patient-plan (by link token, before any session), the session middleware (an upload's
 * session lookup through the upload gate), and the routes. Rate limits and upload admission sit
 * on the routes that need them; one not-found and one error handler answer for all.
 */
export function createApp(deps: AppDeps, opts: { staticDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  const https = deps.origin.startsWith('https://');

  app.use(async (c, next) => {
    const id = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', id);
    c.set('ip', clientIp(c, deps.env.TRUST_PROXY));
    const started = performance.now();
    await next();
    c.header('x-request-id', id);
    if (deps.env.LOG_LEVEL === 'info' || deps.env.LOG_LEVEL === 'debug') {
      deps.log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms id=${id}`);
    }
  });

  // a path whose percent-encoding does not decode (`/%E0%A4%A`) is the client's mistake: 400, before
  // any route or the static site tries to decode it
  app.use(async (c, next) => {
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      throw new ApiError('BAD_REQUEST', 'The address is not valid: its percent-encoding does not decode.');
    }
    await next();
  });

  app.use(escapeJsonMarkup);

  // answers of the API carry a user's data (or say who is signed in): no cache — browser, proxy
  // or shared device — keeps them. A route that sets its own Cache-Control keeps it.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });

  // A patient's plan page and its API carry the link's token in the address: nothing keeps them
  // (no-store), no request sends the address on (no-referrer), no search engine lists them.
  app.use(async (c, next) => {
    await next();
    if (/^\/(api\/patient-plan|plan)\//.test(c.req.path)) {
      c.res.headers.set('cache-control', 'no-store');
      c.res.headers.set('referrer-policy', 'no-referrer');
      c.res.headers.set('x-robots-tag', 'noindex, nofollow');
    }
  });

  // The capture view's worker runs OpenCV.js, whose Emscripten bindings build their call
  // wrappers with `new Function`: that one script (a dedicated worker: no DOM, no user HTML)
  // gets a policy allowing eval and WebAssembly; every page keeps the strict one below.
  // Only the file itself: a 404 page under a look-alike name keeps the strict policy.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (CAPTURE_WORKER.test(c.req.path) && (c.res.status === 200 || c.res.status === 304))
      c.res.headers.set('content-security-policy', CAPTURE_WORKER_CSP);
  });

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginResourcePolicy: 'same-origin',
      crossOriginOpenerPolicy: 'same-origin',
    }),
  );

  // CORS is closed: no Access-Control-Allow-* headers are ever sent, and a state-changing
  // request from a foreign origin is refused before it reaches a handler.
  const allowed = new Set(allowedOrigins(deps.env));
  app.use(async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin && !allowed.has(origin)) {
        throw new ApiError('ORIGIN_NOT_ALLOWED', 'Requests from this origin are not allowed.');
      }
    }
    await next();
  });

  // every body is bounded before anything reads it (1 MB JSON; uploads by MAX_UPLOAD_MB)
  app.use(requestSizeLimits(Math.round(deps.env.MAX_UPLOAD_MB * 1024 * 1024)));

  if (opts.staticDir) mountStaticSite(app, opts.staticDir, deps.origin);

  // the patient's plan by its link's token: before the session middleware, so it neither looks up
  // nor needs a session
  app.route('/api/patient-plan', patientPlanRoutes(deps));

  // a burst of photo uploads is worked off one at a time (session lookup, then — once the photo
  // has arrived — parsing, checking and storing it; about 15 ms of this assessment's time each), so
  // it does not stall every other request behind it (bench:load, /health during 50 uploads)
  const uploadGate = createGate(1);
  app.use(
    sessionMiddleware(deps, resolveActiveTeam, (c) =>
      c.req.method === 'POST' && c.req.path === '/api/assessments' ? uploadGate : null,
    ),
  );

  // care teams (better-auth's organization plugin): the used subset, before the auth catch-all
  app.route('/api/auth/organization', organizationRoutes(deps));
  app.route('/api/auth/two-factor', twoFactorRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/profile', profileRoutes(deps));
  app.route('/api/team', teamRoutes(deps));
  app.route('/api/team/audit', teamAuditRoutes(deps));
  app.route('/api/invitation', invitationPreviewRoutes(deps));
  app.route('/', healthRoutes(deps));
  app.route('/', publicFormRoutes(deps));
  // uploads of every route share one admission: 2 in flight per user, fair receiving slots
  const uploads = createUploadControl(deps.env, deps);
  app.route('/', analysisEngineRoutes(deps, uploads));
  app.route('/api/personalize-vbc', personalizeVbcRoutes(deps, uploads));

  app.route('/api/assessments', assessmentRoutes(deps, uploadGate, uploads));
  app.route('/api/assessments', assessmentInputRoutes(deps));
  app.route('/api/assessments', assessmentFileRoutes(deps));
  app.route('/api/assessments', chartRoutes(deps));
  app.route('/api/ehr', ehrRoutes(deps));
  app.route('/api', patientLinkRoutes(deps));
  app.route('/api/patients', patientRoutes(deps));
  app.route('/api/wounds', woundRoutes(deps));
  app.route('/api/trash', trashRoutes(deps));
  app.route('/api/status', statusRoutes(deps));
  app.route('/api/dashboard', dashboardRoutes(deps));
  app.route('/api/worklist', worklistRoutes(deps));
  app.route('/', consultantRoutes(deps));
  app.route('/', referralRoutes(deps));

  // the one way an error is answered (analysis-main.ts's front uses the same handler)
  app.notFound((c) => errorResponse(c, new ApiError('NOT_FOUND', 'No such endpoint')));
  app.onError(errorHandler(deps.log));

  return app;
}

export type App = ReturnType<typeof createApp>;
