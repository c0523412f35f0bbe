import { useState } from 'react';
import { Users } from 'lucide-react';
import { useTeams } from '../../profile/api/use-teams.ts';
import { setActiveTeam } from '../../profile/api/set-active-team.ts';
import { paths } from '../../../lib/paths.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { shellCopy as copy } from '../workspace-copy.ts';

/** The active team's name in the top bar; a switcher when the user is in several teams. */
export function TeamSwitcher() {
  const { teams, active } = useTeams();
  const [switching, setSwitching] = useState(false);
  if (!teams || !active) return null;

  async function switchTo(id: string) {
    setSwitching(true);
    try {
      await setActiveTeam(id);
      // records and analysis ids are the team's own: the other team's address means nothing here
      window.location.assign(paths.workspace.root);
    } catch (err) {
      console.warn('Team switch failed', err);
      setSwitching(false);
    }
  }

  if (teams.length < 2) {
    return (
      <span className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-slate-700" data-testid="active-team">
        <Users className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="sr-only">{say(copy.teamLabel)} </span>
        <span className="max-w-[10rem] truncate sm:max-w-[16rem]">{active.name}</span>
      </span>
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      <Users className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
      <label htmlFor="team-switcher" className="sr-only">
        {say(copy.activeTeam)}
      </label>
      <select
        id="team-switcher"
        data-testid="active-team"
        value={active.id}
        disabled={switching}
        onChange={(e) => void switchTo(e.target.value)}
        className="max-w-[11rem] truncate rounded-lg border border-slate-300 bg-white py-1 pl-2 pr-7 text-sm font-medium text-slate-800 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:max-w-[16rem]"
      >
        {teams.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </span>
  );
}
