import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

/** A link-styled toggle that shows more detail below it (aria-expanded + aria-controls). */
export function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {label}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <div id={id} hidden={!open} className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        {children}
      </div>
    </div>
  );
}
