import { sql } from 'kysely';
import type { TeamAuditEntryJson, TeamAuditPageJson } from '@woundcare/api-types';
import type { TeamAuditQuery } from '@woundcare/api-types/requests';
import type { Db } from '../../db/database.ts';
import { localMidnight } from '../dashboard/calendar-week.ts';
import { teamTimeZone } from '../teams/team-settings.ts';
import { actionsOfKind, describeAudit } from './audit-words.ts';

export const TEAM_AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV export holds (a narrower filter gets the rest). */
export const TEAM_AUDIT_EXPORT_MAX = 20_000;

interface Row {
  id: string | number;
  user_id: string | null;
  action: string;
  resource: string | null;
  created_at: Date | string;
  person_name: string | null;
  patient_id: string | null;
  patient_name: string | null;
  exam_date: Date | string | null;
  exam_date_only: boolean | null;
}

const DAY_MS = 86_400_000;
const dayStart = (day: string, timeZone: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localMidnight(y, m, d, timeZone);
};
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The team's audit rows with the patient each one is about. A row names its subject by the
 * resource its route logged: an assessment as `analysis-<seq>` (the team's number, maybe followed
 * by `/…`), a patient or wound by id (an export of a wound as `wound/<id>`), a patient link or a
 * referral by its id; the server's purge of the trash as `<team>/<id>` without a team.
 */
function teamRows(db: Db, teamId: string, q: TeamAuditQuery, timeZone: string) {
  const kind = q.action ? actionsOfKind(q.action) : null;
  const from = q.from ? dayStart(q.from, timeZone) : null;
  const to = q.to ? dayStart(nextDay(q.to), timeZone) : null;
  const subjects = sql<Row>`
    SELECT a.id, a.user_id, a.act AS action, a.resource, a.created_at,
      u.name AS person_name, coalesce(sw.patient_id, lw.patient_id, rw.patient_id, a.patient_ref) AS patient_id,
      sa.exam_date, sa.exam_date_only
    FROM (
      SELECT l.*,
        -- the action under the record's current name (record-audit.ts currentActionName), read once
        -- here for the filter and the words
        regexp_replace(l.action, '^thread\\.', 'assessment.') AS act,
        CASE WHEN l.action ~ '^(patient\\.(read|update|create|delete|restore))$' THEN l.resource
             WHEN l.action = 'patient.purge' THEN split_part(l.resource, '/', 2) END AS patient_ref,
        CASE WHEN l.action ~ '^(wound\\.(read|update|create|trajectory)|follow_up\\.update|referral\\.list)$' THEN l.resource
             WHEN l.action = 'export.read' AND l.resource LIKE 'wound/%' THEN substr(l.resource, 7) END AS wound_ref,
        CASE WHEN l.action ~ '^referral\\.(status\\.|letter\\.read)' THEN l.resource END AS referral_ref,
        CASE WHEN l.action ~ '^patient_link\\.(create|revoke|open|refused)$' THEN l.resource END AS link_ref,
        (substring(l.resource from '^analysis-([0-9]{1,9})(/|$)'))::int AS seq
      FROM audit_log l
      WHERE l.team_id = ${teamId}
         OR (l.team_id IS NULL AND l.action IN ('patient.purge', 'assessment.purge') AND l.resource LIKE ${`${teamId}/%`})
    ) a
    LEFT JOIN "user" u ON u.id = a.user_id
    LEFT JOIN patient_links pl ON pl.id = a.link_ref AND pl.team_id = ${teamId}
    LEFT JOIN assessments sa
      ON (a.seq IS NOT NULL AND sa.team_id = ${teamId} AND sa.seq = a.seq) OR (pl.assessment_id IS NOT NULL AND sa.id = pl.assessment_id)
    LEFT JOIN wounds sw ON sw.id = sa.wound_id
    LEFT JOIN wounds lw ON lw.id = a.wound_ref
    LEFT JOIN referrals rf ON rf.id = a.referral_ref AND rf.team_id = ${teamId}
    LEFT JOIN wounds rw ON rw.id = rf.wound_id
    WHERE true
      ${q.person ? sql`AND a.user_id = ${q.person}` : sql``}
      ${
        kind
          ? sql`AND (a.act IN (${sql.join(kind.names.length ? kind.names : ['-'])})${sql.join(
              kind.patterns.map((p) => sql` OR a.act LIKE ${p}`),
              sql``,
            )})`
          : sql``
      }
      ${from ? sql`AND a.created_at >= ${from}` : sql``}
      ${to ? sql`AND a.created_at < ${to}` : sql``}`;
  return sql<Row>`
    SELECT x.*, p.display_name AS patient_name
    FROM (${subjects}) x
    LEFT JOIN patients p ON p.id = x.patient_id AND p.owner_id = ${teamId}
    ${q.patient ? sql`WHERE x.patient_id = ${q.patient}` : sql``}`;
}

