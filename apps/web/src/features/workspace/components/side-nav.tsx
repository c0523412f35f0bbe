import { Link, useLocation } from 'react-router';
import { CalendarClock, UserCog } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { tabPath, workspaceTabs, type TabId } from '../workspace-tabs.ts';
import { sayTab } from '../tab-words.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { shellCopy as copy } from '../workspace-copy.ts';

const linkClass = (active: boolean) =>
  `flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${
    active ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'
  }`;

/**
 * The workspace menu: one link per tab (the spec's labels and order); the open one is marked
 * aria-current. Links to the tabs that show one assessment carry the one open last. Below the
 * tabs, the team's worklist (a screen of its own, reached from the dashboard too) and the team's
 * own screen (members, settings, audit).
 */
export function SideNav({
  current,
  assessmentId,
  onNavigate,
}: {
  current: TabId | null;
  assessmentId: string | null;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const onWorklist = pathname === paths.workspace.worklist;
  const onTeam = pathname === paths.workspace.team;
  return (
    <ul className="space-y-0.5">
      {workspaceTabs.map(({ id, icon: Icon }) => {
        const active = id === current && !onWorklist && !onTeam;
        return (
          <li key={id}>
            <Link
              to={tabPath(id, assessmentId)}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={linkClass(active)}
            >
              <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
              {sayTab(id)}
            </Link>
          </li>
        );
      })}
      <li className="mt-2 border-t border-slate-200 pt-2">
        <Link
          to={paths.workspace.worklist}
          aria-current={onWorklist ? 'page' : undefined}
          onClick={onNavigate}
          className={linkClass(onWorklist)}
        >
          <CalendarClock className="h-4 w-4 shrink-0" aria-hidden="true" />
          {say(copy.worklist)}
        </Link>
      </li>
      <li>
        <Link
          to={paths.workspace.team}
          aria-current={onTeam ? 'page' : undefined}
          onClick={onNavigate}
          className={linkClass(onTeam)}
        >
          <UserCog className="h-4 w-4 shrink-0" aria-hidden="true" />
          {say(copy.team)}
        </Link>
      </li>
    </ul>
  );
}
