import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ETIOLOGY_LABELS, type AdviceKind, type AdviceRow, type Etiology } from '@woundcare/api-types';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';

const KIND: Record<AdviceKind, { label: MessageDescriptor; tone: 'red' | 'amber' | 'grey' | 'brand' }> = {
  emergency: { label: msg`Emergency`, tone: 'red' },
  urgent: { label: msg`Urgent`, tone: 'red' },
  avoid: { label: msg`Avoid`, tone: 'amber' },
  treatment: { label: msg`Treatment`, tone: 'brand' },
  assessment: { label: msg`Needs assessment`, tone: 'grey' },
};

/** The card's words (workspace catalog messages); the advice rows themselves are the server's. */
const copy = {
  title: msg`Advice the plan is built from`,
  /** {etiology} */
  cause: msg({ message: 'Wound cause on record: {etiology}.', comment: 'etiology: e.g. venous leg ulcer' }),
  noCause: msg`The wound’s cause (etiology) is not recorded: advice that depends on it says “needs assessment”.`,
  /** {source} */
  source: msg({ message: 'Source: {source}', comment: 'source: a guideline, e.g. NICE CG179' }),
};

/** The assessment's advice rows the plan is built from, each with its guideline source. */
export function AdviceCard({ advice, etiology }: { advice: AdviceRow[]; etiology: Etiology }) {
  if (advice.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="advice-h" className="break-inside-avoid">
      <h2 id="advice-h" className="text-lg font-semibold text-ink">
        {say(copy.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {etiology !== 'unknown'
          ? say(copy.cause, { etiology: ETIOLOGY_LABELS[etiology].toLowerCase() })
          : say(copy.noCause)}
      </p>
      <ol className="mt-3 space-y-3">
        {advice.map((a) => (
          <li key={a.id} className="text-sm text-slate-700">
            <p>
              <Badge tone={KIND[a.kind].tone} className="mr-1.5">
                {say(KIND[a.kind].label)}
              </Badge>
              {a.text}
            </p>
            <p className="mt-0.5 text-xs text-slate-500">{say(copy.source, { source: a.source })}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
