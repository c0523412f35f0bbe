import { ETIOLOGY_LABELS, type AdviceKind, type AdviceRow, type Etiology } from '@woundcare/api-types';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';

const KIND: Record<AdviceKind, { label: string; tone: 'red' | 'amber' | 'grey' | 'brand' }> = {
  emergency: { label: 'Emergency', tone: 'red' },
  urgent: { label: 'Urgent', tone: 'red' },
  avoid: { label: 'Avoid', tone: 'amber' },
  treatment: { label: 'Treatment', tone: 'brand' },
  assessment: { label: 'Needs assessment', tone: 'grey' },
};

/** The assessment's advice rows the plan is built from, each with its guideline source. */
export function AdviceCard({ advice, etiology }: { advice: AdviceRow[]; etiology: Etiology }) {
  if (advice.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="advice-h" className="break-inside-avoid">
      <h2 id="advice-h" className="text-lg font-semibold text-ink">
        Advice the plan is built from
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {etiology !== 'unknown'
          ? `Wound cause on record: ${ETIOLOGY_LABELS[etiology].toLowerCase()}.`
          : 'The wound’s cause (etiology) is not recorded: advice that depends on it says “needs assessment”.'}
      </p>
      <ol className="mt-3 space-y-3">
        {advice.map((a) => (
          <li key={a.id} className="text-sm text-slate-700">
            <p>
              <Badge tone={KIND[a.kind].tone} className="mr-1.5">
                {KIND[a.kind].label}
              </Badge>
              {a.text}
            </p>
            <p className="mt-0.5 text-xs text-slate-500">Source: {a.source}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
