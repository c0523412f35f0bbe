import { PATIENT_SEXES, type PatientSex } from '@woundcare/api-types';
import { TextField } from '../../../../components/ui/field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';

export interface PatientFieldValues {
  name: string;
  identifier: string;
  birthDate: string;
  /** '' = not recorded; absent = the form does not ask */
  sex?: string;
}

const SEX_LABELS: Record<PatientSex, string> = { female: 'Female', male: 'Male', other: 'Other', unknown: 'Unknown' };
const SEX_OPTIONS = [
  { value: '', label: 'Not recorded' },
  ...PATIENT_SEXES.map((s) => ({ value: s, label: SEX_LABELS[s] })),
];

/** A patient's fields as both the add and the edit form show them (sex only when `values.sex` is given). */
export function PatientFields<V extends PatientFieldValues>({
  values,
  onChange,
  nameClassName,
}: {
  values: V;
  onChange: (next: V) => void;
  nameClassName?: string;
}) {
  const set = (patch: Partial<PatientFieldValues>) => onChange({ ...values, ...patch } as V);
  return (
    <>
      <TextField
        label="Name"
        required
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        maxLength={120}
        autoComplete="off"
        className={nameClassName}
      />
      <TextField
        label="Identifier (MRN)"
        value={values.identifier}
        onChange={(e) => set({ identifier: e.target.value })}
        maxLength={64}
        autoComplete="off"
        hint="Optional; unique among your patients."
      />
      <TextField
        label="Birth date"
        type="date"
        value={values.birthDate}
        onChange={(e) => set({ birthDate: e.target.value })}
      />
      {values.sex !== undefined && (
        <SelectField
          label="Sex"
          value={values.sex}
          onChange={(e) => set({ sex: e.target.value })}
          options={SEX_OPTIONS}
        />
      )}
    </>
  );
}
