import { TriangleAlert } from 'lucide-react';
import type { AdviceItem, TissueFlag, TissueShares } from '@woundcare/api-types';
import { Badge } from '../../../../components/ui/badge.tsx';
import { tissuePercents } from './measurement.ts';
import { RESULT_COPY } from './copy.ts';

const tissueStyle: Record<keyof TissueShares, { label: string; bar: string }> = {
  granulation: { label: 'Granulation-coloured', bar: 'bg-red-500' },
  slough: { label: 'Slough-coloured', bar: 'bg-yellow-400' },
  necrotic: { label: 'Necrotic (black / brown / tan)', bar: 'bg-slate-900' },
  epithelial: { label: 'Epithelial-coloured', bar: 'bg-pink-300' },
};

/** Tissue composition as a stacked bar with a legend that carries the numbers (text alternative). */
export function TissueBar({ tissue }: { tissue: TissueShares }) {
  const parts = tissuePercents(tissue);
  return (
    <section aria-labelledby="tissue-h">
      <h3 id="tissue-h" className="text-sm font-semibold text-slate-800">
        {RESULT_COPY.tissueTitle}
      </h3>
      <p className="text-xs text-slate-600">{RESULT_COPY.tissueNote}</p>
      <div className="mt-2 flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {parts.map((p) =>
          p.pct > 0 ? <div key={p.key} className={tissueStyle[p.key].bar} style={{ width: `${p.pct}%` }} /> : null,
        )}
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {parts.map((p) => (
          <li key={p.key} className="flex items-center gap-2">
            <span className={`h-2.5 w-2.5 rounded-full ${tissueStyle[p.key].bar}`} aria-hidden="true" />
            <span className="text-slate-600">{tissueStyle[p.key].label}</span>
            <span className="font-semibold text-slate-800">{p.pct}%</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** White, low-chroma areas inside the wound the engine flags ("possible exposed bone/tendon — check"). */
export function TissueFlags({ flags }: { flags: TissueFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul className="space-y-1">
      {flags.map((f) => (
        <li
          key={f.code}
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {f.message} ({Math.round(f.share)} % of the bed)
        </li>
      ))}
    </ul>
  );
}

const KIND_LABEL: Record<AdviceItem['kind'], string | null> = {
  urgent: 'Urgent',
  avoid: 'Avoid',
  treatment: null,
  assessment: 'Needs assessment',
};

/** Advice rows the server derived, each with its guideline source. */
export function AdviceList({ advice }: { advice: AdviceItem[] }) {
  return (
    <ol className="mt-2 space-y-3">
      {advice.map((a, i) => (
        <li key={a.id} className="flex gap-3 text-sm text-slate-700">
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-800">
            {i + 1}
          </span>
          <div className="min-w-0">
            <p>
              {KIND_LABEL[a.kind] && (
                <Badge tone={a.kind === 'urgent' ? 'red' : a.kind === 'avoid' ? 'amber' : 'grey'} className="mr-1.5">
                  {KIND_LABEL[a.kind]}
                </Badge>
              )}
              {a.text}
            </p>
            <p className="mt-0.5 text-xs text-slate-500">Source: {a.source}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
