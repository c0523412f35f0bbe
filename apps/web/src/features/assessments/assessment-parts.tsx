import { Info, TriangleAlert } from 'lucide-react';
import { OUTLINE_NOT_VALIDATED } from '@woundcare/api-types/site';
import type { AssessmentFlag, TissueJson } from '@woundcare/api-types';
import { tissuePercents } from './measurement.ts';
import type { MessageDescriptor } from '@lingui/core';
import { RESULT_COPY } from './copy.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

type Shares = NonNullable<TissueJson['colourShares']>;

const tissueStyle: Record<keyof Shares, { label: MessageDescriptor; bar: string }> = {
  granulation: { label: RESULT_COPY.tissue.granulation, bar: 'bg-red-500' },
  slough: { label: RESULT_COPY.tissue.slough, bar: 'bg-yellow-400' },
  necrotic: { label: RESULT_COPY.tissue.necrotic, bar: 'bg-slate-900' },
  epithelial: { label: RESULT_COPY.tissue.epithelial, bar: 'bg-pink-300' },
};

/** Colour shares of the bed as a stacked bar with a legend that carries the numbers — a hint, never an alarm. */
export function TissueBar({ tissue }: { tissue: TissueJson }) {
  if (!tissue.colourShares) return null;
  const parts = tissuePercents(tissue.colourShares);
  return (
    <section aria-labelledby="tissue-h">
      <h3 id="tissue-h" className="text-sm font-semibold text-slate-800">
        {say(RESULT_COPY.tissueTitle)}
      </h3>
      <p className="text-xs text-slate-600">{say(RESULT_COPY.tissueNote)}</p>
      <div className="mt-2 flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {parts.map((p) =>
          p.pct > 0 ? <div key={p.key} className={tissueStyle[p.key].bar} style={{ width: `${p.pct}%` }} /> : null,
        )}
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {parts.map((p) => (
          <li key={p.key} className="flex items-center gap-2">
            <span className={`h-2.5 w-2.5 rounded-full ${tissueStyle[p.key].bar}`} aria-hidden="true" />
            <span className="text-slate-600">{say(tissueStyle[p.key].label)}</span>
            <span className="font-semibold text-slate-800">{p.pct}%</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">{tissue.text}</p>
    </section>
  );
}

/**
 * The assessment's flags. "Outline not validated" in the one shared wording, the outline review
 * and possible exposed structures as warnings, colour readings as hints.
 */
export function AssessmentFlags({ flags }: { flags: AssessmentFlag[] }) {
  const shown = flags.filter((f) => f.code !== 'not_calibrated' && f.code !== 'no_wound_found');
  if (shown.length === 0) return null;
  return (
    <ul className="space-y-1" aria-label={say(RESULT_COPY.flags)}>
      {shown.map((f) =>
        f.code === 'colour_hint' ? (
          <li key={f.code} className="flex gap-2 px-1 text-xs text-slate-600">
            <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-semibold">{say(RESULT_COPY.hint)} </span>
              {f.text}
            </span>
          </li>
        ) : (
          <li
            key={f.code}
            className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              {f.code === 'outline_not_validated' ? (
                <>
                  <strong className="first-letter:uppercase">{OUTLINE_NOT_VALIDATED}</strong>
                  {f.text.toLowerCase().startsWith(OUTLINE_NOT_VALIDATED.toLowerCase())
                    ? f.text.slice(OUTLINE_NOT_VALIDATED.length)
                    : ` — ${f.text}`}
                </>
              ) : (
                f.text
              )}
            </span>
          </li>
        ),
      )}
    </ul>
  );
}
