/** The team a request acts in, checked against the membership table on every request. */
export interface ActiveTeam {
  id: string;
  name: string;
  role: string;
  /** the team's owners require two-factor sign-in to open its records (team_settings) */
  requireTwoFactor: boolean;
}

/** Owners and admins delete, restore and see the trash (better-auth may store several roles, comma-separated). */
export function isTeamAdmin(role: string): boolean {
  return role.split(',').some((r) => ['owner', 'admin'].includes(r.trim()));
}
