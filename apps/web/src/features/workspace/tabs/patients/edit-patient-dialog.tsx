import { useState, type FormEvent } from 'react';
import { PenLine } from 'lucide-react';
import { PATIENT_SEXES, type PatientJson, type PatientSex } from '@woundcare/api-types';
import { firstIssue, patchPatientSchema } from '@woundcare/api-types/requests';
import { recordApi } from '../../../../lib/record/api.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { Notice } from '../../../../components/ui/card.tsx';
import { useWorkspace } from '../../workspace-context.tsx';

const SEX_LABELS: Record<PatientSex, string> = { female: 'Female', male: 'Male', other: 'Other', unknown: 'Unknown' };
const SEX_OPTIONS = [
  { value: '', label: 'Not recorded' },
  ...PATIENT_SEXES.map((s) => ({ value: s, label: SEX_LABELS[s] })),
];

/** Edit a patient's name, identifier (MRN), birth date and sex; the server re-labels their assessments. */
export function EditPatientButton({ patient, onSaved }: { patient: PatientJson; onSaved: (p: PatientJson) => void }) {
  const ws = useWorkspace();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <PenLine className="h-4 w-4" aria-hidden="true" /> Edit patient
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit patient">
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
  const [name, setName] = useState(patient.displayName);
  const [identifier, setIdentifier] = useState(patient.identifier ?? '');
  const [birthDate, setBirthDate] = useState(patient.birthDate ?? '');
  const [sex, setSex] = useState<string>(patient.sex ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      display_name: name,
      identifier: identifier.trim() || null,
      birth_date: birthDate || null,
      sex: (sex || null) as PatientSex | null,
    };
    // the server's own schema: what it would refuse is refused here, in its words, before sending
    const invalid = firstIssue(patchPatientSchema, body);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      onSaved(await recordApi.updatePatient(patient.id, body));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <TextField
        label="Name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={120}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField
        label="Identifier (MRN)"
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
        maxLength={64}
        autoComplete="off"
        hint="Optional; unique among your patients."
      />
      <TextField label="Birth date" type="date" value={birthDate} onChange={(e) => setBirthDate(e.target.value)} />
      <SelectField label="Sex" value={sex} onChange={(e) => setSex(e.target.value)} options={SEX_OPTIONS} />
      {error && (
        <div className="sm:col-span-2">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || name.trim() === ''}>
          {busy ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
