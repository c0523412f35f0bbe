import {
  DEFAULT_PATIENT_LOCALE,
  patientLocaleOf,
  type CreatedPatientLinkJson,
  type PatientLinkJson,
  type PatientLocale,
  type PatientPlanJson,
} from '@woundcare/api-types';
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
  preferredLanguageOf,
  revokeLink,
  toLinkJson,
} from './link-store.ts';
import { patientPlanOf } from './patient-plan-view.ts';
import { PATIENT_LINK_TOKEN } from '@woundcare/api-types/requests';
import { patientPlanPath } from '@woundcare/api-types/site';

/** Who acts, from where: what every audited step records. */
type Actor = Omit<AuditEntry, 'action' | 'resource'>;

/**
 * A new link to a completed assessment (its global id); the address, with the token, is answered
 * once. Its page opens in the chosen language, else the patient's preferred one, else English.
 */
export async function sharePlan(
  db: Db,
  p: {
    assessmentId: string;
    days: number;
    locale?: PatientLocale;
    origin: string;
    now: Date;
    actor: Actor & { userId: string; teamId: string };
  },
): Promise<CreatedPatientLinkJson> {
  const locale = p.locale ?? patientLocaleOf(await preferredLanguageOf(db, p.assessmentId)) ?? DEFAULT_PATIENT_LOCALE;
  const { row, token } = await insertLink(db, {
    locale,
    assessmentId: p.assessmentId,
    teamId: p.actor.teamId,
    userId: p.actor.userId,
    days: p.days,
    now: p.now,
  });
  await recordAudit(db, { ...p.actor, action: 'patient_link.create', resource: row.id });
  // the address names its language too, so the page (and a refused link's page) opens in it at once
  const url = `${p.origin.replace(/\/+$/, '')}${patientPlanPath(token)}?lang=${locale}`;
  return { link: toLinkJson(row, p.now), url };
}

export async function listPlanLinks(
  db: Db,
  p: { assessmentId: string; publicAssessmentId: string; now: Date; actor: Actor },
): Promise<PatientLinkJson[]> {
  const rows = await listLinks(db, p.assessmentId);
  await recordAudit(db, { ...p.actor, action: 'patient_link.list', resource: p.publicAssessmentId });
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

/** The clinic a patient calls: the care team's name and the phone number its settings give patients. */
async function clinicOf(db: Db, teamId: string): Promise<{ name: string; phone: string | null }> {
  const row = await db
    .selectFrom('organization')
    .leftJoin('team_settings', 'team_settings.team_id', 'organization.id')
    .select(['organization.name', 'team_settings.clinic_phone'])
    .where('organization.id', '=', teamId)
    .executeTakeFirst();
  return { name: row?.name ?? '', phone: row?.clinic_phone ?? null };
}

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
    clinic: await clinicOf(db, link.team_id),
    clinical: page.clinical!,
    patientName: page.display_name,
    bodySite: page.body_site,
    examDate: page.exam_date,
    expiresAt: link.expires_at,
    nextAppointment: page.due_date,
    locale: patientLocaleOf(link.locale) ?? DEFAULT_PATIENT_LOCALE,
  });
}
