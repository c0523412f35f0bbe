import { useCallback, useEffect, useState } from 'react';
import { ArrowLeft, Plus } from 'lucide-react';
import type { PatientDetailJson } from '@woundcare/api-types';
import { recordApi } from '../../../../lib/record/api.ts';
import { fourWeekInfo, woundSummary } from '../../../../lib/record/labels.ts';
import { formatArea } from '@woundcare/vocabulary';
import { formatDateTime } from '../../../../lib/analysis/rules.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, EmptyState, Notice, PageHeading } from '../../../../components/ui/card.tsx';
import { formatReduction } from './trajectory.ts';
import { WoundForm } from './wound-form.tsx';
import { EditPatientButton } from './edit-patient-dialog.tsx';
import { DeletePatientButton } from './delete-patient-button.tsx';

function AddWoundForm({ patientId, onCreated }: { patientId: string; onCreated: () => void }) {
  return (
    <WoundForm
      label="Add wound"
      submitLabel="Save wound"
      onSubmit={(body) => recordApi.createWound(patientId, body).then(onCreated)}
    />
  );
}

/** One patient: their wounds with site, etiology, latest area, change and 4-week status. */
export function PatientView({
  id,
  onBack,
  onOpenWound,
}: {
  id: string;
  onBack: () => void;
  onOpenWound: (woundId: string) => void;
}) {
  const [data, setData] = useState<PatientDetailJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const load = useCallback(() => {
    recordApi
      .patient(id)
      .then((d) => (setData(d), setError(null)))
      .catch((err: Error) => setError(err.message));
  }, [id]);
  useEffect(load, [load]);

  const p = data?.patient;
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack} className="mb-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All patients
      </Button>
      <PageHeading
        title={p ? p.displayName : 'Patient'}
        description={
          p
            ? [p.identifier ? `MRN ${p.identifier}` : 'No identifier', p.birthDate ? `born ${p.birthDate}` : null]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        actions={
          <>
            {p && <EditPatientButton patient={p} onSaved={load} />}
            {p && <DeletePatientButton patient={p} onDeleted={onBack} />}
            <Button onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add wound
            </Button>
          </>
        }
      />
      {error && <Notice tone="error">Could not load the patient: {error}</Notice>}
      {adding && p && (
        <Card as="section" className="mb-6">
          <h2 className="text-lg font-semibold text-ink">New wound</h2>
          <AddWoundForm
            patientId={p.id}
            onCreated={() => {
              setAdding(false);
              load();
            }}
          />
        </Card>
      )}
      {data && data.wounds.length === 0 && (
        <EmptyState title="No wounds yet">Add a wound, then upload its photos from the Upload tab.</EmptyState>
      )}
      {data && data.wounds.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {data.wounds.map((w) => {
            const fw = fourWeekInfo(w.fourWeek);
            return (
              <Card as="li" key={w.id}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h2 className="text-lg font-semibold text-ink">{w.label}</h2>
                    <p className="text-sm text-slate-600">{woundSummary(w)}</p>
                  </div>
                  <Badge tone={w.status === 'open' ? 'amber' : 'green'}>
                    {w.status === 'open' ? 'Open' : w.status === 'healed' ? 'Healed' : 'Closed'}
                  </Badge>
                </div>
                <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                  <div className="rounded-lg bg-slate-50 px-3 py-2">
                    <dt className="text-xs text-slate-500">Latest area</dt>
                    <dd className="font-semibold text-slate-800">
                      {w.latestArea_cm2 === null ? '—' : formatArea(w.latestArea_cm2)}
                    </dd>
                  </div>
                  <div className="rounded-lg bg-slate-50 px-3 py-2">
                    <dt className="text-xs text-slate-500">Since previous</dt>
                    <dd className="font-semibold text-slate-800">{formatReduction(w.reductionFromPreviousPct)}</dd>
                  </div>
                  <div className="rounded-lg bg-slate-50 px-3 py-2">
                    <dt className="text-xs text-slate-500">4-week check</dt>
                    <dd>
                      <Badge tone={fw.tone}>{fw.label}</Badge>
                    </dd>
                  </div>
                </dl>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
                  <span>
                    {w.assessmentCount} assessment{w.assessmentCount === 1 ? '' : 's'}
                    {w.latestExamDate && ` · last exam ${formatDateTime(w.latestExamDate)}`}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onOpenWound(w.id)}
                    aria-label={`Open ${w.label}`}
                  >
                    Open wound
                  </Button>
                </div>
              </Card>
            );
          })}
        </ul>
      )}
    </div>
  );
}
