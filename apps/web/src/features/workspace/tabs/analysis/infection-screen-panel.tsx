import { useState } from 'react';
import { bedsideSignsSchema, firstIssue } from '@woundcare/api-types/requests';
import { CircleCheck, CircleHelp, CircleMinus, ShieldAlert } from 'lucide-react';
import type { BedsideSigns, InfectionScreenJson, ThreadJson } from '@woundcare/api-types';
import { analysisApi } from '../../../../lib/analysis/api.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Notice } from '../../../../components/ui/card.tsx';
import { InfectionChecklist } from '../../components/infection-checklist.tsx';
import { SCREEN_COPY } from './copy.ts';

const tone = (r: InfectionScreenJson['result']) => (r === 'positive' ? 'red' : r === 'negative' ? 'grey' : 'amber');
const SOURCE = { clinician: 'Bedside', image: 'From photo', none: 'Not assessed' } as const;

/**
 * The infection screen as the server derived it (three-way, Woo & Sibbald 2009) with every sign's
 * state and where it came from, and the bedside checklist to edit it: saving re-derives the
 * screen, priority and advice on the server.
 */
export function InfectionScreenPanel({
  thread,
  screen,
  label,
  bedside,
  onChanged,
}: {
  thread: ThreadJson;
  screen: InfectionScreenJson;
  label: string;
  bedside: BedsideSigns;
  onChanged: (t: ThreadJson) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<BedsideSigns>(bedside);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const assessed = screen.signs.filter((s) => s.state !== 'not_assessed').length;

  async function save() {
    const invalid = firstIssue(bedsideSignsSchema, draft);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      onChanged(await analysisApi.setInfectionSigns(thread.id, draft));
      setEditing(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : SCREEN_COPY.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="screen-h" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="screen-h" className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-800">
        {SCREEN_COPY.title}
        <Badge tone={tone(screen.result)}>{label}</Badge>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{screen.summary}</p>
      <p className="text-xs text-slate-600">
        {assessed} of {screen.signs.length} signs assessed. {SCREEN_COPY.basis}
      </p>
      {screen.osteomyelitis_flag && (
        <div
          role="alert"
          className="mt-2 flex gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {SCREEN_COPY.osteomyelitis}
        </div>
      )}
      {!screen.wound_found && <Notice tone="warning">{SCREEN_COPY.noWound}</Notice>}
      <p className="mt-2 text-xs text-slate-600">{SCREEN_COPY.skinTone}</p>

      {editing ? (
        <div className="mt-3 space-y-3">
          <InfectionChecklist value={draft} onChange={setDraft} photo={screen.signs} disabled={busy} />
          {error && <Notice tone="error">{error}</Notice>}
          <div className="flex flex-wrap gap-2">
            <Button onClick={save} disabled={busy}>
              {busy ? 'Saving…' : 'Save and re-screen'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(bedside);
                setEditing(false);
              }}
              disabled={busy}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <>
          <ul className="mt-3 grid grid-cols-1 divide-y divide-slate-100 rounded-lg border border-slate-200 md:grid-cols-2 md:divide-y-0 md:[&>li]:border-b md:[&>li]:border-slate-100">
            {screen.signs.map((s) => (
              <li key={s.id} className="flex items-start gap-3 px-3 py-2">
                {s.state === 'present' ? (
                  <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-label="Present" role="img" />
                ) : s.state === 'absent' ? (
                  <CircleMinus className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-label="Absent" role="img" />
                ) : (
                  <CircleHelp className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-label="Not assessed" role="img" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
                    {s.label}
                    <Badge tone={s.source === 'image' ? 'blue' : s.source === 'clinician' ? 'brand' : 'amber'}>
                      {SOURCE[s.source]}
                    </Badge>
                  </p>
                  {s.image_evidence && s.source === 'image' && (
                    <p className="text-xs text-slate-600">{s.image_evidence}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Button variant="secondary" className="mt-3" onClick={() => setEditing(true)}>
            {SCREEN_COPY.edit}
          </Button>
        </>
      )}
    </section>
  );
}
