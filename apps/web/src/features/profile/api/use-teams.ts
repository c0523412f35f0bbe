import { useCallback, useEffect, useState } from 'react';
import { getSession } from '../../../lib/auth/api/get-session.ts';
import { listTeams } from './list-teams.ts';
import type { Team } from './shared.ts';

/** The signed-in user's teams and the active one (the server keeps it on the session). */
export function useTeams() {
  const [teams, setTeams] = useState<Team[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      // the list first: the server settles the session's active team while answering it
      const list = await listTeams();
      setTeams(list);
      setActiveId((await getSession())?.session.activeOrganizationId ?? null);
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not load your teams.');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const active = teams?.find((t) => t.id === activeId) ?? null;
  return { teams, active, error, reload: load };
}
