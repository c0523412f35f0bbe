import type { ReminderSettingsJson } from '@woundcare/api-types/workspace-status';
import type { ReminderSettingsBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/profile/reminders — on or off, in my browser's time zone. */
export async function saveReminders(body: ReminderSettingsBody): Promise<ReminderSettingsJson> {
  return (await apiRequest<{ reminders: ReminderSettingsJson }>('/api/profile/reminders', { method: 'PUT', body }))
    .reminders;
}
