import { Hono } from 'hono';
import {
  profilePatchSchema as patchSchema,
  reminderSettingsSchema,
  sessionIdParam,
} from '@woundcare/api-types/requests';
import type { ReminderSettingsJson } from '@woundcare/api-types/workspace-status';
import type { AuditEntryJson, ProfileJson, SessionJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { parseWith, readJson } from '../lib/validate.ts';
import { requireUser } from '../lib/session.ts';
import { ApiError } from '../lib/errors.ts';
import { getProfile, updateProfile } from '../services/profile/profile.ts';
import { listAudit } from '../services/audit/record-audit.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { listSessions, revokeSession } from '../services/auth/sessions.ts';
import { readReminderSettings, saveReminderSettings } from '../services/follow-ups/reminders.ts';

export function profileRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const user = requireUser(c);
        const profile = await getProfile(deps.db, user.id);
        if (!profile) throw new ApiError('NOT_FOUND', 'Profile not found');
        return c.json({ profile } satisfies { profile: ProfileJson });
      })
      .patch('/', async (c) => {
        const user = requireUser(c);
        const patch = await readJson(c, patchSchema);
        const profile = await updateProfile(deps.db, user.id, patch);
        if (!profile) throw new ApiError('NOT_FOUND', 'Profile not found');
        await auditRequest(deps.db, c, 'profile.update', Object.keys(patch).sort().join(','));
        return c.json({ profile } satisfies { profile: ProfileJson });
      })
      // the morning e-mail of the follow-ups assigned to me: on or off, and the time zone of my morning
      .get('/reminders', async (c) => {
        const user = requireUser(c);
        const reminders = await readReminderSettings(deps.db, user.id, deps.env.FOLLOW_UP_REMINDER_HOUR);
        return c.json({ reminders } satisfies { reminders: ReminderSettingsJson });
      })
      .put('/reminders', async (c) => {
        const user = requireUser(c);
        const b = await readJson(c, reminderSettingsSchema);
        const reminders = await saveReminderSettings(
          deps.db,
          user.id,
          { enabled: b.enabled, timeZone: b.time_zone },
          deps.env.FOLLOW_UP_REMINDER_HOUR,
        );
        await auditRequest(deps.db, c, 'profile.reminders', reminders.enabled ? 'on' : 'off');
        return c.json({ reminders } satisfies { reminders: ReminderSettingsJson });
      })
      .get('/audit', async (c) => {
        const user = requireUser(c);
        const entries = await listAudit(deps.db, user.id);
        return c.json({ entries } satisfies { entries: AuditEntryJson[] });
      })
      // the account's signed-in sessions (device, address, last seen); "sign out all others" is POST /api/auth/revoke-other-sessions
      .get('/sessions', async (c) => {
        const user = requireUser(c);
        const sessions = await listSessions(deps.db, user.id, c.get('sessionId'));
        return c.json({ sessions } satisfies { sessions: SessionJson[] });
      })
      .delete('/sessions/:sessionId', async (c) => {
        const user = requireUser(c);
        const { id } = parseWith(sessionIdParam, { id: c.req.param('sessionId') });
        if (!(await revokeSession(deps.db, user.id, id))) throw new ApiError('NOT_FOUND', 'No such session');
        await auditRequest(deps.db, c, 'auth.revoke_session', id);
        return c.json({ status: true });
      })
  );
}
