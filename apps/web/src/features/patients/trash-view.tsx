import { useState } from 'react';
import { ArchiveRestore, ArrowLeft, Trash2 } from 'lucide-react';
import type { TrashEntryJson } from '@woundcare/api-types';
import { recordApi, useTrash } from './api/record.ts';
import { formatDateTime } from '../../lib/analysis/rules.ts';
import { useIsTeamAdmin } from '../profile/api/use-team-role.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState, Notice, PageHeading } from '../../components/ui/card.tsx';
import { useWorkspace } from '../workspace/workspace-context.tsx';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function entryTitle(e: TrashEntryJson): string {
  if (e.kind === 'patient') return e.patientName;
  return [e.patientName, e.woundLabel, e.id].filter(Boolean).join(' · ');
}

function entryDetail(e: TrashEntryJson): string {
  const what =
    e.kind === 'patient'
      ? `Patient${e.identifier ? ` (MRN ${e.identifier})` : ''} with ${plural(e.woundCount, 'wound')} and ${plural(e.assessmentCount, 'assessment')}`
      : `Assessment${e.examDate ? ` of ${formatDateTime(e.examDate)}` : ''}`;
  const who = e.deletedBy ? ` by ${e.deletedBy}` : '';
  return `${what} · deleted ${formatDateTime(e.deletedAt)}${who}`;
}

function TrashRow({ entry, onRestored }: { entry: TrashEntryJson; onRestored: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function restore() {
    setBusy(true);
    setError(null);
    try {
      if (entry.kind === 'patient') await recordApi.restorePatient(entry.id);
      else await recordApi.restoreAssessment(entry.id);
      onRestored();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }
  const title = entryTitle(entry);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{title}</p>
        <p className="text-xs text-slate-600">{entryDetail(entry)}</p>
        <p className="text-xs text-slate-500">Removed for good on {formatDateTime(entry.purgeAt)}</p>
        {error && (
          <p role="alert" className="mt-1 text-xs text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() => void restore()}
        aria-label={`Restore ${title}`}
      >
        <ArchiveRestore className="h-4 w-4" aria-hidden="true" /> {busy ? 'Restoring…' : 'Restore'}
      </Button>
    </li>
  );
}

/** The team's trash (owners and admins): deleted patients and assessments, each restorable until the purge. */
export function TrashView({ onBack }: { onBack: () => void }) {
  const ws = useWorkspace();
  const trash = useTrash();
  const error = trash.status === 'error' ? (trash.error instanceof Error ? trash.error.message : 'failed') : null;
  const data = trash.data;
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack} className="mb-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All patients
      </Button>
      <PageHeading
        title="Trash"
        description={
          data
            ? `Deleted patients and assessments stay here for ${plural(data.retentionDays, 'day')}, then their records and photos are removed for good.`
            : 'Deleted patients and assessments, until they are removed for good.'
        }
      />
      {error && <Notice tone="error">Could not load the trash: {error}</Notice>}
      {!error && !data && <p className="text-sm text-slate-500">Loading the trash…</p>}
      {data && data.entries.length === 0 && (
        <EmptyState icon={<Trash2 className="h-6 w-6" aria-hidden="true" />} title="The trash is empty">
          Deleted patients and assessments appear here.
        </EmptyState>
      )}
      {data && data.entries.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {data.entries.map((e) => (
            <TrashRow
              key={`${e.kind}-${e.id}`}
              entry={e}
              onRestored={() => {
                trash.refetch();
                // restored assessments are back in the analysis list
                ws.refresh();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The way into the trash from the patient list, for owners and admins only. */
export function TrashButton({ onOpen }: { onOpen: () => void }) {
  const admin = useIsTeamAdmin();
  if (!admin) return null;
  return (
    <Button variant="secondary" onClick={onOpen}>
      <Trash2 className="h-4 w-4" aria-hidden="true" /> Trash
    </Button>
  );
}
