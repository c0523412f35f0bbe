import type { Citation } from '../../../content/marketing-types.ts';

/** Published sources behind clinical facts on a page. */
export function EvidenceList({ items, title = 'What the research says' }: { items: Citation[]; title?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <ul className="mt-4 space-y-4">
        {items.map((c) => (
          <li key={c.url} className="border-l-2 border-brand-500 pl-4">
            <p className="text-sm leading-6 text-slate-700">{c.text}</p>
            <p className="mt-1 text-xs text-slate-500">
              Source:{' '}
              <a
                href={c.url}
                rel="noopener noreferrer"
                className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {c.source}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The note under a block of figures: what each measured figure was measured on, or what the figures are. */
export function Footnote({ children }: { children: string }) {
  return <p className="mt-6 text-xs leading-5 text-slate-500">{children}</p>;
}
