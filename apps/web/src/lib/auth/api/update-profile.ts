import type { ProfilePatchJson } from '@woundcare/api-types';
import { apiRequest } from '../../api-client.ts';
import type { Profile } from './shared.ts';

export type ProfilePatch = ProfilePatchJson;

/** PATCH /api/profile — the profile as stored. */
export const updateProfile = (patch: ProfilePatch) =>
  apiRequest<{ profile: Profile }>('/api/profile', { method: 'PATCH', body: patch });
