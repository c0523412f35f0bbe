import type { AdviceKind, AdviceRow, AssessmentAmendmentJson, PriorityJson } from '@woundcare/api-types';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/analysis/rules.ts';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

/** The words around the stored priority, amendments and advice (which are the server's own words). */
const words = {
  priority: msg`Priority`,
  reasons: msg`Priority reasons`,
  source: msg({ message: 'Source: {source}', comment: 'source: a guideline or rule, e.g. IWGDF 2023' }),
  amendments: msg`Amendments`,
  amended: msg({ message: 'Amended {date} by {by}:', comment: 'date: when; by: the clinician' }),
  why: msg({ message: 'Why: {reason}', comment: 'reason: the amendment’s reason, as written' }),
  advice: msg`Advice`,
} as const;

export const priorityTone = { low: 'green', medium: 'yellow', high: 'red' } as const;

/** The assessment's priority in words (Emergency, Urgent, Soon, Routine) with its reasons and sources. */
export function PriorityBlock({ priority }: { priority: PriorityJson }) {
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {say(words.priority)}
        <Badge tone={priorityTone[priority.level]}>{priority.label}</Badge>
      </p>
      {priority.reasons.length > 0 && (
        <ul className="mt-1 space-y-1 text-sm text-slate-700" aria-label={say(words.reasons)}>
          {priority.reasons.map((r) => (
            <li key={r.id}>
              <span className="first-letter:uppercase">{r.text}</span>
              <span className="block text-xs text-slate-500">{say(words.source, { source: r.source })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A documented visit's amendments: the priority and advice above stay as documented; each line says
 * what a later change (a wound edit, a rules upgrade) would advise now, who made it, when and why.
 */
export function AmendmentList({ amendments }: { amendments: AssessmentAmendmentJson[] | undefined }) {
  if (!amendments?.length) return null;
  return (
    <ul
      className="space-y-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      aria-label={say(words.amendments)}
    >
      {amendments.map((am) => (
        <li key={am.at} className="break-words">
          <span className="font-semibold">{say(words.amended, { date: formatDateTime(am.at), by: am.by })}</span>{' '}
          {am.summary}
          <span className="block text-xs text-amber-800">{say(words.why, { reason: am.reason })}</span>
        </li>
      ))}
    </ul>
  );
}

export const ADVICE_KIND: Record<AdviceKind, { label: MessageDescriptor; tone: 'red' | 'amber' | 'grey' | 'brand' }> = {
  emergency: { label: msg`Emergency`, tone: 'red' },
  urgent: { label: msg`Urgent`, tone: 'red' },
  avoid: { label: msg`Avoid`, tone: 'amber' },
  treatment: { label: msg`Treatment`, tone: 'brand' },
  assessment: { label: msg`Needs assessment`, tone: 'grey' },
};

/** The assessment's advice rows, urgent first as stored, each with its guideline source. */
export function AdviceList({ advice }: { advice: AdviceRow[] }) {
  return (
    <ol className="mt-2 space-y-3" aria-label={say(words.advice)}>
      {advice.map((a, i) => (
        <li key={a.id} className="flex gap-3 text-sm text-slate-700">
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-800">
            {i + 1}
          </span>
          <div className="min-w-0">
            <p>
              <Badge tone={ADVICE_KIND[a.kind].tone} className="mr-1.5">
                {say(ADVICE_KIND[a.kind].label)}
              </Badge>
              {a.text}
            </p>
            <p className="mt-0.5 text-xs text-slate-500">{say(words.source, { source: a.source })}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
