import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Search, UserPlus } from 'lucide-react';
import type { PatientJson } from '@woundcare/api-types';
import { createPatientSchema, firstIssue } from '@woundcare/api-types/requests';
import { createPatient } from './api/create-patient.ts';
import { usePatientSearch } from './api/list-patients.ts';
import { formatDateTime } from '../../lib/analysis/rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PatientFields } from './patient-fields.tsx';
import { Card, EmptyState, Notice, PageHeading } from '../../components/ui/card.tsx';
import { paths } from '../../lib/paths.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { useWorkspace } from '../workspace/workspace-context.tsx';
import { TrashButton, TrashView } from './trash-view.tsx';
import { RecordFlags } from './record-flags.tsx';
import { patientListCopy as copy } from './patient-list-copy.ts';

/** Typing in the search box asks the server once the typing pauses this long. */
const SEARCH_DELAY_MS = 150;

function AddPatientForm({ onCreated, onCancel }: { onCreated: (p: PatientJson) => void; onCancel: () => void }) {
  const [values, setValues] = useState({ name: '', identifier: '', birthDate: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      display_name: values.name,
      identifier: values.identifier || null,
      birth_date: values.birthDate || null,
    };
    // the server's own schema: what it would refuse is refused here, in its words, before sending
    const invalid = firstIssue(createPatientSchema, body);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      onCreated(await createPatient(body));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card as="section" className="mb-6">
      <h2 className="text-lg font-semibold text-ink">{say(copy.add)}</h2>
      <form onSubmit={submit} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <PatientFields values={values} onChange={setValues} />
        {error && (
          <div className="sm:col-span-3">
            <Notice tone="error">{error}</Notice>
          </div>
        )}
        <div className="flex gap-2 sm:col-span-3">
          <Button type="submit" disabled={busy || values.name.trim() === ''}>
            {busy ? say(copy.saving) : say(copy.save)}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {say(copy.cancel)}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Patient Management (docs/spec-notes.md#tab-contents): the patient list (or, for admins, the trash); each patient opens at its own address. */
export function PatientsTab() {
  const [trash, setTrash] = useState(false);
  if (trash) return <TrashView onBack={() => setTrash(false)} />;
  return <PatientList onOpenTrash={() => setTrash(true)} />;
}

function PatientList({ onOpenTrash }: { onOpenTrash: () => void }) {
  const ws = useWorkspace();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [adding, setAdding] = useState(false);
  // re-read when analyses complete (counts and latest exam dates change)
  const completed = ws.assessments.filter((t) => t.status === 'completed').length;
  const search = q.trim();
  // the list of the last search stays while the next loads; typing waits SEARCH_DELAY_MS for a pause
  const list = usePatientSearch(search, completed, SEARCH_DELAY_MS);
  const patients = list.data ?? null;
  const error =
    list.status === 'error' ? (list.error instanceof Error ? list.error.message : String(list.error)) : null;

  return (
    <div>
      <PageHeading
        title={say(copy.title)}
        description={say(copy.description)}
        actions={
          <>
            <TrashButton onOpen={onOpenTrash} />
            <Button onClick={() => setAdding(true)}>
              <UserPlus className="h-4 w-4" aria-hidden="true" /> {say(copy.add)}
            </Button>
          </>
        }
      />
      {adding && (
        <AddPatientForm
          onCancel={() => setAdding(false)}
          onCreated={(p) => void navigate(paths.workspace.patient(p.id))}
        />
      )}
      <div className="relative mb-4 max-w-md">
        <Search
          className="pointer-events-none absolute left-3 top-[2.15rem] h-4 w-4 text-slate-400"
          aria-hidden="true"
        />
        <TextField
          label={say(copy.search)}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={say(copy.searchPlaceholder)}
          className="[&_input]:pl-9"
        />
      </div>
      {error && <Notice tone="error">{say(copy.loadFailed, { message: error })}</Notice>}
      {!error && patients === null && <p className="text-sm text-slate-500">{say(copy.loading)}</p>}
      {patients && patients.length === 0 && (
        <EmptyState title={q ? say(copy.noMatch) : say(copy.none)}>
          {q ? say(copy.noMatchHint) : say(copy.noneHint)}
        </EmptyState>
      )}
      {patients && patients.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {patients.map((p) => (
            <li key={p.id}>
              <Link
                to={paths.workspace.patient(p.id)}
                className="flex w-full flex-wrap items-center justify-between gap-2 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {p.displayName}
                    <RecordFlags assessments={ws.assessments} patientId={p.id} />
                  </span>
                  <span className="block text-xs text-slate-500">
                    {p.identifier ? say(copy.mrn, { identifier: p.identifier }) : say(copy.noIdentifier)}
                  </span>
                </span>
                <span className="text-sm text-slate-600">
                  {p.latestExamDate
                    ? say(copy.countsLast, {
                        wounds: p.woundCount,
                        assessments: p.assessmentCount,
                        date: formatDateTime(p.latestExamDate),
                      })
                    : say(copy.counts, { wounds: p.woundCount, assessments: p.assessmentCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
