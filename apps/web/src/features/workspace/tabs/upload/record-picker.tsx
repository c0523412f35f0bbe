import { useEffect, useRef } from 'react';
import { recordApi } from '../../../../lib/record/api.ts';
import { useQuery } from '../../../../lib/use-query.ts';
import { woundSummary } from '../../../../lib/record/labels.ts';
import { BODY_SITE_OPTIONS, ETIOLOGY_OPTIONS, EXUDATE_OPTIONS } from '../../../../lib/record/options.ts';
import { TextField } from '../../../../components/ui/field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';

export const NEW = '';

export interface RecordChoice {
  /** '' = a new patient, named below (the spec's single name field) */
  patientId: string;
  name: string;
  /** '' = a new wound of the chosen patient */
  woundId: string;
  /** a new wound's body site ('' = not recorded) and cause (etiology) */
  site: string;
  etiology: string;
  /** the chosen patient's and wound's names, for the camera view's heading */
  patientLabel?: string;
  woundLabel?: string;
  examDate: string;
  depth: string;
  exudate: string;
}

export const EMPTY_CHOICE: RecordChoice = {
  patientId: NEW,
  name: '',
  woundId: NEW,
  site: '',
  etiology: 'unknown',
  examDate: '',
  depth: '',
  exudate: '',
};

/** Which patient and wound the photo belongs to, and the exam's optional fields. */
export function RecordPicker({ value, onChange }: { value: RecordChoice; onChange: (v: RecordChoice) => void }) {
  // the latest choice and callback, for the answer below (the user may have typed meanwhile)
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  // a list that cannot be read leaves only "New patient" / "New wound" to choose
  const patients = useQuery(['patients', ''], (signal) => recordApi.patients(undefined, signal)).data ?? [];
  const wounds =
    useQuery(
      ['patient', value.patientId],
      async (signal) => {
        const d = await recordApi.patient(value.patientId, signal);
        // a patient just chosen: preselect their open wound (unless one of theirs is chosen already)
        const now = latest.current;
        if (!signal.aborted && now.value.patientId === value.patientId) {
          const kept = d.wounds.find((w) => w.id === now.value.woundId);
          const wound = kept ?? d.wounds.find((w) => w.status === 'open');
          now.onChange({ ...now.value, woundId: wound?.id ?? NEW, woundLabel: wound?.label });
        }
        return d.wounds;
      },
      { enabled: value.patientId !== NEW },
    ).data ?? [];
  const set = (patch: Partial<RecordChoice>) => onChange({ ...value, ...patch });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectField
        label="Patient"
        value={value.patientId}
        onChange={(e) =>
          set({
            patientId: e.target.value,
            woundId: NEW,
            patientLabel: patients.find((p) => p.id === e.target.value)?.displayName,
            woundLabel: undefined,
          })
        }
        options={[
          { value: NEW, label: 'New patient' },
          ...patients.map((p) => ({
            value: p.id,
            label: p.identifier ? `${p.displayName} (${p.identifier})` : p.displayName,
          })),
        ]}
      />
      {value.patientId === NEW ? (
        <TextField
          label="Patient name"
          required
          value={value.name}
          onChange={(e) => set({ name: e.target.value })}
          autoComplete="off"
          maxLength={120}
        />
      ) : (
        <SelectField
          label="Wound"
          value={value.woundId}
          onChange={(e) =>
            set({ woundId: e.target.value, woundLabel: wounds.find((w) => w.id === e.target.value)?.label })
          }
          options={[
            ...wounds.map((w) => ({ value: w.id, label: `${w.label} — ${woundSummary(w)}` })),
            { value: NEW, label: 'New wound' },
          ]}
        />
      )}
      {value.patientId !== NEW && value.woundId === NEW && (
        // a new wound is filed with where it is and what caused it: the advice depends on both
        <>
          <SelectField
            label="Body site (new wound)"
            value={value.site}
            onChange={(e) => set({ site: e.target.value })}
            options={BODY_SITE_OPTIONS}
          />
          <SelectField
            label="Cause (new wound)"
            value={value.etiology}
            onChange={(e) => set({ etiology: e.target.value })}
            options={ETIOLOGY_OPTIONS}
          />
        </>
      )}
      <TextField
        label="Exam date"
        type="date"
        max={today}
        value={value.examDate}
        onChange={(e) => set({ examDate: e.target.value })}
        hint="Optional: the photo's own date is used when it has one; else this, else today."
      />
      <TextField
        label="Depth (cm)"
        type="number"
        min={0}
        max={30}
        step={0.1}
        inputMode="decimal"
        value={value.depth}
        onChange={(e) => set({ depth: e.target.value })}
      />
      <SelectField
        label="Exudate"
        value={value.exudate}
        onChange={(e) => set({ exudate: e.target.value })}
        options={EXUDATE_OPTIONS}
      />
    </div>
  );
}