function toEntry(r: Row, timeZone: string): TeamAuditEntryJson {
  const examDay = r.exam_date
    ? new Date(r.exam_date).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone })
    : null;
  const { kind, what } = describeAudit({ action: r.action, resource: r.resource, examDay });
  const at = new Date(r.created_at);
  return {
    id: Number(r.id),
    at: at.toISOString(),
    when: at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    person:
      r.person_name ??
      (r.user_id ? 'Former member' : r.action === 'patient_link.open' ? 'Patient (by link)' : 'System'),
    person_id: r.user_id,
    patient: r.patient_id ? (r.patient_name ?? 'Deleted patient') : null,
    patient_id: r.patient_id,
    what,
    kind,
  };
}

/** One page of the active team's audit trail in words, newest first (owners and admins read it). */
export async function readTeamAudit(db: Db, teamId: string, q: TeamAuditQuery): Promise<TeamAuditPageJson> {
  const timeZone = await teamTimeZone(db, teamId);
  const page = q.page ?? 1;
  const rows = teamRows(db, teamId, q, timeZone);
  const [list, count, people] = await Promise.all([
    sql<Row>`SELECT * FROM (${rows}) r ORDER BY r.id DESC LIMIT ${TEAM_AUDIT_PAGE_SIZE} OFFSET ${(page - 1) * TEAM_AUDIT_PAGE_SIZE}`.execute(
      db,
    ),
    sql<{ n: string | number }>`SELECT count(*) AS n FROM (${rows}) r`.execute(db),
    db
      .selectFrom('member')
      .innerJoin('user', 'user.id', 'member.userId')
      .select(['user.id', 'user.name'])
      .where('member.organizationId', '=', teamId)
      .orderBy('user.name')
      .execute(),
  ]);
  return {
    entries: list.rows.map((r) => toEntry(r, timeZone)),
    total: Number(count.rows[0]?.n ?? 0),
    page,
    page_size: TEAM_AUDIT_PAGE_SIZE,
    time_zone: timeZone,
    people,
  };
}

/** A CSV field (RFC 4180), with a leading = + - @ (or tab, CR) neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The same filter as CSV, all pages (up to TEAM_AUDIT_EXPORT_MAX rows), newest first; lines end in CRLF. */
export async function exportTeamAuditCsv(db: Db, teamId: string, q: TeamAuditQuery): Promise<string> {
  const timeZone = await teamTimeZone(db, teamId);
  const rows = teamRows(db, teamId, q, timeZone);
  const list = await sql<Row>`SELECT * FROM (${rows}) r ORDER BY r.id DESC LIMIT ${TEAM_AUDIT_EXPORT_MAX}`.execute(db);
  const lines = [[`When (${timeZone})`, 'Person', 'Patient', 'What', 'Action']];
  for (const r of list.rows) {
    const e = toEntry(r, timeZone);
    lines.push([e.when, e.person, e.patient ?? '', e.what, r.action]);
  }
  return lines.map((l) => l.map(csvField).join(',')).join('\r\n') + '\r\n';
}
