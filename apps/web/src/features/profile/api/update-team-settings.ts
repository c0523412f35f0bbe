import type { TeamSettingsJson } from '@woundcare/api-types';
import type { TeamSettingsBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/team/settings — the fields given change, the others stay; the settings as stored. */
const putTeamSettings = (body: TeamSettingsBody) =>
  apiRequest<TeamSettingsJson>('/api/team/settings', { method: 'PUT', body });

/**
 * The sign-in rule: an owner changes it with a current code from their authenticator app. An
 * empty code is left out, so the server says what is missing (a code, or two-factor on the owner's account).
 */
export const requireTwoFactor = (value: boolean, code: string) =>
  putTeamSettings({ require_two_factor: value, ...(code ? { code } : {}) });

/** Owners and admins change the clinic's settings (phone for patients, time zone, sample directory). */
export const updateClinic = (body: Pick<TeamSettingsBody, 'clinic_phone' | 'time_zone' | 'sample_directory'>) =>
  putTeamSettings(body);

/** Owners and admins switch the sample consultant directory on or off. */
export const setSampleDirectory = (value: boolean) => putTeamSettings({ sample_directory: value });
