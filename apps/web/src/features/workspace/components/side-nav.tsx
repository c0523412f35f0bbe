import { Link } from 'react-router';
import { tabPath, workspaceTabs, type TabId } from '../workspace-tabs.ts';

/**
 * The workspace menu: one link per tab (the spec's labels and order); the open one is marked
 * aria-current. Links to the tabs that show one assessment carry the one open last.
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
  return (
    <ul className="space-y-0.5">
      {workspaceTabs.map(({ id, label, icon: Icon }) => {
        const active = id === current;
        return (
          <li key={id}>
            <Link
              to={tabPath(id, assessmentId)}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${
                active ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'
              }`}
            >
              <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
