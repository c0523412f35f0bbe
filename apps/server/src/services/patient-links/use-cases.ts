import type { CreatedPatientLinkJson, PatientLinkJson, PatientPlanJson } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { recordAudit, type AuditEntry } from '../audit/record-audit.ts';
import {
  countOpen,
  findLinkByHash,
  findTeamLink,
  hashLinkToken,
  insertLink,
  linkStatusAt,
  listLinks,
  revokeLink,
  toLinkJson,
} from './link-store.ts';
import { patientPlanOf } from './patient-plan-view.ts';
import { PATIENT_LINK_TOKEN } from '@woundcare/api-types/requests';
import { patientPlanPath } from '@woundcare/api-types/site';

/** Who acts, from where: what every audited step records. */
type Actor = Omit<AuditEntry, 'action' | 'resource'>;

/** A new link to a completed assessment (its global id); the address, with the token, is answered once. */
export async function sharePlan(
  db: Db,
  p: {
    threadId: string;
    days: number;
    origin: string;
    now: Date;
    actor: Actor & { userId: string; teamId: string };
  },
): Promise<CreatedPatientLinkJson> {
  const { row, token } = await insertLink(db, {
    threadId: p.threadId,
    teamId: p.actor.teamId,
    userId: p.actor.userId,
    days: p.days,
    now: p.now,
  });
  await recordAudit(db, { ...p.actor, action: 'patient_link.create', resource: row.id });
  return { link: toLinkJson(row, p.now), url: `${p.origin.replace(/\/+$/, '')}${patientPlanPath(token)}` };
}

export async function listPlanLinks(
  db: Db,
  p: { threadId: string; publicThreadId: string; now: Date; actor: Actor },
): Promise<PatientLinkJson[]> {
  const rows = await listLinks(db, p.threadId);
  await recordAudit(db, { ...p.actor, action: 'patient_link.list', resource: p.publicThreadId });
  return rows.map((r) => toLinkJson(r, p.now));
}

/** Revokes one of the team's links at once (404 for another team's, as for none). */
export async function revokePlanLink(
  db: Db,
  p: { linkId: string; now: Date; actor: Actor & { userId: string; teamId: string } },
): Promise<PatientLinkJson> {
  const row = await findTeamLink(db, p.actor.teamId, p.linkId);
  if (!row) throw new ApiError('NOT_FOUND', 'Link not found');
  const revoked = await revokeLink(db, row, p.actor.userId, p.now);
  await recordAudit(db, { ...p.actor, action: 'patient_link.revoke', resource: row.id });
  return toLinkJson(revoked, p.now);
}

const GONE = 'This plan is no longer available. Please ask your clinic for a new link.';

/**
 * The patient's page behind a token: counted and audited when served; a link past its expiry or
 * revoked answers 410 (audited as refused), and anything that is not a live token 404.
 */
export async function openPatientPlan(
  db: Db,
  p: { token: string; now: Date; ip: string | null; userAgent: string | null },
): Promise<PatientPlanJson> {
  const invalid = new ApiError(
    'NOT_FOUND',
    'This link is not valid. Please check it, or ask your clinic for a new one.',
  );
  if (!PATIENT_LINK_TOKEN.test(p.token)) throw invalid;
  const hash = hashLinkToken(p.token);
  const opened = await countOpen(db, hash, p.now);
  const who = { userId: null, ip: p.ip, userAgent: p.userAgent };
  if (!opened) {
    const row = await findLinkByHash(db, hash);
    if (!row) throw invalid;
    await recordAudit(db, { ...who, teamId: row.team_id, action: 'patient_link.refused', resource: row.id });
    const status = linkStatusAt(row, p.now);
    if (status === 'expired')
      throw new ApiError('LINK_EXPIRED', 'This link has expired. Please ask your clinic for a new one.');
    throw new ApiError(
      'LINK_REVOKED',
      status === 'revoked' ? 'This link was withdrawn by your clinic. Please ask your clinic for a new one.' : GONE,
    );
  }
  await recordAudit(db, { ...who, teamId: opened.link.team_id, action: 'patient_link.open', resource: opened.link.id });
  const { page, link } = opened;
  return patientPlanOf({
    assessment: page.assessment!,
    patientName: page.display_name,
    bodySite: page.body_site,
    examDate: page.exam_date,
    expiresAt: link.expires_at,
    nextAppointment: page.due_date,
  });
}
