import { useState } from 'react';
import { ArchiveRestore, ArrowLeft, Trash2 } from 'lucide-react';
import type { TrashEntryJson } from '@woundcare/api-types';
import { useTrash } from './api/list-trash.ts';
import { restoreAssessment } from './api/restore-assessment.ts';
import { restorePatient } from './api/restore-patient.ts';
import { formatDateTime } from '../../lib/analysis/rules.ts';
import { useIsTeamAdmin } from '../profile/api/use-team-role.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState, Notice, PageHeading } from '../../components/ui/card.tsx';
import { useWorkspace } from '../workspace/workspace-context.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { trashCopy as copy } from './trash-copy.ts';

function entryTitle(e: TrashEntryJson): string {
  if (e.kind === 'patient') return e.patientName;
  return [e.patientName, e.woundLabel, e.id].filter(Boolean).join(' · ');
}

function entryDetail(e: TrashEntryJson): string {
  const what =
    e.kind === 'patient'
      ? e.identifier
        ? say(copy.patientMrn, { identifier: e.identifier, wounds: e.woundCount, assessments: e.assessmentCount })
        : say(copy.patient, { wounds: e.woundCount, assessments: e.assessmentCount })
      : e.examDate
        ? say(copy.assessmentOf, { date: formatDateTime(e.examDate) })
        : say(copy.assessment);
  const date = formatDateTime(e.deletedAt);
  const deleted = e.deletedBy ? say(copy.deletedBy, { date, name: e.deletedBy }) : say(copy.deleted, { date });
  return `${what} · ${deleted}`;
}

function TrashRow({ entry, onRestored }: { entry: TrashEntryJson; onRestored: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function restore() {
    setBusy(true);
    setError(null);
    try {
      if (entry.kind === 'patient') await restorePatient(entry.id);
      else await restoreAssessment(entry.id);
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
        <p className="text-xs text-slate-500">{say(copy.purge, { date: formatDateTime(entry.purgeAt) })}</p>
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
        aria-label={say(copy.restoreLabel, { title })}
      >
        <ArchiveRestore className="h-4 w-4" aria-hidden="true" /> {busy ? say(copy.restoring) : say(copy.restore)}
      </Button>
    </li>
  );
}

/** The team's trash (owners and admins): deleted patients and assessments, each restorable until the purge. */
export function TrashView({ onBack }: { onBack: () => void }) {
  const ws = useWorkspace();
  const trash = useTrash();
  const error =
    trash.status === 'error' ? (trash.error instanceof Error ? trash.error.message : say(copy.failed)) : null;
  const data = trash.data;
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack} className="mb-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {say(copy.allPatients)}
      </Button>
      <PageHeading
        title={say(copy.title)}
        description={data ? say(copy.description, { days: data.retentionDays }) : say(copy.descriptionLoading)}
      />
      {error && <Notice tone="error">{say(copy.loadFailed, { message: error })}</Notice>}
      {!error && !data && <p className="text-sm text-slate-500">{say(copy.loading)}</p>}
      {data && data.entries.length === 0 && (
        <EmptyState icon={<Trash2 className="h-6 w-6" aria-hidden="true" />} title={say(copy.empty)}>
          {say(copy.emptyHint)}
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
      <Trash2 className="h-4 w-4" aria-hidden="true" /> {say(copy.title)}
    </Button>
  );
}
