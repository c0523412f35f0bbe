import { Hono, type Context } from 'hono';
import { referralContactSchema, referralCreateSchema, referralStatusSchema } from '@woundcare/api-types/requests';
import type {
  ReferralContactJson,
  ReferralContactListJson,
  ReferralListJson,
  ReferralResponseJson,
} from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { readJson } from '../lib/validate.ts';
import { enforceLimit as limit, RateLimiter } from '../lib/rate-limit.ts';
import { sharedLimit } from '../lib/limit-store.ts';
import { storageLimitsOf } from '../services/assessments/storage-room.ts';
import { requireTeam, requireUser, signedIn } from '../lib/session.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { findWound } from '../services/record/record-store.ts';
import { findAssessment } from '../services/assessments/assessment-store.ts';
import { toAssessmentJson } from '../services/assessments/assessment-view.ts';
import {
  createContact,
  deleteContact,
  listContacts,
  toContactJson,
  updateContact,
} from '../services/referrals/contact-store.ts';
import {
  advanceReferral,
  listWoundReferrals,
  readReferralLetter,
  sendReferral,
  type CompletedAssessment,
} from '../services/referrals/referrals.ts';

/**
 * The active team's referral network (every member reads it, owners and admins change it) and
 * the referrals sent from an assessment: the letter, its delivery and its status. Every route
 * reads the active team's own records only; another team's contact or referral is a 404.
 */
export function referralRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // each send makes a PDF, stores it and may mail it: counted per user and per team
  const HOUR_MS = 3_600_000;
  const sendsPerUser = new RateLimiter(
    deps.env.RATE_LIMIT_REFERRAL_USER_MAX,
    HOUR_MS,
    Date.now,
    sharedLimit(deps, 'referral.user'),
  );
  const sendsPerTeam = new RateLimiter(
    deps.env.RATE_LIMIT_REFERRAL_TEAM_MAX,
    HOUR_MS,
    Date.now,
    sharedLimit(deps, 'referral.team'),
  );
  const storage = storageLimitsOf(deps.env);
  app.use('/api/referral-contacts/*', signedIn);
  app.use('/api/referral-contacts', signedIn);
  app.use('/api/referrals/*', signedIn);

  app.get('/api/referral-contacts', async (c) => {
    const team = requireTeam(c);
    const contacts = (await listContacts(deps.db, team.id)).map(toContactJson);
    await auditRequest(deps.db, c, 'referral_contact.list', null);
    return c.json({ contacts } satisfies ReferralContactListJson);
  });

  app.post('/api/referral-contacts', async (c) => {
    const body = await readJson(c, referralContactSchema);
    const row = await createContact(deps.db, requireTeam(c), body);
    await auditRequest(deps.db, c, 'referral_contact.create', row.id);
    return c.json({ contact: toContactJson(row) } satisfies { contact: ReferralContactJson }, 201);
  });

  app.put('/api/referral-contacts/:contactId', async (c) => {
    const body = await readJson(c, referralContactSchema);
    const row = await updateContact(deps.db, requireTeam(c), c.req.param('contactId'), body);
    await auditRequest(deps.db, c, 'referral_contact.update', row.id);
    return c.json({ contact: toContactJson(row) } satisfies { contact: ReferralContactJson });
  });

  app.delete('/api/referral-contacts/:contactId', async (c) => {
    const id = c.req.param('contactId');
    await deleteContact(deps.db, requireTeam(c), id);
    await auditRequest(deps.db, c, 'referral_contact.delete', id);
    return c.body(null, 204);
  });

  // a referral from a completed assessment of the active team
  const completed = async (c: Context<AppEnv>): Promise<CompletedAssessment> => {
    const row = await findAssessment(deps.db, requireTeam(c).id, c.req.param('id') ?? '');
    if (!row || row.status !== 'completed' || !row.result || !row.clinical)
      throw new ApiError('NOT_FOUND', 'Assessment not found or analysis not completed');
    return row as CompletedAssessment;
  };

  app.post('/api/assessments/:id/referrals', signedIn, async (c) => {
    const body = await readJson(c, referralCreateSchema);
    const assessment = await completed(c);
    await limit(sendsPerUser, requireUser(c).id);
    await limit(sendsPerTeam, assessment.team_id);
    const referral = await sendReferral(
      { db: deps.db, files: deps.workspace.files, mailer: deps.mailer, origin: deps.origin, storage },
      { team: requireTeam(c), user: requireUser(c), assessment, body },
    );
    await auditRequest(
      deps.db,
      c,
      `referral.send.${referral.delivery}`,
      `${toAssessmentJson(assessment).id}/${referral.id}`,
    );
    return c.json({ referral } satisfies ReferralResponseJson, 201);
  });

  app.get('/api/wounds/:id/referrals', signedIn, async (c) => {
    const team = requireTeam(c);
    const wound = await findWound(deps.db, team.id, c.req.param('id'));
    if (!wound) throw new ApiError('NOT_FOUND', 'Wound not found');
    const referrals = await listWoundReferrals(deps.db, team.id, wound.id);
    await auditRequest(deps.db, c, 'referral.list', wound.id);
    return c.json({ referrals } satisfies ReferralListJson);
  });

  app.patch('/api/referrals/:referralId', async (c) => {
    const { status } = await readJson(c, referralStatusSchema);
    const team = requireTeam(c);
    const referral = await advanceReferral(deps.db, {
      teamId: team.id,
      userId: requireUser(c).id,
      id: c.req.param('referralId'),
      status,
    });
    await auditRequest(deps.db, c, `referral.status.${referral.status}`, referral.id);
    return c.json({ referral } satisfies ReferralResponseJson);
  });

  app.get('/api/referrals/:referralId/letter.pdf', async (c) => {
    const id = c.req.param('referralId');
    const { pdf, assessmentId } = await readReferralLetter(deps.db, deps.workspace.files, requireTeam(c).id, id);
    await auditRequest(deps.db, c, 'referral.letter.read', id);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="woundly-referral-${assessmentId}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });

  return app;
}
