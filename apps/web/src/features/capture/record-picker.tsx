import { useEffect, useId, useState } from 'react';
import { Search, UserPlus } from 'lucide-react';
import type { PatientJson } from '@woundcare/api-types';
import { usePatient } from '../patients/api/get-patient.ts';
import { usePatients } from '../patients/api/list-patients.ts';
import { woundSummary } from '../../lib/record/labels.ts';
import { BODY_SITE_OPTIONS, ETIOLOGY_OPTIONS, EXUDATE_OPTIONS } from '../../lib/record/options.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { pickerCopy as t } from './data.ts';

/** `patientId` / `woundId`: nothing chosen yet */
export const NONE = '';
/** `patientId`: a new patient (name, MRN, birth date below); `woundId`: a new wound of the chosen patient */
export const NEW = 'new';

export interface RecordChoice {
  /** NONE until chosen: an existing patient's id, or NEW */
  patientId: string;
  /** a new patient's name, MRN and birth date */
  name: string;
  identifier: string;
  birthDate: string;
  /** NONE until chosen: one of the patient's wounds, or NEW */
  woundId: string;
  /** a new wound's body site ('' = not recorded) and cause (etiology) */
  site: string;
  etiology: string;
  /** the chosen patient's and wound's names, for the camera view's heading */
  patientLabel?: string;
  woundLabel?: string;
  /** the chosen wound's recorded cause: the bedside checklist follows its instrument */
  woundEtiology?: string;
  examDate: string;
  depth: string;
  exudate: string;
}

export const EMPTY_CHOICE: RecordChoice = {
  patientId: NONE,
  name: '',
  identifier: '',
  birthDate: '',
  woundId: NONE,
  site: '',
  etiology: 'unknown',
  examDate: '',
  depth: '',
  exudate: '',
};

/** The photo has somewhere to go: a chosen wound (or "New wound") of a chosen patient, or a named new patient. */
export function isTargetChosen(c: RecordChoice): boolean {
  if (c.patientId === NEW) return c.name.trim().length > 0;
  return c.patientId !== NONE && c.woundId !== NONE;
}

/** "MRN-1 · born 1950-04-12": what tells two patients of the same name apart. */
function identifiers(p: Pick<PatientJson, 'identifier' | 'birthDate'>): string {
  return [p.identifier && say(t.mrn, { identifier: p.identifier }), p.birthDate && say(t.born, { date: p.birthDate })]
    .filter(Boolean)
    .join(' · ');
}

