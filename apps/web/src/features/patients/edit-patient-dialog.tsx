import { useState, type FormEvent } from 'react';
import { PenLine } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { patientLocaleOf, type PatientJson, type PatientSex } from '@woundcare/api-types';
import { firstIssue, patchPatientSchema } from '@woundcare/api-types/requests';
import { updatePatient } from './api/update-patient.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { useWorkspace } from '../workspace/workspace-context.tsx';
import { PatientFields } from './patient-fields.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/** The edit dialog's words (workspace catalog messages). */
const copy = {
  title: msg`Edit patient`,
  cancel: msg`Cancel`,
  saving: msg`Saving…`,
  save: msg`Save changes`,
};

/**
 * Edit a patient's name, identifier (MRN), birth date, sex and preferred language; the server
 * re-labels their assessments.
 */
export function EditPatientButton({ patient, onSaved }: { patient: PatientJson; onSaved: (p: PatientJson) => void }) {
  const ws = useWorkspace();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <PenLine className="h-4 w-4" aria-hidden="true" /> {say(copy.title)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={say(copy.title)}>
        {open && (
          <EditPatientForm
            patient={patient}
            onCancel={() => setOpen(false)}
            onSaved={(p) => {
              setOpen(false);
              // the assessments carry the patient's name: read them again
              ws.refresh();
              onSaved(p);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

export function EditPatientForm({
  patient,
  onSaved,
  onCancel,
}: {
  patient: PatientJson;
  onSaved: (p: PatientJson) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    name: patient.displayName,
    identifier: patient.identifier ?? '',
    birthDate: patient.birthDate ?? '',
    sex: patient.sex ?? '',
    preferredLanguage: patient.preferredLanguage ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      display_name: values.name,
      identifier: values.identifier.trim() || null,
      birth_date: values.birthDate || null,
      sex: (values.sex || null) as PatientSex | null,
      preferred_language: patientLocaleOf(values.preferredLanguage),
    };
    // the server's own schema: what it would refuse is refused here, in its words, before sending
    const invalid = firstIssue(patchPatientSchema, body);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      onSaved(await updatePatient(patient.id, body));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <PatientFields values={values} onChange={setValues} nameClassName="sm:col-span-2" />
      {error && (
        <div className="sm:col-span-2">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel}>
          {say(copy.cancel)}
        </Button>
        <Button type="submit" disabled={busy || values.name.trim() === ''}>
          {busy ? say(copy.saving) : say(copy.save)}
        </Button>
      </div>
    </form>
  );
}
