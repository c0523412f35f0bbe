import type { ClinicalAssessment } from '@woundcare/api-types';
import type { DashboardJson } from '@woundcare/api-types/workspace-status';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { publicAssessmentId } from '../assessments/assessment-view.ts';
import { calendarWeek } from './calendar-week.ts';
import { countDueFollowUps } from '../follow-ups/follow-up-store.ts';

export const RECENT_ASSESSMENTS_SHOWN = 5;

/** 4-week check statuses that are a verdict on the wound's course (the others read no cut-off). */
const FOUR_WEEK_VERDICTS = new Set(['on_track', 'at_risk', 'borderline', 'no_measurable_change']);

/**
 * The team's records, every count of the dashboard starts here: wounds joined to their patient,
 * owned by the team; a patient or assessment in the trash counts nowhere (the filter is written
 * once, here).
 */
const teamWounds = (db: Db, teamId: string) =>
  db
    .selectFrom('wounds')
    .innerJoin('patients', 'patients.id', 'wounds.patient_id')
    .where('patients.owner_id', '=', teamId)
    .where('patients.deleted_at', 'is', null);

const teamAssessments = (db: Db, teamId: string) =>
  teamWounds(db, teamId)
    .innerJoin('assessments', 'assessments.wound_id', 'wounds.id')
    .where('assessments.deleted_at', 'is', null);

/**
 * GET /api/dashboard: the active team's day, counted over its own records only. "This week" is
 * the calendar week (Monday–Sunday) in the caller's time zone, by exam date; the 4-week figure
 * reads each open wound's stored 4-week check, the one its trajectory shows (wound-trajectory.ts).
 */
export async function readTeamDashboard(
  db: Db,
  teamId: string,
  opts: { now?: Date; timeZone: string },
): Promise<DashboardJson> {
  const week = calendarWeek(opts.now ?? new Date(), opts.timeZone);

  const open = await teamWounds(db, teamId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('wounds.status', '=', 'open')
    .executeTakeFirstOrThrow();

  const thisWeek = await teamAssessments(db, teamId)
    .select((eb) => [
      eb.fn.count<string>('assessments.id').as('assessments'),
      eb.fn.count<string>('patients.id').distinct().as('patients'),
    ])
    .where('assessments.exam_date', '>=', week.from)
    .where('assessments.exam_date', '<', week.to)
    .executeTakeFirstOrThrow();

  const awaiting = await teamAssessments(db, teamId)
    .select((eb) => eb.fn.count<string>('assessments.id').as('n'))
    .where('assessments.status', '=', 'completed')
    .where('assessments.simulated', '=', false)
    .where('assessments.outline_status', '!=', 'confirmed')
    .executeTakeFirstOrThrow();

  // each open wound's 4-week check as its trajectory shows it: the one of its newest stored
  // assessment of a measured visit (completed, not simulated; latest exam date, then latest number),
  // read in the database so the dashboard does not load every assessment of the team
  const checks = await teamAssessments(db, teamId)
    .select(sql<string | null>`assessments.clinical->'healing'->'fourWeek'->>'status'`.as('status'))
    .distinctOn('wounds.id')
    .where('wounds.status', '=', 'open')
    .where('assessments.status', '=', 'completed')
    .where('assessments.simulated', '=', false)
    .where('assessments.clinical', 'is not', null)
    .orderBy('wounds.id')
    .orderBy('assessments.exam_date', 'desc')
    .orderBy('assessments.seq', 'desc')
    .execute();
  const checked = checks.filter((c) => c.status !== null && FOUR_WEEK_VERDICTS.has(c.status)).length;
  const onTrack = checks.filter((c) => c.status === 'on_track').length;

  const recent = await teamAssessments(db, teamId)
    .select([
      'assessments.seq',
      'assessments.exam_date',
      'assessments.status',
      'assessments.simulated',
      'assessments.outline_status',
      'assessments.clinical',
      'wounds.id as wound_id',
      'wounds.label as wound_label',
      'patients.id as patient_id',
      'patients.display_name',
    ])
    .orderBy('assessments.exam_date', 'desc')
    .orderBy('assessments.seq', 'desc')
    .limit(RECENT_ASSESSMENTS_SHOWN)
    .execute();

  const followUps = await countDueFollowUps(db, teamId, opts);

  return {
    week: { from: week.from.toISOString(), to: week.to.toISOString(), timeZone: week.timeZone },
    openWounds: Number(open.n),
    patientsSeenThisWeek: Number(thisWeek.patients),
    assessmentsThisWeek: Number(thisWeek.assessments),
    fourWeek: { onTrack, checked, onTrackPct: checked === 0 ? null : Math.round((onTrack / checked) * 100) },
    outlinesAwaitingConfirmation: Number(awaiting.n),
    followUps,
    recent: recent.map((r) => {
      const a = r.status === 'completed' ? ((r.clinical ?? null) as ClinicalAssessment | null) : null;
      return {
        id: publicAssessmentId(r.seq),
        patientId: r.patient_id,
        patientName: r.display_name,
        woundId: r.wound_id,
        woundLabel: r.wound_label,
        examDate: new Date(r.exam_date).toISOString(),
        status: r.status,
        simulated: r.simulated,
        outlineStatus: r.outline_status,
        priority: a ? { level: a.priority.level, label: a.priority.label } : null,
        measurementText: a?.measurement.text ?? null,
      };
    }),
  };
}
