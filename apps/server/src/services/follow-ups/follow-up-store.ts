import type { ClinicalAssessment } from '@woundcare/api-types';
import type {
  FollowUpJson,
  WorklistBucket,
  WorklistJson,
  WoundFollowUpJson,
} from '@woundcare/api-types/workspace-status';
import type { Db } from '../../db/database.ts';
import { REVIEW_DEFAULT_DAYS, REVIEW_DEFAULT_SOURCE } from '../../clinical/plan.ts';
import { ApiError } from '../../lib/errors.ts';
import { addDays, bucketOf, daysBetween, examDateOf, localDateOf, weekEndOf } from './due-dates.ts';

/** The 4-week check reads the visit nearest day 28 after the baseline (clinical/healing.ts). */
const FOUR_WEEK_DAYS = 28;

/**
 * A wound's next assessment, derived from its newest assessment (exam date + the plan's review
 * interval) and stored in `follow_ups`. Run by the one derivation (rederive.ts) whenever any of
 * the wound's assessments or facts change. A clinician's override is kept until the wound's next
 * assessment; a healed or closed wound has no due date.
 */
export async function refreshFollowUp(db: Db, woundId: string): Promise<void> {
  const wound = await db
    .selectFrom('wounds')
    .innerJoin('patients', 'patients.id', 'wounds.patient_id')
    .select(['wounds.id', 'wounds.status', 'patients.owner_id'])
    .where('wounds.id', '=', woundId)
    .executeTakeFirst();
  if (!wound) return;
  const newest = await db
    .selectFrom('assessments')
    .select(['id', 'exam_date', 'clinical'])
    .where('wound_id', '=', woundId)
    .where('status', '=', 'completed')
    .where('deleted_at', 'is', null)
    .where('clinical', 'is not', null)
    .orderBy('exam_date', 'desc')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const existing = await db.selectFrom('follow_ups').selectAll().where('wound_id', '=', woundId).executeTakeFirst();
  if (!newest && !existing) return;

  const a = (newest?.clinical ?? null) as ClinicalAssessment | null;
  const exam = newest ? examDateOf(newest.exam_date) : null;
  const days = a?.plan.reviewWithinDays ?? REVIEW_DEFAULT_DAYS;
  const source = a?.plan.reviewSource ?? REVIEW_DEFAULT_SOURCE;
  const derived = exam ? addDays(exam, days) : null;
  const baseline = a?.healing.fourWeek.baselineDate ?? null;
  const fourWeek = baseline ? addDays(examDateOf(baseline), FOUR_WEEK_DAYS) : null;
  const fromAssessment = newest?.id ?? null;
  // an override belongs to the assessment it was set after: a newer assessment sets a new date
  const keepOverride = !!existing?.override_due_date && existing.override_assessment_id === fromAssessment;
  const override = keepOverride ? existing!.override_due_date : null;
  const due = wound.status === 'open' ? (override ?? derived) : null;
  const values = {
    team_id: wound.owner_id,
    from_assessment_id: fromAssessment,
    last_exam_date: exam,
    interval_days: newest ? days : null,
    interval_source: newest ? source : null,
    derived_due_date: derived,
    override_due_date: override,
    override_assessment_id: keepOverride ? existing!.override_assessment_id : null,
    override_by: keepOverride ? existing!.override_by : null,
    override_at: keepOverride ? existing!.override_at : null,
    due_date: due,
    four_week_date: fourWeek,
    updated_at: new Date(),
  };
  await db
    .insertInto('follow_ups')
    .values({ wound_id: woundId, assignee_id: null, ...values })
    .onConflict((oc) => oc.column('wound_id').doUpdateSet(values))
    .execute();
}

/** The team's members as the worklist names them (profile name, else the account's name or address). */
export async function listTeamMembers(db: Db, teamId: string): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom('member')
    .innerJoin('user', 'user.id', 'member.userId')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select(['user.id', 'user.name', 'user.email', 'profiles.first_name', 'profiles.last_name'])
    .where('member.organizationId', '=', teamId)
    .execute();
  return rows
    .map((r) => ({ id: r.id, name: memberName(r) }))
    .sort((x, y) => x.name.localeCompare(y.name) || x.id.localeCompare(y.id));
}

function memberName(r: { name: string | null; email: string; first_name: string | null; last_name: string | null }) {
  const profile = [r.first_name, r.last_name].filter(Boolean).join(' ').trim();
  return profile || r.name?.trim() || r.email;
}

/**
 * A clinician's change to a wound's follow-up: the due date (null: back to the derived date) and
 * the assignee (null: unassigned; otherwise a member of the wound's team). Stored at once, in
 * force until the wound's next assessment (the date) or the next change (the assignee).
 */
