import { useEffect, useState } from 'react';
import { Stethoscope, TrendingDown, UserPlus } from 'lucide-react';
import { analysisApi } from '../../../../lib/analysis/api.ts';
import type { PatientSummary } from '../../../../lib/analysis/types.ts';
import { formatDateTime, isOpenable } from '../../../../lib/analysis/rules.ts';
import { Badge, SimulatedBadge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, EmptyState, Notice, PageHeading } from '../../../../components/ui/card.tsx';
import { useWorkspace } from '../../workspace-context.tsx';
import { ThreadStatusIcon } from '../../components/thread-status-icon.tsx';
import { TrajectoryChart } from './trajectory-chart.tsx';
import { formatReduction, fourWeekFlagInfo, SHEEHAN_CITATION } from './trajectory.ts';

export const CARE_ACTION_PLACEHOLDER = 'Care actions are not connected in this demo: nothing was scheduled or sent.';

function PatientCard({ summary }: { summary: PatientSummary }) {
  const ws = useWorkspace();
  const flag = fourWeekFlagInfo(summary.fourWeek);
  const name = summary.patientName;
  return (
    <Card as="li">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{name}</h2>
        <span className="text-sm text-slate-500">
          {summary.threadCount} analys{summary.threadCount === 1 ? 'is' : 'es'}
          {summary.simulatedCount > 0 && ` · ${summary.simulatedCount} simulated (not charted)`}
        </span>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-label={`Healing trajectory of ${name}`}>
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800">
            <TrendingDown className="h-4 w-4 text-brand-700" aria-hidden="true" /> Healing trajectory
          </h3>
          <TrajectoryChart name={name} measurements={summary.measurements} />
        </section>
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-2">
            <div className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-500">Since first photo</dt>
              <dd className="font-semibold text-slate-800">{formatReduction(summary.reductionSinceFirstPct)}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-500">Since previous photo</dt>
              <dd className="font-semibold text-slate-800">{formatReduction(summary.reductionSincePreviousPct)}</dd>
            </div>
          </dl>
          {flag && (
            <div className="rounded-lg border border-slate-200 p-3">
              <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                4-week check <Badge tone={flag.tone}>{flag.label}</Badge>
              </p>
              <p className="mt-1 text-sm text-slate-600">{flag.text}</p>
              <p className="mt-1 text-xs text-slate-500">
                <cite className="not-italic">{SHEEHAN_CITATION}</cite>
              </p>
            </div>
          )}
          <ul className="space-y-1.5">
            {summary.threads.map((t) => (
              <li key={t.id} className="flex items-center gap-2 text-sm">
                <ThreadStatusIcon status={t.status} className="h-4 w-4" />
                {isOpenable(t) ? (
                  <button type="button" onClick={() => ws.open(t.id, 'analysis')} className="font-medium text-brand-700 hover:underline">
                    {formatDateTime(t.uploadedAt)}
                  </button>
                ) : (
                  <span className="text-slate-700">{formatDateTime(t.uploadedAt)}</span>
                )}
                {t.simulated && <SimulatedBadge />}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}

/** Patient Management: analyses grouped by patient, with the healing trajectory of each. */
export function PatientsTab() {
  const ws = useWorkspace();
  const [patients, setPatients] = useState<PatientSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Re-read the summaries whenever the set of completed analyses changes.
  const completedKey = ws.threads
    .filter(isOpenable)
    .map((t) => `${t.id}:${t.analysisResult.area_cm2}`)
    .join(',');
  useEffect(() => {
    let alive = true;
    analysisApi
      .patients()
      .then((p) => alive && setPatients(p))
      .catch((err: Error) => alive && setError(err.message));
    return () => {
      alive = false;
    };
  }, [completedKey]);

  const selected = ws.selected;
  return (
    <div>
      <PageHeading
        title="Patient Management"
        description="Your analyses grouped by patient name, with the wound area over time."
        actions={
          <Button onClick={() => ws.goTo('upload')}>
            <UserPlus className="h-4 w-4" aria-hidden="true" /> Add New Patient
          </Button>
        }
      />
      {selected && (
        <Card as="section" className="mb-6">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Selected analysis</h2>
          <p className="mt-1 text-lg font-semibold text-ink">{selected.patientName}</p>
          <p className="text-sm text-slate-600">
            {formatDateTime(selected.uploadedAt)} · {selected.id} · priority {selected.priority}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {['Schedule visit', 'Message care team', 'Order supplies'].map((a) => (
              <Button key={a} variant="secondary" size="sm" onClick={() => setNotice(`${a}: ${CARE_ACTION_PLACEHOLDER}`)}>
                <Stethoscope className="h-4 w-4" aria-hidden="true" /> {a}
              </Button>
            ))}
          </div>
          {notice && (
            <div className="mt-3">
              <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>
            </div>
          )}
        </Card>
      )}
      {error && <Notice tone="error">Could not load patients: {error}</Notice>}
      {!error && patients === null && <p className="text-sm text-slate-500">Loading patients…</p>}
      {patients && patients.length === 0 && <EmptyState title="No patients yet">Patients appear here after their first analysis.</EmptyState>}
      {patients && patients.length > 0 && (
        <ul className="space-y-6">
          {patients.map((p) => (
            <PatientCard key={p.key} summary={p} />
          ))}
        </ul>
      )}
    </div>
  );
}
