import { useState } from 'react';
import { CalendarClock, Pill, Stethoscope } from 'lucide-react';
import { severityTone } from '../../../../lib/analysis/colors.ts';
import { capitalize } from '../../../../lib/analysis/rules.ts';
import { Badge, SimulatedBadge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { assessmentTitle } from '../../../../lib/record/labels.ts';
import { PlanActions } from './plan-actions.tsx';
import { Card, Notice, PageHeading } from '../../../../components/ui/card.tsx';
import { ThreadPicker } from '../../components/thread-picker.tsx';

export const FOLLOW_UP_PLACEHOLDER =
  'Scheduling is not connected in this demo: no appointment was booked. Use your clinic’s scheduling system.';

/** Treatment Plans (spec 001 §2): medications, procedures and follow-up of one completed analysis. */
export function TreatmentTab() {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div>
      <PageHeading
        title="Treatment Plans"
        description="The plan derived from a completed analysis. Open the full plan for materials, steps, printing and sharing."
      />
      <ThreadPicker
        emptyTitle="No completed analyses yet"
        emptyText="A treatment plan is derived from a completed analysis."
      >
        {(t) => {
          const plan = t.analysisResult.treatmentPlan;
          return (
            <Card as="section">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold text-ink">Plan for {assessmentTitle(t)}</h2>
                <Badge tone={severityTone(t.analysisResult.severity)}>
                  {capitalize(t.analysisResult.severity)} severity
                </Badge>
                {t.simulated && <SimulatedBadge />}
              </div>
              <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
                <section aria-labelledby="meds-h" className="rounded-lg bg-slate-50 p-4">
                  <h3 id="meds-h" className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                    <Pill className="h-4 w-4 text-brand-700" aria-hidden="true" /> Medications
                  </h3>
                  {plan.medications.length > 0 ? (
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {plan.medications.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className="mt-2 text-sm text-slate-600">No antibiotic or ointment in this plan.</p>
                  )}
                </section>
                <section aria-labelledby="proc-h" className="rounded-lg bg-slate-50 p-4">
                  <h3 id="proc-h" className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                    <Stethoscope className="h-4 w-4 text-brand-700" aria-hidden="true" /> Procedures
                  </h3>
                  <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                    {plan.procedures.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ol>
                </section>
                <section aria-labelledby="fu-h" className="rounded-lg bg-slate-50 p-4">
                  <h3 id="fu-h" className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                    <CalendarClock className="h-4 w-4 text-brand-700" aria-hidden="true" /> Follow-up schedule
                  </h3>
                  <p className="mt-2 text-sm text-slate-700">{plan.followUp}</p>
                </section>
              </div>
              <div className="mt-5 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
                <PlanActions thread={t} />
                <Button variant="secondary" onClick={() => setNotice(FOLLOW_UP_PLACEHOLDER)}>
                  Schedule Follow-up
                </Button>
              </div>
              {notice && (
                <div className="mt-3">
                  <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>
                </div>
              )}
            </Card>
          );
        }}
      </ThreadPicker>
    </div>
  );
}
