import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { PatientJson } from '@woundcare/api-types';
import { deletePatient } from './api/delete-patient.ts';
import { useIsTeamAdmin } from '../profile/api/use-team-role.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { useWorkspace } from '../workspace/workspace-context.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/** The delete dialog's words (workspace catalog messages). */
const copy = {
  open: msg`Delete patient`,
  /** {name} */
  title: msg({ message: 'Delete {name}?' }),
  /** {name} {wounds} {assessments} */
  body: msg({
    message:
      '{name}, with {wounds, plural, one {# wound} other {# wounds}} and {assessments, plural, one {# assessment} other {# assessments}} and their photos, moves to the team’s trash. An owner or admin can restore everything from the trash until it is removed for good.',
  }),
  cancel: msg`Cancel`,
  deleting: msg`Deleting…`,
  confirm: msg`Move to trash`,
};

/**
 * Delete a patient into the team's trash, after a confirmation (owners and admins only: others
 * are not offered it). Their wounds, assessments and photos go with them and come back on restore.
 */
export function DeletePatientButton({ patient, onDeleted }: { patient: PatientJson; onDeleted: () => void }) {
  const ws = useWorkspace();
  const admin = useIsTeamAdmin();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!admin) return null;

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await deletePatient(patient.id);
      setOpen(false);
      // their assessments leave the analysis list too
      ws.refresh();
      onDeleted();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" /> {say(copy.open)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={say(copy.title, { name: patient.displayName })}>
        <p className="text-sm text-slate-600">
          {say(copy.body, {
            name: patient.displayName,
            wounds: patient.woundCount,
            assessments: patient.assessmentCount,
          })}
        </p>
        {error && (
          <div className="mt-3">
            <Notice tone="error">{error}</Notice>
          </div>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {say(copy.cancel)}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void remove()}>
            {busy ? say(copy.deleting) : say(copy.confirm)}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