export async function changeFollowUp(
  db: Db,
  wound: { id: string; owner_id: string; status: string },
  change: { dueDate?: string | null; assigneeId?: string | null },
  byUserId: string,
): Promise<void> {
  if (change.assigneeId) {
    const member = await db
      .selectFrom('member')
      .select('id')
      .where('organizationId', '=', wound.owner_id)
      .where('userId', '=', change.assigneeId)
      .executeTakeFirst();
    if (!member) throw new ApiError('VALIDATION_ERROR', 'assignee_id: must be a member of this team');
  }
  if (change.dueDate && wound.status !== 'open')
    throw new ApiError('VALIDATION_ERROR', 'due_date: a healed or closed wound has no next assessment');
  // in one transaction: the override is tied to the newest assessment as this change saw it
  const run = async (trx: Db) => {
    await refreshFollowUp(trx, wound.id);
    const row = await trx
      .selectFrom('follow_ups')
      .select(['from_assessment_id'])
      .where('wound_id', '=', wound.id)
      .executeTakeFirst();
    if (!row)
      await trx
        .insertInto('follow_ups')
        .values({ wound_id: wound.id, team_id: wound.owner_id, updated_at: new Date() })
        .execute();
    const set: Record<string, unknown> = { updated_at: new Date() };
    if (change.assigneeId !== undefined) set.assignee_id = change.assigneeId;
    if (change.dueDate !== undefined) {
      set.override_due_date = change.dueDate;
      set.override_assessment_id = change.dueDate ? (row?.from_assessment_id ?? null) : null;
      set.override_by = change.dueDate ? byUserId : null;
      set.override_at = change.dueDate ? new Date() : null;
    }
    await trx.updateTable('follow_ups').set(set).where('wound_id', '=', wound.id).execute();
    await refreshFollowUp(trx, wound.id);
  };
  await (db.isTransaction ? run(db) : db.transaction().execute(run));
}

/** The rows the worklist and the reminder read: open wounds with a due date, of live patients. */
const dueRows = (db: Db) =>
  db
    .selectFrom('follow_ups')
    .innerJoin('wounds', 'wounds.id', 'follow_ups.wound_id')
    .innerJoin('patients', 'patients.id', 'wounds.patient_id')
    .where('follow_ups.due_date', 'is not', null)
    .where('patients.deleted_at', 'is', null)
    .select([
      'follow_ups.wound_id',
      'follow_ups.due_date',
      'follow_ups.derived_due_date',
      'follow_ups.override_due_date',
      'follow_ups.override_by',
      'follow_ups.override_at',
      'follow_ups.interval_days',
      'follow_ups.interval_source',
      'follow_ups.four_week_date',
      'follow_ups.last_exam_date',
      'follow_ups.assignee_id',
      'follow_ups.team_id',
      'wounds.label',
      'patients.id as patient_id',
      'patients.display_name',
    ]);

type DueRow = Awaited<ReturnType<ReturnType<typeof dueRows>['execute']>>[number];

const FORMER_MEMBER = 'Former member';
const named = (id: string | null, names: Map<string, string>) =>
  id ? { id, name: names.get(id) ?? FORMER_MEMBER } : null;

function toFollowUpJson(r: DueRow, today: string, names: Map<string, string>): FollowUpJson {
  const bucket = bucketOf(r.due_date!, today, weekEndOf(today));
  return {
    woundId: r.wound_id,
    woundLabel: r.label,
    patientId: r.patient_id,
    patientName: r.display_name,
    dueDate: r.due_date!,
    derivedDueDate: r.derived_due_date ?? r.due_date!,
    overridden: r.override_due_date !== null,
    overriddenBy: r.override_due_date !== null ? named(r.override_by, names) : null,
    overriddenAt: r.override_due_date !== null && r.override_at ? new Date(r.override_at).toISOString() : null,
    intervalDays: r.interval_days ?? REVIEW_DEFAULT_DAYS,
    intervalSource: r.interval_source ?? REVIEW_DEFAULT_SOURCE,
    fourWeekCheckDate: r.four_week_date,
    lastExamDate: r.last_exam_date ?? r.due_date!,
    assignee: named(r.assignee_id, names),
    bucket,
    daysOverdue: bucket === 'overdue' ? daysBetween(r.due_date!, today) : 0,
  };
}

/**
 * GET /api/worklist: the team's open wounds by next assessment due, in buckets by calendar date
 * in the viewer's time zone; `assignee` filters by member id or 'unassigned'.
 */
