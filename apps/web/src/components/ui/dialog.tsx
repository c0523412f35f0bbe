import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page
 * inert (focus stays inside), Escape closes it, and the title labels it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className = '',
  fullScreen = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  fullScreen?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useRef(`dlg-${Math.random().toString(36).slice(2, 9)}`).current;

  // opened in a layout effect: the modal is up in the same frame as the click that opened it
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      document.body.classList.add('scroll-locked');
    } else if (!open && el.open) {
      el.close();
    }
    return () => {
      if (!open) document.body.classList.remove('scroll-locked');
    };
  }, [open]);

  useEffect(() => () => document.body.classList.remove('scroll-locked'), []);

  const frame = fullScreen
    ? 'm-0 h-full max-h-none w-full max-w-none rounded-none'
    : 'm-auto w-[min(100%-2rem,32rem)] max-h-[calc(100dvh-2rem)] rounded-2xl';

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => {
        document.body.classList.remove('scroll-locked');
        if (open) onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current && !fullScreen) onClose();
      }}
      className={`${frame} overflow-y-auto bg-white p-0 text-slate-800 shadow-2xl ${className}`}
    >
      {open && (
        <div className={fullScreen ? 'min-h-full' : 'p-6 sm:p-8'}>
          <div
            className={`flex items-start justify-between gap-4 ${fullScreen ? 'sticky top-0 z-10 border-b border-slate-200 bg-white px-4 py-3 sm:px-6' : 'mb-4'}`}
          >
            <h2 id={titleId} className="text-xl font-bold text-ink">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          <div className={fullScreen ? 'px-4 py-6 sm:px-6' : ''}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
