import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PATIENT_LOCALES, PATIENT_SEXES, type PatientSex } from '@woundcare/api-types';
import { TextField } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { LANGUAGE_LABELS } from '../../lib/i18n/languages.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

export interface PatientFieldValues {
  name: string;
  identifier: string;
  birthDate: string;
  /** '' = not recorded; absent = the form does not ask */
  sex?: string;
  /** '' = not recorded; absent = the form does not ask */
  preferredLanguage?: string;
}

const SEX_LABELS: Record<PatientSex, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
  other: msg`Other`,
  unknown: msg`Unknown`,
};

const words = {
  name: msg`Name`,
  identifier: msg`Identifier (MRN)`,
  identifierHint: msg`Optional; unique among your patients.`,
  birthDate: msg`Birth date`,
  sex: msg`Sex`,
  language: msg`Preferred language`,
  languageHint: msg`The language the patient's plan link opens in.`,
  notRecorded: msg`Not recorded`,
};

/**
 * A patient's fields as both the add and the edit form show them (sex and preferred language only
 * when `values` has them).
 */
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
        label={say(words.name)}
        required
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        maxLength={120}
        autoComplete="off"
        className={nameClassName}
      />
      <TextField
        label={say(words.identifier)}
        value={values.identifier}
        onChange={(e) => set({ identifier: e.target.value })}
        maxLength={64}
        autoComplete="off"
        hint={say(words.identifierHint)}
      />
      <TextField
        label={say(words.birthDate)}
        type="date"
        value={values.birthDate}
        onChange={(e) => set({ birthDate: e.target.value })}
      />
      {values.sex !== undefined && (
        <SelectField
          label={say(words.sex)}
          value={values.sex}
          onChange={(e) => set({ sex: e.target.value })}
          options={[
            { value: '', label: say(words.notRecorded) },
            ...PATIENT_SEXES.map((s) => ({ value: s, label: say(SEX_LABELS[s]) })),
          ]}
        />
      )}
      {values.preferredLanguage !== undefined && (
        <SelectField
          label={say(words.language)}
          value={values.preferredLanguage}
          onChange={(e) => set({ preferredLanguage: e.target.value })}
          options={[
            { value: '', label: say(words.notRecorded) },
            ...PATIENT_LOCALES.map((l) => ({ value: l, label: say(LANGUAGE_LABELS[l]) })),
          ]}
          hint={say(words.languageHint)}
        />
      )}
    </>
  );
}
