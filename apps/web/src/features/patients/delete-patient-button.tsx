import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { PatientJson } from '@woundcare/api-types';
import { recordApi } from './api/record.ts';
import { useIsTeamAdmin } from '../profile/api/use-team-role.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { useWorkspace } from '../workspace/workspace-context.tsx';

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
      await recordApi.deletePatient(patient.id);
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

  const counts = `${patient.woundCount} wound${patient.woundCount === 1 ? '' : 's'} and ${patient.assessmentCount} assessment${patient.assessmentCount === 1 ? '' : 's'}`;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete patient
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Delete ${patient.displayName}?`}>
        <p className="text-sm text-slate-600">
          {patient.displayName}, with {counts} and their photos, moves to the team’s trash. An owner or admin can
          restore everything from the trash until it is removed for good.
        </p>
        {error && (
          <div className="mt-3">
            <Notice tone="error">{error}</Notice>
          </div>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void remove()}>
            {busy ? 'Deleting…' : 'Move to trash'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
