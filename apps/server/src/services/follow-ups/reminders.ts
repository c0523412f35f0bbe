import { workspacePaths } from '@woundcare/api-types/site';
import type { ReminderSettingsJson } from '@woundcare/api-types/workspace-status';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { localDateOf, localHourOf } from './due-dates.ts';
import { listAssignedDue } from './follow-up-store.ts';

/** A user without a settings row gets the reminder, in UTC, until they change it in My Profile. */
const DEFAULTS = { enabled: true, timeZone: 'UTC' };

export async function readReminderSettings(db: Db, userId: string, hour: number): Promise<ReminderSettingsJson> {
  const row = await db
    .selectFrom('reminder_settings')
    .select(['enabled', 'time_zone'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { enabled: row?.enabled ?? DEFAULTS.enabled, timeZone: row?.time_zone ?? DEFAULTS.timeZone, hour };
}

export async function saveReminderSettings(
  db: Db,
  userId: string,
  s: { enabled: boolean; timeZone?: string },
  hour: number,
): Promise<ReminderSettingsJson> {
  const current = await readReminderSettings(db, userId, hour);
  const values = { enabled: s.enabled, time_zone: s.timeZone ?? current.timeZone, updated_at: new Date() };
  await db
    .insertInto('reminder_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return { enabled: values.enabled, timeZone: values.time_zone, hour };
}

export interface ReminderReport {
  /** mails sent by this run */
  sent: number;
  /** users whose mail for their local today was already claimed (by this or another process) */
  alreadySent: number;
}

type Due = Awaited<ReturnType<typeof listAssignedDue>>;

/** The mail; its subject is plain ASCII (one header line, no encoded words). */
function composeMail(today: string, items: Due, origin: string): { subject: string; text: string } {
  const overdue = items.filter((i) => i.due_date! < today).length;
  const n = items.length;
  const subject =
    `Woundly: ${n} wound${n === 1 ? '' : 's'} to assess` + (overdue ? ` (${overdue} overdue)` : '') + `, ${today}`;
  const lines = items.map((i) => {
    const when = i.due_date! < today ? `overdue since ${i.due_date}` : 'due today';
    return `- ${i.display_name} — ${i.label} (${i.team_name}): ${when}\n  Upload the next photo: ${origin}${workspacePaths.upload(i.wound_id)}`;
  });
  const text = [
    `Good morning. These wounds assigned to you are due for their next assessment (${today}):`,
    '',
    ...lines,
    '',
    `The team's worklist: ${origin}${workspacePaths.worklist}`,
    `To stop these e-mails, turn off the morning reminder in My Profile: ${origin}${workspacePaths.profile}`,
  ].join('\n');
  return { subject, text };
}

/**
 * The morning reminder: each clinician with follow-ups assigned to them that are due today or
 * overdue (in their time zone) gets one e-mail a local calendar day, from `hour` local time on.
 * The (user, date) row is claimed before the mail goes out, so servers and restarts running this
 * at once send it once; a send that fails gives its claim back for the next run.
 */
export async function sendFollowUpReminders(d: {
  db: Db;
  mailer: Mailer;
  origin: string;
  now: Date;
  hour: number;
  log: (line: string) => void;
}): Promise<ReminderReport> {
  const report: ReminderReport = { sent: 0, alreadySent: 0 };
  const assignees = await d.db
    .selectFrom('follow_ups')
    .innerJoin('user', 'user.id', 'follow_ups.assignee_id')
    .leftJoin('reminder_settings', 'reminder_settings.user_id', 'user.id')
    .select(['user.id', 'user.email', 'reminder_settings.enabled', 'reminder_settings.time_zone'])
    .distinct()
    .where('follow_ups.due_date', 'is not', null)
    .where('follow_ups.assignee_id', 'is not', null)
    .execute();
  for (const u of assignees) {
    if (!(u.enabled ?? DEFAULTS.enabled)) continue;
    const zone = u.time_zone ?? DEFAULTS.timeZone;
    if (localHourOf(d.now, zone) < d.hour) continue;
    const today = localDateOf(d.now, zone);
    const items = await listAssignedDue(d.db, u.id, today);
    if (!items.length) continue;
    const claimed = await d.db
      .insertInto('reminders_sent')
      .values({ user_id: u.id, local_date: today, wound_count: items.length })
      .onConflict((oc) => oc.columns(['user_id', 'local_date']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) {
      report.alreadySent++;
      continue;
    }
    try {
      await d.mailer.send({ to: u.email, ...composeMail(today, items, d.origin) });
      await d.db
        .updateTable('reminders_sent')
        .set({ sent_at: new Date() })
        .where('user_id', '=', u.id)
        .where('local_date', '=', today)
        .execute();
      report.sent++;
    } catch (err) {
      await d.db.deleteFrom('reminders_sent').where('user_id', '=', u.id).where('local_date', '=', today).execute();
      d.log(`[reminders] the morning reminder could not be sent: ${(err as Error).message}`);
    }
  }
  if (report.sent) d.log(`[reminders] ${report.sent} morning reminder(s) sent`);
  return report;
}
