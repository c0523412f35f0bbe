/** The care-team roles from most to least power: owner and admin manage the team, a clinician works on the records. */
const RANK: Record<string, number> = { owner: 3, admin: 2, clinician: 1 };

const rank = (role: string) => Math.max(0, ...role.split(',').map((r) => RANK[r.trim()] ?? 0));

/** True when the new role has less power than the previous one. */
export function isDemotion(previousRole: string, newRole: string): boolean {
  return rank(newRole) < rank(previousRole);
}
