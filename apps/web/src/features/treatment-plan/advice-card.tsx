import type { AdviceItem } from '@woundcare/api-types';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';

const KIND: Record<AdviceItem['kind'], { label: string; tone: 'red' | 'amber' | 'grey' | 'brand' }> = {
  urgent: { label: 'Urgent', tone: 'red' },
  avoid: { label: 'Avoid', tone: 'amber' },
  treatment: { label: 'Treatment', tone: 'brand' },
  assessment: { label: 'Needs assessment', tone: 'grey' },
};

/** The server's advice for this wound by etiology and findings, each item with its guideline source. */
export function AdviceCard({ advice, etiology }: { advice: AdviceItem[]; etiology: string | undefined }) {
  if (advice.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="advice-h">
      <h2 id="advice-h" className="text-lg font-semibold text-ink">
        Advice by etiology and findings
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {etiology && etiology !== 'unknown'
          ? `Wound cause on record: ${etiology.replace(/_/g, ' ')}.`
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
