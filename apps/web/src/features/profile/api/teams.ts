import type { TeamSettingsJson } from '@woundcare/api-types';
import type { TeamSettingsBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

/** Care-team roles (server: TEAM_ROLES in apps/server/src/auth.ts). */
export const TEAM_ROLES = ['owner', 'admin', 'clinician'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const ROLE_LABELS: Record<TeamRole, MessageDescriptor> = {
  owner: msg`Owner`,
  admin: msg`Admin`,
  clinician: msg`Clinician`,
};
/** A role in words (workspace catalog); an unknown role as its code. */
export const roleLabel = (role: string) => {
  const label = ROLE_LABELS[role as TeamRole] as MessageDescriptor | undefined;
  return label ? say(label) : role;
};
/** Owners and admins invite, change roles and remove members. */
export const canManage = (role: string | null | undefined) => role === 'owner' || role === 'admin';

/** better-auth's organization plugin shapes, as /api/auth/organization/* answers them. */
export interface Team {
  id: string;
  name: string;
  slug: string;
  createdAt: string;
}
export interface TeamMember {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: string;
  user: { id: string; name: string; email: string };
}
export interface TeamInvitation {
  id: string;
  organizationId: string;
  email: string;
  role: string;
  status: 'pending' | 'accepted' | 'rejected' | 'canceled';
  expiresAt: string;
  inviterId: string;
}
export interface FullTeam extends Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
}
export interface InvitationDetails extends TeamInvitation {
  organizationName: string;
  inviterEmail: string;
}

const base = '/api/auth/organization';

export const teamsApi = {
  list: () => apiRequest<Team[]>(`${base}/list`),
  active: () => apiRequest<FullTeam>(`${base}/get-full-organization`),
  activeId: async () =>
    (await apiRequest<{ session: { activeOrganizationId?: string | null } } | null>('/api/auth/get-session'))?.session
      .activeOrganizationId ?? null,
  /** the signed-in user's role in the active team (null: not found) */
  myRole: async (signal?: AbortSignal) => {
    const [session, team] = await Promise.all([
      apiRequest<{ user: { id: string } } | null>('/api/auth/get-session', { signal }),
      apiRequest<FullTeam>(`${base}/get-full-organization`, { signal }),
    ]);
    return team.members.find((m) => m.userId === session?.user.id)?.role ?? null;
  },
  setActive: (organizationId: string) => apiRequest<Team>(`${base}/set-active`, { body: { organizationId } }),
  invite: (email: string, role: TeamRole) =>
    apiRequest<TeamInvitation>(`${base}/invite-member`, { body: { email, role } }),
  cancelInvitation: (invitationId: string) =>
    apiRequest<unknown>(`${base}/cancel-invitation`, { body: { invitationId } }),
  // the invited side: the token of the mailed link (proof of the address), never the invitation id
  invitation: (token: string, signal?: AbortSignal) =>
    apiRequest<InvitationDetails>(`${base}/get-invitation?token=${encodeURIComponent(token)}`, { signal }),
  accept: (token: string) => apiRequest<{ member: TeamMember }>(`${base}/accept-invitation`, { body: { token } }),
  reject: (token: string) => apiRequest<unknown>(`${base}/reject-invitation`, { body: { token } }),
  changeRole: (memberId: string, role: TeamRole) =>
    apiRequest<unknown>(`${base}/update-member-role`, { body: { memberId, role } }),
  remove: (memberId: string) => apiRequest<unknown>(`${base}/remove-member`, { body: { memberIdOrEmail: memberId } }),
  leave: (organizationId: string) => apiRequest<unknown>(`${base}/leave`, { body: { organizationId } }),
  /** the active team's sign-in rule (every member reads it; owners change it) */
  settings: (signal?: AbortSignal) => apiRequest<TeamSettingsJson>('/api/team/settings', { signal }),
  /** an owner changes it with a current code from their authenticator app */
  /** an empty code is left out, so the server says what is missing (a code, or two-factor on the owner's account) */
  requireTwoFactor: (value: boolean, code: string) =>
    apiRequest<TeamSettingsJson>('/api/team/settings', {
      method: 'PUT',
      body: { require_two_factor: value, ...(code ? { code } : {}) },
    }),
  /** owners and admins change the clinic's settings (phone for patients, time zone, sample directory) */
  updateClinic: (body: Pick<TeamSettingsBody, 'clinic_phone' | 'time_zone' | 'sample_directory'>) =>
    apiRequest<TeamSettingsJson>('/api/team/settings', { method: 'PUT', body }),
};

/** GET /api/team/settings — the active team's sign-in rule. */
export function useTeamSettings() {
  return useQuery(['team', 'settings'], (signal) => teamsApi.settings(signal));
}

/** GET …/get-invitation?token= — the invitation of a mailed link (idle until enabled). */
export function useInvitation(token: string, enabled: boolean) {
  return useQuery(['invitation', token], (signal) => teamsApi.invitation(token, signal), { enabled });
}
