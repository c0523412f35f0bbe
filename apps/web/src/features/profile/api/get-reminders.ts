import type { ReminderSettingsJson } from '@woundcare/api-types/workspace-status';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/profile/reminders — my morning reminder's settings. */
export function useReminders() {
  return useQuery(['profile', 'reminders'], (signal) =>
    apiRequest<{ reminders: ReminderSettingsJson }>('/api/profile/reminders', { signal }),
  );
}
