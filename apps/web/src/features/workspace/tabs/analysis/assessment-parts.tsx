import { CircleCheck, CircleMinus } from 'lucide-react';
import type { InfectionSign, TissueShares } from '../../../../lib/analysis/types.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { tissuePercents } from './measurement.ts';

const tissueStyle: Record<keyof TissueShares, { label: string; bar: string }> = {
  granulation: { label: 'Granulation', bar: 'bg-red-500' },
  slough: { label: 'Slough', bar: 'bg-yellow-400' },
  necrotic: { label: 'Necrotic', bar: 'bg-slate-900' },
  epithelial: { label: 'Epithelial', bar: 'bg-pink-300' },
};

/** Tissue composition as a stacked bar with a legend that carries the numbers (text alternative). */
export function TissueBar({ tissue }: { tissue: TissueShares }) {
  const parts = tissuePercents(tissue);
  return (
    <section aria-labelledby="tissue-h">
      <h3 id="tissue-h" className="text-sm font-semibold text-slate-800">
        Tissue composition
      </h3>
      <div className="mt-2 flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {parts.map((p) => (p.pct > 0 ? <div key={p.key} className={tissueStyle[p.key].bar} style={{ width: `${p.pct}%` }} /> : null))}
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

/** A clinician sign that was not reported at upload: listed once, compactly, not as evidence. */
export function isUnreported(s: InfectionSign): boolean {
  return s.source === 'clinician' && !s.present && (s.value === null || s.value === undefined);
}

function SignRow({ s }: { s: InfectionSign }) {
  return (
    <li className="flex items-start gap-3 px-3 py-2">
      {s.present ? (
        <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-label="Present" role="img" />
      ) : (
        <CircleMinus className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-label="Absent" role="img" />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
          {s.label}
          <Badge tone={s.source === 'image' ? 'blue' : 'brand'}>{s.source === 'image' ? 'From image' : 'Clinician'}</Badge>
        </p>
        {s.evidence && <p className="text-xs text-slate-600">{s.evidence}</p>}
      </div>
    </li>
  );
}

/** Infection signs with where each came from (image or clinician) and the evidence. */
export function InfectionSigns({ signs }: { signs: InfectionSign[] }) {
  if (signs.length === 0) return null;
  const shown = signs.filter((s) => !isUnreported(s));
  const unreported = signs.filter(isUnreported);
  return (
    <section aria-labelledby="signs-h" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="signs-h" className="text-sm font-semibold text-slate-800">
        Infection signs
      </h3>
      <ul className="mt-2 grid grid-cols-1 divide-y divide-slate-100 rounded-lg border border-slate-200 md:grid-cols-2 md:divide-y-0 [&>li]:border-slate-100 md:[&>li]:border-b">
        {shown.map((s) => (
          <SignRow key={`${s.source}-${s.id}`} s={s} />
        ))}
      </ul>
      {unreported.length > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          <span className="font-semibold">Not reported at the bedside (counted as absent):</span> {unreported.map((s) => s.label).join('; ')}. Tick observed signs when you upload.
        </p>
      )}
    </section>
  );
}