export async function readWorklist(
  db: Db,
  teamId: string,
  opts: { now?: Date; timeZone: string; assignee?: string | null },
): Promise<WorklistJson> {
  const today = localDateOf(opts.now ?? new Date(), opts.timeZone);
  const weekEnd = weekEndOf(today);
  let q = dueRows(db).where('follow_ups.team_id', '=', teamId);
  if (opts.assignee === 'unassigned') q = q.where('follow_ups.assignee_id', 'is', null);
  else if (opts.assignee) q = q.where('follow_ups.assignee_id', '=', opts.assignee);
  const rows = await q
    .orderBy('follow_ups.due_date')
    .orderBy('patients.display_name')
    .orderBy('wounds.label')
    .execute();
  const members = await listTeamMembers(db, teamId);
  const names = new Map(members.map((m) => [m.id, m.name]));
  const counts: Record<WorklistBucket, number> = { overdue: 0, today: 0, this_week: 0, later: 0 };
  const items = rows.map((r) => {
    const item = toFollowUpJson(r, today, names);
    counts[item.bucket]++;
    return item;
  });
  return { today, weekEnd, timeZone: opts.timeZone, counts, items, members };
}

/** One wound's follow-up as the worklist shows it (null: no due date — healed, closed or not assessed yet). */
export async function readFollowUp(
  db: Db,
  woundId: string,
  opts: { now?: Date; timeZone: string },
): Promise<FollowUpJson | null> {
  const r = await dueRows(db).where('follow_ups.wound_id', '=', woundId).executeTakeFirst();
  if (!r) return null;
  const today = localDateOf(opts.now ?? new Date(), opts.timeZone);
  const members = await listTeamMembers(db, r.team_id);
  return toFollowUpJson(r, today, new Map(members.map((m) => [m.id, m.name])));
}

/**
 * The wound page's follow-up: the date in force (none for a healed or closed wound, or before the
 * first assessment unless a clinician set one), its assignee, and the team's members to choose from.
 */
export async function readWoundFollowUp(
  db: Db,
  wound: { id: string; owner_id: string },
  opts: { now?: Date; timeZone: string },
): Promise<WoundFollowUpJson> {
  const today = localDateOf(opts.now ?? new Date(), opts.timeZone);
  const members = await listTeamMembers(db, wound.owner_id);
  const names = new Map(members.map((m) => [m.id, m.name]));
  const r = await dueRows(db).where('follow_ups.wound_id', '=', wound.id).executeTakeFirst();
  // an assignee may be chosen before the wound has a date
  const assigneeId = r
    ? r.assignee_id
    : ((await db.selectFrom('follow_ups').select('assignee_id').where('wound_id', '=', wound.id).executeTakeFirst())
        ?.assignee_id ?? null);
  return {
    today,
    timeZone: opts.timeZone,
    next: r ? toFollowUpJson(r, today, names) : null,
    assignee: named(assigneeId, names),
    members,
  };
}

/** The dashboard's follow-up card: open wounds overdue and due today, in the caller's time zone. */
export async function countDueFollowUps(
  db: Db,
  teamId: string,
  opts: { now?: Date; timeZone: string },
): Promise<{ overdue: number; dueToday: number }> {
  const today = localDateOf(opts.now ?? new Date(), opts.timeZone);
  const rows = await db
    .selectFrom('follow_ups')
    .innerJoin('wounds', 'wounds.id', 'follow_ups.wound_id')
    .innerJoin('patients', 'patients.id', 'wounds.patient_id')
    .select((eb) => [
      eb.fn.count<string>('follow_ups.wound_id').filterWhere('follow_ups.due_date', '<', today).as('overdue'),
      eb.fn.count<string>('follow_ups.wound_id').filterWhere('follow_ups.due_date', '=', today).as('today'),
    ])
    .where('follow_ups.team_id', '=', teamId)
    .where('follow_ups.due_date', 'is not', null)
    .where('patients.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { overdue: Number(rows.overdue), dueToday: Number(rows.today) };
}

/**
 * One user's assigned follow-ups due on or before a calendar date, across the teams they are still
 * a member of (an assignment left behind by a member who left names no patient to them).
 */
export async function listAssignedDue(db: Db, userId: string, upTo: string) {
  const rows = await dueRows(db)
    .innerJoin('organization', 'organization.id', 'follow_ups.team_id')
    .innerJoin('member', (j) =>
      j.onRef('member.organizationId', '=', 'follow_ups.team_id').onRef('member.userId', '=', 'follow_ups.assignee_id'),
    )
    .select('organization.name as team_name')
    .where('follow_ups.assignee_id', '=', userId)
    .where('follow_ups.due_date', '<=', upTo)
    .orderBy('follow_ups.due_date')
    .orderBy('patients.display_name')
    .execute();
  return rows;
}
