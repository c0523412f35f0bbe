import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendFollowUpReminders, type ReminderReport } from '../follow-ups/reminders.ts';

/** The pg-boss queue of the morning reminder (a scheduled job; the in-process system runs it on an interval). */
export const REMINDER_QUEUE_NAME = 'woundly-follow-up-reminders';
/** every 15 minutes: a user's morning starts at their local hour, in whatever time zone */
export const REMINDER_CRON = '*/15 * * * *';

/**
 * The reminder as the job systems run it: the clock is injectable (tests set the morning), and a
 * failure is logged, never thrown into the timer or the queue. Null without a mailer.
 */
export function followUpReminder(d: {
  env: Env;
  db: Db;
  mailer?: Mailer;
  origin?: string;
  log: (line: string) => void;
  clock?: () => Date;
}): () => Promise<ReminderReport | null> {
  const clock = d.clock ?? (() => new Date());
  return async () => {
    if (!d.mailer) return null;
    try {
      return await sendFollowUpReminders({
        db: d.db,
        mailer: d.mailer,
        origin: d.origin ?? `http://localhost:${d.env.PORT}`,
        now: clock(),
        hour: d.env.FOLLOW_UP_REMINDER_HOUR,
        log: d.log,
      });
    } catch (err) {
      d.log(`[reminders] run failed: ${(err as Error).message}`);
      return null;
    }
  };
}
