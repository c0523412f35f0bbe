import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Home, X } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { site } from '../../../content/site.ts';
import { SideNav } from './side-nav.tsx';
import type { TabId } from '../workspace-tabs.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { shellCopy as copy } from '../workspace-copy.ts';

/**
 * The side menu as a slide-over on small screens: a native modal <dialog> (focus stays inside,
 * Escape closes), a close button, and a backdrop that closes it when clicked.
 */
export function NavDrawer({
  open,
  onClose,
  current,
  assessmentId,
}: {
  open: boolean;
  onClose: () => void;
  current: TabId | null;
  assessmentId: string | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // a layout effect: the drawer is open in the same frame as the click on Menu
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    else if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={say(copy.workspaceMenu)}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => open && onClose()}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-transparent p-0"
    >
      {open && (
        <div className="flex h-full flex-col bg-white shadow-2xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <p className="text-sm font-semibold text-ink">{say(copy.workspaceMenu)}</p>
            <button
              type="button"
              onClick={onClose}
              aria-label={say(copy.closeMenu)}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          <nav aria-label={say(copy.workspace)} className="flex-1 overflow-y-auto p-3">
            <SideNav current={current} assessmentId={assessmentId} onNavigate={onClose} />
          </nav>
          {/* below the desktop width the site header gives way to the workspace's: its way home is here */}
          <Link
            to={paths.home}
            onClick={onClose}
            className="flex items-center gap-2 border-t border-slate-200 px-6 py-3 text-sm font-medium text-slate-600 hover:bg-slate-50 hover:text-slate-900"
          >
            <Home className="h-4 w-4" aria-hidden="true" /> {say(copy.homePage, { site: site.name })}
          </Link>
        </div>
      )}
    </dialog>
  );
}
