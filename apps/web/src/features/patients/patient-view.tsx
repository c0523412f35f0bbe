import { useNavigate } from 'react-router';
import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { createWound } from './api/create-wound.ts';
import { paths } from '../../lib/paths.ts';
import { fourWeekInfo, woundSummary } from '../../lib/record/labels.ts';
import { formatArea } from '@woundcare/vocabulary';
import { formatDateTime } from '../../lib/analysis/rules.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card, EmptyState, Notice, PageHeading } from '../../components/ui/card.tsx';
import { formatReduction } from './trajectory.ts';
import { WoundForm } from './wound-form.tsx';
import { EditPatientButton } from './edit-patient-dialog.tsx';
import { DeletePatientButton } from './delete-patient-button.tsx';
import { usePatient } from './api/get-patient.ts';
import { errorText, isNotFound } from './api/shared.ts';
import { useWorkspace } from '../workspace/workspace-context.tsx';
import { RecordFlags } from './record-flags.tsx';
import { RecordNotFound } from '../workspace/components/record-not-found.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { patientCopy as copy, STATUS_WORDS } from './patient-copy.ts';

function AddWoundForm({ patientId, onCreated }: { patientId: string; onCreated: () => void }) {
  return (
    <WoundForm
      label={say(copy.addWound)}
      submitLabel={say(copy.saveWound)}
      onSubmit={(body) => createWound(patientId, body).then(onCreated)}
    />
  );
}

/** One patient (/demo/patients/:id): their wounds with site, etiology, latest area, change and 4-week status. */
export function PatientView({ id }: { id: string }) {
  const ws = useWorkspace();
  const navigate = useNavigate();
  const query = usePatient(id);
  const data = query.data ?? null;
  const load = query.refetch;
  const error = query.status === 'error' ? errorText(query.error) : null;
  const [adding, setAdding] = useState(false);

  if (query.status === 'error' && isNotFound(query.error))
    return (
      <RecordNotFound
        title={say(copy.notFound)}
        text={say(copy.notFoundText)}
        back={{ to: paths.workspace.patients, label: say(copy.allPatients) }}
      />
    );
  const p = data?.patient;
  return (
    <div>
      <Link to={paths.workspace.patients} className={buttonClass('ghost', 'sm', 'mb-2')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {say(copy.allPatients)}
      </Link>
      <PageHeading
        title={p ? p.displayName : say(copy.patient)}
        description={
          p
            ? [
                p.identifier ? say(copy.mrn, { identifier: p.identifier }) : say(copy.noIdentifier),
                p.birthDate ? say(copy.born, { date: p.birthDate }) : null,
              ]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        actions={
          <>
            {p && <EditPatientButton patient={p} onSaved={load} />}
            {p && <DeletePatientButton patient={p} onDeleted={() => void navigate(paths.workspace.patients)} />}
            <Button onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
              <Plus className="h-4 w-4" aria-hidden="true" /> {say(copy.addWound)}
            </Button>
          </>
        }
      />
      {error && <Notice tone="error">{say(copy.loadFailed, { message: error })}</Notice>}
      {adding && p && (
        <Card as="section" className="mb-6">
          <h2 className="text-lg font-semibold text-ink">{say(copy.newWound)}</h2>
          <AddWoundForm
            patientId={p.id}
            onCreated={() => {
              setAdding(false);
              load();
            }}
          />
        </Card>
      )}
      {data && data.wounds.length === 0 && <EmptyState title={say(copy.noWounds)}>{say(copy.noWoundsHint)}</EmptyState>}
      {data && data.wounds.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {data.wounds.map((w) => {
            const fw = fourWeekInfo(w.fourWeek);
            return (
              <Card as="li" key={w.id}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
                      {w.label}
                      <RecordFlags assessments={ws.assessments} woundId={w.id} />
                    </h2>
                    <p className="text-sm text-slate-600">{woundSummary(w)}</p>
                  </div>
                  <Badge tone={w.status === 'open' ? 'amber' : 'green'}>{say(STATUS_WORDS[w.status])}</Badge>
                </div>
                <dl className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-2 text-sm">
                  <div className="rounded-lg bg-slate-50 px-3 py-2">
                    <dt className="text-xs text-slate-500">{say(copy.latestArea)}</dt>
                    <dd className="font-semibold text-slate-800">
                      {w.latestArea_cm2 === null ? '—' : formatArea(w.latestArea_cm2)}
                    </dd>
                  </div>
                  <div className="rounded-lg bg-slate-50 px-3 py-2">
                    <dt className="text-xs text-slate-500">{say(copy.sincePrevious)}</dt>
                    <dd className="font-semibold text-slate-800">{formatReduction(w.reductionFromPreviousPct)}</dd>
                  </div>
                  <div className="rounded-lg bg-slate-50 px-3 py-2">
                    <dt className="text-xs text-slate-500">{say(copy.fourWeek)}</dt>
                    <dd>
                      <Badge tone={fw.tone} wrap>
                        {fw.label}
                      </Badge>
                    </dd>
                  </div>
                </dl>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
                  <span>
                    {w.latestExamDate
                      ? say(copy.assessmentsLast, {
                          count: w.assessmentCount,
                          date: formatDateTime(w.latestExamDate),
                        })
                      : say(copy.assessments, { count: w.assessmentCount })}
                  </span>
                  <span className="flex flex-wrap gap-2">
                    <Link
                      to={paths.workspace.upload(w.id)}
                      className={buttonClass('secondary', 'sm')}
                      aria-label={say(copy.addPhotoLabel, { wound: w.label })}
                    >
                      {say(copy.addPhoto)}
                    </Link>
                    <Link
                      to={paths.workspace.wound(w.id)}
                      className={buttonClass('secondary', 'sm')}
                      aria-label={say(copy.openWoundLabel, { wound: w.label })}
                    >
                      {say(copy.openWound)}
                    </Link>
                  </span>
                </div>
              </Card>
            );
          })}
        </ul>
      )}
    </div>
  );
}
