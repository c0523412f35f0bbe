import { workspaceTabs, type TabId } from '../workspace-tabs.ts';

/** The workspace menu: one button per tab; the open one is marked aria-current. */
export function SideNav({ current, onSelect }: { current: TabId; onSelect: (id: TabId) => void }) {
  return (
    <ul className="space-y-0.5">
      {workspaceTabs.map(({ id, label, icon: Icon }) => {
        const active = id === current;
        return (
          <li key={id}>
            <button
              type="button"
              aria-current={active ? 'page' : undefined}
              onClick={() => onSelect(id)}
              className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${
                active ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'
              }`}
            >
              <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
              {label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
