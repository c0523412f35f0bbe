import { msg } from '@lingui/core/macro';
import type { PatientJson } from '@woundcare/api-types';
import type { workspacePaths } from '@woundcare/api-types/site';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

export interface FirstRunStep {
  id: 'patient' | 'wound' | 'photo';
  label: string;
  action: string;
  to: string;
  done: boolean;
  /** the first step not done: the one whose link is offered */
  current: boolean;
}

const words = {
  addWoundTo: msg({ message: 'Add a wound to {patient}', comment: 'patient: the patient’s name' }),
  addPhotoOf: msg({ message: 'Add a photo of {patient}’s wound', comment: 'patient: the patient’s name' }),
} as const;

/** The three first steps in a new workspace (before any photo), from the team's patient list. */
export function firstRunSteps(patients: PatientJson[], to: typeof workspacePaths): FirstRunStep[] {
  const withWound = patients.find((p) => p.woundCount > 0);
  const first = patients[0];
  const steps: Omit<FirstRunStep, 'current'>[] = [
    {
      id: 'patient',
      label: say(msg`Add a patient`),
      action: say(msg`Go to Patient Management`),
      to: to.patients,
      done: patients.length > 0,
    },
    {
      id: 'wound',
      label: say(msg`Add a wound (its site and cause)`),
      action: first ? say(words.addWoundTo, { patient: first.displayName }) : say(msg`Add a wound`),
      to: first ? to.patient(first.id) : to.patients,
      done: withWound !== undefined,
    },
    {
      id: 'photo',
      label: say(msg`Take or upload a photo of the wound`),
      action: withWound ? say(words.addPhotoOf, { patient: withWound.displayName }) : say(msg`Take or upload a photo`),
      to: withWound ? to.patient(withWound.id) : to.upload(),
      done: false,
    },
  ];
  const current = steps.findIndex((s) => !s.done);
  return steps.map((s, i) => ({ ...s, current: i === current }));
}
