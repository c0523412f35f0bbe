import { useId, useState } from 'react';
import { bedsideExamSchema, firstIssue } from '@woundcare/api-types/requests';
import {
  bedsideExamRows,
  PERIWOUND_CONDITION_IDS,
  PERIWOUND_CONDITIONS,
  type AssessmentJson,
} from '@woundcare/api-types';
import { Plus, Trash2 } from 'lucide-react';
import { setBedsideExam } from './api/set-bedside-exam.ts';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/card.tsx';
import {
  bodyOf,
  draftOf,
  NEW_TUNNEL,
  NEW_UNDERMINING,
  toggleCondition,
  type BedsideExamDraft,
  type FindingState,
} from './bedside-exam-draft.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { EXAM_COPY as copy } from './copy.ts';

const CLOCK = Array.from({ length: 12 }, (_, i) => String(i + 1));
const control =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const STATES: FindingState[] = ['not_assessed', 'none', 'present'];

/** Not assessed / none found / present: three answers, never a blank that could mean either. */
function FindingAnswer({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: FindingState;
  onChange: (v: FindingState) => void;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={legend} className="flex flex-wrap gap-2">
      {STATES.map((s) => (
        <label
          key={s}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input type="radio" name={name} checked={value === s} onChange={() => onChange(s)} />
          {say(copy.states[s])}
        </label>
      ))}
    </div>
  );
}

function ClockSelect({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="flex flex-col text-xs text-slate-600">
      {label}
      <select aria-label={label} className={control} value={value} onChange={(e) => onChange(e.target.value)}>
        {CLOCK.map((h) => (
          <option key={h} value={h}>
            {say(copy.clock, { hour: h })}
          </option>
        ))}
      </select>
    </label>
  );
}

function DepthInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="flex flex-col text-xs text-slate-600">
      {label}
      <input
        aria-label={label}
        inputMode="decimal"
        className={`${control} w-24`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** The form: each finding answered, the lists with one row per undermined stretch or tunnel. */
function ExamForm({ draft, set }: { draft: BedsideExamDraft; set: (d: BedsideExamDraft) => void }) {
  const u = draft.undermining;
  const t = draft.tunnelling;
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{say(copy.undermining)}</legend>
        <FindingAnswer
          legend={say(copy.undermining)}
          value={u.state}
          onChange={(state) => set({ ...draft, undermining: { ...u, state } })}
        />
        {u.state === 'present' &&
          u.rows.map((r, i) => (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <ClockSelect
                label={say(copy.underminingFrom, { n: i + 1 })}
                value={r.from}
                onChange={(from) => set({ ...draft, undermining: { ...u, rows: u.rows.with(i, { ...r, from }) } })}
              />
              <ClockSelect
                label={say(copy.underminingTo, { n: i + 1 })}
                value={r.to}
                onChange={(to) => set({ ...draft, undermining: { ...u, rows: u.rows.with(i, { ...r, to }) } })}
              />
              <DepthInput
                label={say(copy.underminingDepth, { n: i + 1 })}
                value={r.depth}
                onChange={(depth) => set({ ...draft, undermining: { ...u, rows: u.rows.with(i, { ...r, depth }) } })}
              />
              {u.rows.length > 1 && (
                <Button
                  variant="ghost"
                  aria-label={say(copy.removeUndermining, { n: i + 1 })}
                  onClick={() => set({ ...draft, undermining: { ...u, rows: u.rows.toSpliced(i, 1) } })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              )}
            </div>
          ))}
        {u.state === 'present' && (
          <Button
            variant="secondary"
            onClick={() => set({ ...draft, undermining: { ...u, rows: [...u.rows, NEW_UNDERMINING] } })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> {say(copy.anotherUndermining)}
          </Button>
        )}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{say(copy.tunnelling)}</legend>
        <FindingAnswer
          legend={say(copy.tunnelling)}
          value={t.state}
          onChange={(state) => set({ ...draft, tunnelling: { ...t, state } })}
        />
        {t.state === 'present' &&
          t.rows.map((r, i) => (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <ClockSelect
                label={say(copy.tunnelAt, { n: i + 1 })}
                value={r.clock}
                onChange={(clock) => set({ ...draft, tunnelling: { ...t, rows: t.rows.with(i, { ...r, clock }) } })}
              />
              <DepthInput
                label={say(copy.tunnelLength, { n: i + 1 })}
                value={r.depth}
                onChange={(depth) => set({ ...draft, tunnelling: { ...t, rows: t.rows.with(i, { ...r, depth }) } })}
              />
              {t.rows.length > 1 && (
                <Button
                  variant="ghost"
                  aria-label={say(copy.removeTunnel, { n: i + 1 })}
                  onClick={() => set({ ...draft, tunnelling: { ...t, rows: t.rows.toSpliced(i, 1) } })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              )}
            </div>
          ))}
        {t.state === 'present' && (
          <Button
            variant="secondary"
            onClick={() => set({ ...draft, tunnelling: { ...t, rows: [...t.rows, NEW_TUNNEL] } })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> {say(copy.anotherTunnel)}
          </Button>
        )}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{say(copy.periwound)}</legend>
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={!draft.periwound.assessed}
            onChange={(e) => set({ ...draft, periwound: { ...draft.periwound, assessed: !e.target.checked } })}
          />
          {say(copy.periwoundNotAssessed)}
        </label>
        {draft.periwound.assessed && (
          <div className="grid grid-cols-1 gap-1 sm:grid-cols-3">
            {PERIWOUND_CONDITION_IDS.map((c) => (
              <label key={c} className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={draft.periwound.conditions.includes(c)}
                  onChange={(e) =>
                    set({
                      ...draft,
                      periwound: {
                        assessed: true,
                        conditions: toggleCondition(draft.periwound.conditions, c, e.target.checked),
                      },
                    })
                  }
                />
                {PERIWOUND_CONDITIONS[c].label}
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[auto_1fr]">
        <label className="flex flex-col text-sm font-medium text-slate-800">
          {say(copy.pain)}
          <select className={control} value={draft.pain} onChange={(e) => set({ ...draft, pain: e.target.value })}>
            <option value="">{say(copy.notAsked)}</option>
            {Array.from({ length: 11 }, (_, i) => (
              <option key={i} value={String(i)}>
                {i}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col text-sm font-medium text-slate-800">
          {say(copy.dressing)}
          <input
            className={`${control} w-full`}
            maxLength={300}
            value={draft.dressing}
            placeholder={say(copy.dressingExample)}
            onChange={(e) => set({ ...draft, dressing: e.target.value })}
          />
        </label>
      </div>
    </div>
  );
}

/**
 * The bedside exam of this visit — undermining, tunnelling, periwound skin, pain and the dressing
 * applied — read back in the same words as the visit note, and a form to record it. What is not
 * recorded reads "Not assessed", never "none".
 */
export function BedsideExamPanel({
  assessment,
  onChanged,
}: {
  assessment: AssessmentJson;
  onChanged: (t: AssessmentJson) => void;
}) {
  const [draft, setDraft] = useState<BedsideExamDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(d: BedsideExamDraft) {
    const body = bodyOf(d);
    const invalid = firstIssue(bedsideExamSchema, body);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      onChanged(await setBedsideExam(assessment.id, body));
      setDraft(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : say(copy.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="exam-h" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="exam-h" className="text-sm font-semibold text-slate-800">
        {say(copy.title)}
      </h3>
      {draft ? (
        <div className="mt-3 space-y-3">
          <ExamForm draft={draft} set={setDraft} />
          {error && <Notice tone="error">{error}</Notice>}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void save(draft)} disabled={busy}>
              {say(busy ? copy.saving : copy.save)}
            </Button>
            <Button variant="secondary" onClick={() => setDraft(null)} disabled={busy}>
              {say(copy.cancel)}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <dl
            aria-label={say(copy.title)}
            className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]"
          >
            {bedsideExamRows(assessment.bedsideExam).map((r) => (
              <div key={r.label} className="contents">
                <dt className="font-medium text-slate-600">{r.label}</dt>
                <dd className="break-words text-slate-800">{r.value}</dd>
              </div>
            ))}
          </dl>
          <Button variant="secondary" className="mt-3" onClick={() => setDraft(draftOf(assessment.bedsideExam))}>
            {say(assessment.bedsideExam ? copy.edit : copy.record)}
          </Button>
        </>
      )}
    </section>
  );
}
