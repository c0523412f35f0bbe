import { Hono } from 'hono';
import { consultantSearchQuery } from '@woundcare/api-types/requests';
import type { ConsultantJson, ConsultantListJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { parseWith } from '../lib/validate.ts';
import { signedIn } from '../lib/session.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { findState, US_STATES } from '../db/seed/us-states.ts';
import {
  consultantsInState,
  searchConsultants,
  toConsultantJson,
} from '../services/consultants/consultant-directory.ts';

const STATE_TEXT = /^[A-Za-z][A-Za-z .'-]{0,39}$/;

/**
 * The consultant directory (seeded, fictional): GET /api/consultants for the Consultant Services
 * page, GET /api/states (the 50 states), and the legacy GET /doctor_contact/{state}
 * (docs/spec-notes.md#analysis-server-paths: one consultant object wrapped in a list). All signed-in only.
 */
export function consultantRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/api/states', signedIn, (c) => c.json({ states: US_STATES.map((s) => s.name) }));

  app.get('/api/consultants', signedIn, async (c) => {
    const f = parseWith(consultantSearchQuery, c.req.query());
    const state = findState(f.state ?? 'California');
    if (!state) throw new ApiError('UNKNOWN_STATE', 'state: not one of the 50 US states');
    const search = { state: state.name, q: f.q ?? '', availability: f.availability ?? 'all' } as const;
    const consultants = await searchConsultants(deps.db, search);
    // a search may name a patient's condition or place: audited like every read of the workspace
    await auditRequest(
      deps.db,
      c,
      'consultant.search',
      `${search.state}|${search.availability}|${search.q}`.slice(0, 200),
    );
    return c.json({ consultants, state: state.name } satisfies ConsultantListJson);
  });

  app.get('/doctor_contact/:state', signedIn, async (c) => {
    const raw = c.req.param('state');
    if (!STATE_TEXT.test(raw))
      throw new ApiError('INVALID_STATE', 'The state must be a US state name, e.g. California.');
    const state = findState(raw);
    if (!state) throw new ApiError('UNKNOWN_STATE', `"${raw.slice(0, 40)}" is not one of the 50 US states.`);
    const [first] = await consultantsInState(deps.db, state.name);
    if (!first) throw new ApiError('NOT_FOUND', 'No consultant is listed for this state.');
    await auditRequest(deps.db, c, 'consultant.read', state.name);
    return c.json([toConsultantJson(first)] satisfies ConsultantJson[]);
  });

  return app;
}
