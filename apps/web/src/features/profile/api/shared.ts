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
