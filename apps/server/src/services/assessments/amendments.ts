import { randomUUID } from 'node:crypto';
import type { AdviceRow, AssessmentAmendmentJson, ClinicalAssessment } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';

/**
 * Amendments of documented visits (docs/decisions/0027-documented-visit-amended-not-rewritten.md).
 * A change that would derive an earlier visit of a wound differently (a wound edit, another
 * visit's outline or baseline, a rules upgrade) leaves that visit's stored output as documented and
 * keeps the new derivation beside it, with who, when, why and what changed in one line.
 */

/** What caused a re-derivation: who (null: the system), why, and the visit whose own input changed. */
export interface RederiveCause {
  byUserId: string | null;
  reason: string;
  /** the visit whose own input changed (its checklist, tissue, outline, baseline): re-derived itself */
  assessmentId?: string;
}

/** An advice row or list item by its first words (the amendment keeps the whole derivation). */
function short(text: string, max = 56): string {
  if (text.length <= max) return text.replace(/[.;]$/, '');
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:(—–-]+$/, '')}…`;
}

function adviceChanges(before: readonly AdviceRow[], after: readonly AdviceRow[]): string[] {
  const was = new Map(before.map((r) => [r.id, r]));
  const now = new Map(after.map((r) => [r.id, r]));
  const out: string[] = [];
  for (const r of after) {
    const old = was.get(r.id);
    if (!old) out.push(`+ ${short(r.text)}`);
    else if (old.text !== r.text || old.kind !== r.kind) out.push(`~ ${short(r.text)}`);
  }
  for (const r of before) if (!now.has(r.id)) out.push(`− ${short(r.text)}`);
  return out;
}

function listChanges(before: readonly string[], after: readonly string[]): string[] {
  return [
    ...after.filter((x) => !before.includes(x)).map((x) => `+ ${short(x)}`),
    ...before.filter((x) => !after.includes(x)).map((x) => `− ${short(x)}`),
  ];
}

/**
 * What a clinician acts on changed between two derivations of one visit, in one line ("priority
 * Routine → Urgent; advice: + …"); null when nothing did. Compared: the priority, the screen and
 * diagnosis labels, the advice rows (added, removed, reworded — perfusion and the plan's steps
 * and materials are built from them), the review interval, the specialists and the flags. Figures
 * and wording elsewhere in the derivation that none of these carry are not an amendment.
 */
export function summarizeChange(before: ClinicalAssessment, after: ClinicalAssessment): string | null {
  const parts: string[] = [];
  if (before.priority.label !== after.priority.label || before.priority.level !== after.priority.level)
    parts.push(`priority ${before.priority.label} → ${after.priority.label}`);
  for (const key of ['screen', 'diagnosis'] as const)
    if (before.labels[key] !== after.labels[key]) parts.push(`${key}: ${before.labels[key]} → ${after.labels[key]}`);
  const advice = adviceChanges(before.advice, after.advice);
  if (advice.length) parts.push(`advice: ${advice.join(', ')}`);
  if (before.plan.reviewWithinDays !== after.plan.reviewWithinDays)
    parts.push(`review within ${before.plan.reviewWithinDays} → ${after.plan.reviewWithinDays} days`);
  const specialists = listChanges(before.specialistTypes, after.specialistTypes);
  if (specialists.length) parts.push(`specialists: ${specialists.join(', ')}`);
  const flags = listChanges(
    before.flags.map((f) => f.text),
    after.flags.map((f) => f.text),
  );
  if (flags.length) parts.push(`flags: ${flags.join(', ')}`);
  return parts.length ? parts.join('; ') : null;
}

/** The name an amendment is signed with: the user's name (else e-mail), or the system with its rules. */
async function signerName(db: Db, byUserId: string | null, rulesVersion: string): Promise<string> {
  if (!byUserId) return `the system (rules ${rulesVersion})`;
  const user = await db.selectFrom('user').select(['name', 'email']).where('id', '=', byUserId).executeTakeFirst();
  return user ? user.name || user.email : 'a former team member';
}

/**
 * Keep `next` as an amendment of the documented visit when it differs from what the visit now says
 * (its newest amendment, else its documented output); nothing when it does not, so the same
 * change made twice writes one amendment. True when one was written.
 */
export async function amendAssessment(
  db: Db,
  row: { id: string; team_id: string; clinical: ClinicalAssessment },
  next: ClinicalAssessment,
  cause: RederiveCause,
): Promise<boolean> {
  const newest = await db
    .selectFrom('assessment_amendments')
    .select('clinical')
    .where('assessment_id', '=', row.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const summary = summarizeChange(newest?.clinical ?? row.clinical, next);
  if (summary === null) return false;
  await db
    .insertInto('assessment_amendments')
    .values({
      id: randomUUID(),
      assessment_id: row.id,
      team_id: row.team_id,
      by_user_id: cause.byUserId,
      by_name: await signerName(db, cause.byUserId, next.rulesVersion),
      reason: cause.reason,
      summary,
      rules_version: next.rulesVersion,
      clinical: JSON.stringify(next),
    })
    .execute();
  return true;
}

/** The rules version an earlier visit's documented output was last compared with (the start-up upgrade's mark). */
export async function markChecked(db: Db, assessmentId: string, rulesVersion: string): Promise<void> {
  await db
    .updateTable('assessments')
    .set({ checked_rules_version: rulesVersion })
    .where('id', '=', assessmentId)
    .execute();
}

/** A stored amendment as read beside its assessment. */
export interface AmendmentRow {
  created_at: Date | string;
  by_name: string;
  by_user_id: string | null;
  reason: string;
  summary: string;
  rules_version: string;
  clinical: ClinicalAssessment;
}

/** A stored amendment as the contract carries it. */
export function toAmendmentJson(a: AmendmentRow): AssessmentAmendmentJson {
  return {
    at: new Date(a.created_at).toISOString(),
    by: a.by_name,
    bySystem: a.by_user_id === null,
    reason: a.reason,
    summary: a.summary,
    rulesVersion: a.rules_version,
    clinical: a.clinical,
  };
}