/** "Open · 3 visits · last 2026-03-09": a wound's state, visits and latest exam. */
function woundFacts(w: { status: string; assessmentCount: number; latestExamDate: string | null }): string {
  const status =
    w.status === 'open' ? t.woundStatus.open : w.status === 'healed' ? t.woundStatus.healed : t.woundStatus.closed;
  return [
    say(status),
    say(t.visits, { count: w.assessmentCount }),
    w.latestExamDate && say(t.lastVisit, { date: w.latestExamDate.slice(0, 10) }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The search as typed, after a short pause (one request per pause, not per key). */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/** Step 1 before a patient is chosen: search the team's patients by name, MRN or birth date — or start a new one. */
function PatientSearch({ onPick, onNew }: { onPick: (p: PatientJson) => void; onNew: () => void }) {
  const [q, setQ] = useState('');
  const settled = useSettled(q.trim());
  const listId = useId();
  const found = usePatients(settled, { keepPreviousData: true });
  const shown = (found.data ?? []).slice(0, 8);
  const searching = q.trim() !== settled || found.status === 'loading';
  return (
    <div className="space-y-3">
      <div className="relative">
        <TextField
          label={say(t.searchLabel)}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          hint={say(t.searchHint)}
          autoComplete="off"
          maxLength={120}
          aria-controls={listId}
          className="[&_input]:pl-9"
        />
        <Search
          className="pointer-events-none absolute left-3 top-[2.1rem] h-4 w-4 text-slate-400"
          aria-hidden="true"
        />
      </div>
      <div id={listId} aria-live="polite">
        {found.status === 'error' ? (
          <p className="text-sm text-red-700">{say(t.searchFailed)}</p>
        ) : shown.length > 0 ? (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={say(t.resultsLabel)}>
            {shown.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => onPick(p)}
                  className="flex min-h-11 w-full flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2 text-left hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
                >
                  <span className="font-medium text-slate-900">{p.displayName}</span>
                  <span className="text-xs text-slate-600">
                    {identifiers(p) || say(t.noIdentifiers)} · {say(t.wounds, { count: p.woundCount })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          !searching && (
            <p className="text-sm text-slate-600">{settled ? say(t.noMatch, { query: settled }) : say(t.noPatients)}</p>
          )
        )}
      </div>
      <Button type="button" variant="secondary" onClick={onNew}>
        <UserPlus className="h-4 w-4" aria-hidden="true" /> {say(t.newPatient)}
      </Button>
    </div>
  );
}

/** A new patient's own fields; an existing patient of the same name is pointed out, never used. */
function NewPatientFields({ value, set }: { value: RecordChoice; set: (p: Partial<RecordChoice>) => void }) {
  const name = useSettled(value.name.trim());
  const namesakes = usePatients(name, { enabled: name.length > 1 }).data ?? [];
  const same = name ? namesakes.filter((p) => p.displayName.toLowerCase() === name.toLowerCase()) : [];
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <TextField
        label={say(t.nameLabel)}
        required
        value={value.name}
        onChange={(e) => set({ name: e.target.value })}
        autoComplete="off"
        maxLength={120}
        className="sm:col-span-3"
      />
      <TextField
        label={say(t.mrnLabel)}
        value={value.identifier}
        onChange={(e) => set({ identifier: e.target.value })}
        autoComplete="off"
        maxLength={64}
      />
      <TextField
        label={say(t.birthDateLabel)}
        type="date"
        max={today}
        value={value.birthDate}
        onChange={(e) => set({ birthDate: e.target.value })}
      />
      {same.length > 0 && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-3">
          {say(t.namesake, { count: same.length })}
        </p>
      )}
    </div>
  );
}

/**
 * Which patient and wound the photo belongs to — chosen, never guessed from a typed name — and the
 * exam's optional fields. A patient is found by name, MRN or birth date, or entered as a new patient;
 * for an existing patient the wound is chosen from theirs, or "New wound".
 */
export function RecordPicker({ value, onChange }: { value: RecordChoice; onChange: (v: RecordChoice) => void }) {
  const set = (patch: Partial<RecordChoice>) => onChange({ ...value, ...patch });
  const chosen = value.patientId !== NONE && value.patientId !== NEW;
  const detail = usePatient(value.patientId, { enabled: chosen });
  const wounds = detail.data?.wounds ?? [];
  const patient = detail.data?.patient;
  const woundGroup = useId();
  const today = new Date().toISOString().slice(0, 10);
  const restart = () =>
    onChange({ ...EMPTY_CHOICE, examDate: value.examDate, depth: value.depth, exudate: value.exudate });

  return (
    <div className="space-y-4">
      <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{say(t.patientStep)}</legend>
        {value.patientId === NONE ? (
          <PatientSearch
            onPick={(p) =>
              onChange({ ...value, patientId: p.id, patientLabel: p.displayName, woundId: NONE, woundLabel: undefined })
            }
            onNew={() => set({ patientId: NEW, woundId: NEW, patientLabel: undefined, woundLabel: undefined })}
          />
        ) : (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2">
              <p className="min-w-0 text-sm text-slate-900">
                {value.patientId === NEW ? (
                  <span className="font-semibold">{say(t.newPatientChosen)}</span>
                ) : (
                  <>
                    <span className="font-semibold">{value.patientLabel ?? patient?.displayName}</span>
                    {patient && identifiers(patient) && (
                      <span className="text-slate-600"> · {identifiers(patient)}</span>
                    )}
                  </>
                )}
              </p>
              <Button type="button" size="sm" variant="ghost" onClick={restart}>
                {say(t.changePatient)}
              </Button>
            </div>
            {value.patientId === NEW && <NewPatientFields value={value} set={set} />}
          </div>
        )}
      </fieldset>

      {chosen && (
        <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4" aria-describedby={woundGroup}>
          <legend className="px-1 text-sm font-semibold text-slate-800">{say(t.woundStep)}</legend>
          <p id={woundGroup} className="mb-2 text-xs text-slate-600">
            {say(t.woundHint)}
          </p>
          {detail.status === 'error' && <p className="text-sm text-red-700">{say(t.woundsFailed)}</p>}
          <div className="space-y-2">
            {[...wounds.map((w) => ({ w, id: w.id })), { w: null, id: NEW }].map(({ w, id }) => (
              <label
                key={id}
                className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm ${
                  value.woundId === id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50'
                }`}
              >
                <input
                  type="radio"
                  name="upload-wound"
                  value={id}
                  checked={value.woundId === id}
                  onChange={() =>
                    set({
                      woundId: id,
                      woundLabel: w?.label ?? say(t.newWound),
                      woundEtiology: w?.etiology ?? undefined,
                    })
                  }
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span className="min-w-0">
                  {w ? (
                    <>
                      <span className="font-medium text-slate-900">{w.label}</span>{' '}
                      <span className="text-slate-600">— {woundSummary(w)}</span>
                      <span className="block text-xs text-slate-500">{woundFacts(w)}</span>
                    </>
                  ) : (
                    <span className="font-medium text-slate-900">{say(t.newWound)}</span>
                  )}
                </span>
              </label>
            ))}
          </div>
          {value.woundId === NEW && (
            // a new wound is filed with where it is and what caused it: the advice depends on both
            <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
              <SelectField
                label={say(t.siteLabel)}
                value={value.site}
                onChange={(e) => set({ site: e.target.value })}
                options={BODY_SITE_OPTIONS}
              />
              <SelectField
                label={say(t.causeLabel)}
                value={value.etiology}
                onChange={(e) => set({ etiology: e.target.value })}
                options={ETIOLOGY_OPTIONS}
              />
            </div>
          )}
        </fieldset>
      )}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          id="upload-exam-date"
          label={say(t.examDate)}
          type="date"
          max={today}
          value={value.examDate}
          onChange={(e) => set({ examDate: e.target.value })}
          hint={say(t.examDateHint)}
        />
        <TextField
          label={say(t.depth)}
          type="number"
          min={0}
          max={30}
          step={0.1}
          inputMode="decimal"
          value={value.depth}
          onChange={(e) => set({ depth: e.target.value })}
        />
        <SelectField
          label={say(t.exudate)}
          value={value.exudate}
          onChange={(e) => set({ exudate: e.target.value })}
          options={EXUDATE_OPTIONS}
        />
      </div>
    </div>
  );
}
