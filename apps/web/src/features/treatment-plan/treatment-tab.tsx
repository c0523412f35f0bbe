import type { ReactNode } from 'react';
import { AlertTriangle, CalendarClock, ClipboardList, Package, ShieldAlert } from 'lucide-react';
import type { PlanItem } from '@woundcare/api-types';
import { Badge, SimulatedBadge } from '../../components/ui/badge.tsx';
import { assessmentTitle } from '../../lib/record/labels.ts';
import { PlanActions } from './plan-actions.tsx';
import { PlanFollowUp } from './plan-follow-up.tsx';
import { Card, PageHeading } from '../../components/ui/card.tsx';
import { AssessmentPicker } from '../workspace/components/assessment-picker.tsx';
import { AssessmentNotAvailable } from '../workspace/components/assessment-not-available.tsx';
import { AdviceList, priorityTone } from '../workspace/components/assessment-summary.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { planCopy as copy } from './plan-copy.ts';

function Section({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: typeof Package;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-slate-50 p-4">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <Icon className="h-4 w-4 text-brand-700" aria-hidden="true" /> {title}
      </h3>
      {children}
    </section>
  );
}

const items = (list: (PlanItem | string)[], ordered = false) => {
  const Tag = ordered ? 'ol' : 'ul';
  return list.length === 0 ? (
    <p className="mt-2 text-sm text-slate-600">{say(copy.none)}</p>
  ) : (
    <Tag className={`mt-2 space-y-1 pl-5 text-sm text-slate-700 ${ordered ? 'list-decimal' : 'list-disc'}`}>
      {list.map((i) => {
        const text = typeof i === 'string' ? i : i.text;
        return <li key={text}>{text}</li>;
      })}
    </Tag>
  );
};

/**
 * Treatment Plans (docs/spec-notes.md#tab-contents): the plan of one completed analysis as its stored assessment
 * has it — materials, steps, precautions, when to seek help, follow-up — and the advice rows the
 * plan is built from, so the two cannot disagree.
 */
export function TreatmentTab() {
  return (
    <div>
      <PageHeading title={say(copy.tabTitle)} description={say(copy.tabDescription)} />
      <AssessmentPicker emptyTitle={say(copy.tabEmpty)} emptyText={say(copy.tabEmptyText)}>
        {(t) => {
          const a = t.clinical;
          if (!a) return <AssessmentNotAvailable />;
          const plan = a.plan;
          return (
            <Card as="section" aria-label={say(copy.planFor, { assessment: assessmentTitle(t) })}>
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold text-ink">{plan.name}</h2>
                <Badge tone={priorityTone[a.priority.level]}>{a.priority.label}</Badge>
                <Badge tone={plan.selfTreatable ? 'green' : 'grey'}>
                  {plan.selfTreatable ? say(copy.tabSelfTreatableYes) : say(copy.tabSelfTreatableNo)}
                </Badge>
                {t.simulated && <SimulatedBadge />}
              </div>
              <p className="mt-1 text-sm text-slate-600">{assessmentTitle(t)}</p>
              <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
                <Section id="mat-h" title={say(copy.materials)} icon={Package}>
                  {items(plan.materials)}
                </Section>
                <Section id="steps-h" title={say(copy.steps)} icon={ClipboardList}>
                  {items(plan.steps, true)}
                </Section>
                <Section id="fu-h" title={say(copy.followUp)} icon={CalendarClock}>
                  <p className="mt-2 text-sm text-slate-700">{plan.followUp}</p>
                </Section>
                <Section id="prec-h" title={say(copy.precautions)} icon={ShieldAlert}>
                  {items(plan.precautions)}
                </Section>
                <Section id="help-h" title={say(copy.seekHelp)} icon={AlertTriangle}>
                  {items(plan.whenToSeekHelp)}
                </Section>
              </div>
              <section aria-labelledby="plan-advice-h" className="mt-4">
                <h3 id="plan-advice-h" className="text-sm font-semibold text-slate-800">
                  {say(copy.adviceTitle)}
                </h3>
                <AdviceList advice={a.advice} />
              </section>
              <p className="mt-3 text-xs text-slate-500">{plan.disclaimer}</p>
              <div className="mt-5 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
                <PlanActions assessment={t} />
                <PlanFollowUp woundId={t.woundId} />
              </div>
            </Card>
          );
        }}
      </AssessmentPicker>
    </div>
  );
}
