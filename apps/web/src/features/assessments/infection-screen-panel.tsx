import { useState } from 'react';
import { bedsideSignsSchema, firstIssue } from '@woundcare/api-types/requests';
import { ShieldAlert } from 'lucide-react';
import {
  IWGDF_SIGN_IDS,
  type BedsideSignStates,
  type Etiology,
  type InfectionJson,
  type InfectionSignRow,
  type SignState,
  type AssessmentJson,
} from '@woundcare/api-types';
import { setInfectionSigns } from './api/set-infection-signs.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { InfectionChecklist } from '../workspace/components/infection-checklist.tsx';
import { SCREEN_COPY } from './copy.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

const resultTone = (r: InfectionJson['result']) => (r === 'infected' ? 'red' : r === 'not_infected' ? 'grey' : 'amber');

/** Each state its own words and look: present red and solid, absent plain, not assessed dashed amber. */
const STATE_STYLE: Record<SignState, string> = {
  present: 'border-red-300 bg-red-50 text-red-900',
  absent: 'border-slate-300 bg-white text-slate-700',
  not_assessed: 'border-dashed border-amber-400 bg-amber-50 text-amber-900',
};

const IWGDF_IDS: readonly string[] = IWGDF_SIGN_IDS;

/** The clinician's saved entries, read back from the stored assessment (what the checklist edits). */
export function savedBedside(signs: InfectionSignRow[]): BedsideSignStates {
  const out: BedsideSignStates = {};
  for (const s of signs) if (s.source === 'clinician' && s.state !== 'not_assessed') out[s.id] = s.state;
  return out;
}

function SignItem({ s }: { s: InfectionSignRow }) {
  const source = SCREEN_COPY.source[s.source];
  const from = source ? say(source) : null;
  return (
    <li className="flex items-start gap-3 px-3 py-2">
      <span
        className={`mt-0.5 inline-flex w-28 shrink-0 justify-center rounded-md border px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[s.state]}`}
      >
        {s.stateWords}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-800">{s.label}</p>
        {(from || s.evidence) && (
          <p className="text-xs text-slate-600">
            {from && <span className="capitalize">{from}</span>}
            {from && s.evidence && ': '}
            {s.evidence}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The infection screen as the stored assessment has it — the instrument the etiology calls for
 * (IWGDF/IDSA for a diabetic foot ulcer, NERDS/STONEES otherwise), the result incl.
 * "indeterminate", the grade, what still needs assessing, and every item's state in words — and
 * the bedside checklist to edit it: saving re-derives the whole assessment on the server.
 */
export function InfectionScreenPanel({
  assessment,
  infection,
  etiology,
  onChanged,
}: {
  assessment: AssessmentJson;
  infection: InfectionJson;
  etiology: Etiology;
  onChanged: (t: AssessmentJson) => void;
}) {
  const saved = savedBedside(infection.signs);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<BedsideSignStates>(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const assessed = infection.signs.filter((s) => s.state !== 'not_assessed').length;
  const grade = infection.grade ?? null;

  async function save() {
    // the contract's schema checks the NERDS / STONEES entries; the IWGDF items are radio values
    const nerds = Object.fromEntries(Object.entries(draft).filter(([id]) => !IWGDF_IDS.includes(id)));
    const invalid = firstIssue(bedsideSignsSchema, nerds);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      onChanged(await setInfectionSigns(assessment.id, draft));
      setEditing(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : say(SCREEN_COPY.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="screen-h" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="screen-h" className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-800">
        {say(SCREEN_COPY.title, { instrument: infection.instrument })}
        <Badge tone={resultTone(infection.result)} wrap>
          {infection.label}
        </Badge>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{infection.summary}</p>
      {infection.instrument === 'IWGDF/IDSA' && (infection.grade ?? infection.gradeAtLeast) !== null && (
        <p className="text-sm text-slate-700">
          {grade !== null
            ? say(SCREEN_COPY.grade, { grade })
            : say(SCREEN_COPY.gradeAtLeast, { grade: infection.gradeAtLeast })}
        </p>
      )}
      <p className="text-xs text-slate-600">
        {say(SCREEN_COPY.assessed, { assessed, total: infection.signs.length })}{' '}
        {say(SCREEN_COPY.basis[infection.instrument])}
      </p>
      {infection.osteomyelitisSuspected && (
        <div
          role="alert"
          className="mt-2 flex gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {say(SCREEN_COPY.osteomyelitis)}
        </div>
      )}
      {infection.toAssess.length > 0 && (
        <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="font-medium">{say(SCREEN_COPY.toAssess)}</p>
          <ul className="mt-1 list-disc pl-5">
            {infection.toAssess.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-2 text-xs text-slate-600">{say(SCREEN_COPY.skinTone)}</p>

      {editing ? (
        <div className="mt-3 space-y-3">
          <InfectionChecklist
            value={draft}
            onChange={setDraft}
            photo={infection.signs}
            etiology={etiology}
            disabled={busy}
          />
          {error && <Notice tone="error">{error}</Notice>}
          <div className="flex flex-wrap gap-2">
            <Button onClick={save} disabled={busy}>
              {say(busy ? SCREEN_COPY.saving : SCREEN_COPY.save)}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(saved);
                setEditing(false);
              }}
              disabled={busy}
            >
              {say(SCREEN_COPY.cancel)}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <ul
            aria-label={say(SCREEN_COPY.signs)}
            className="mt-3 grid grid-cols-1 divide-y divide-slate-100 rounded-lg border border-slate-200 md:grid-cols-2 md:divide-y-0 md:[&>li]:border-b md:[&>li]:border-slate-100"
          >
            {infection.signs.map((s) => (
              <SignItem key={s.id} s={s} />
            ))}
          </ul>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => {
              setDraft(saved);
              setEditing(true);
            }}
          >
            {say(SCREEN_COPY.edit)}
          </Button>
        </>
      )}
    </section>
  );
}
