import type { PatientJson } from '@woundcare/api-types';
import type { workspacePaths } from '@woundcare/api-types/site';

export interface FirstRunStep {
  id: 'patient' | 'wound' | 'photo';
  label: string;
  action: string;
  to: string;
  done: boolean;
  /** the first step not done: the one whose link is offered */
  current: boolean;
}

/** The three first steps in a new workspace (before any photo), from the team's patient list. */
export function firstRunSteps(patients: PatientJson[], to: typeof workspacePaths): FirstRunStep[] {
  const withWound = patients.find((p) => p.woundCount > 0);
  const first = patients[0];
  const steps: Omit<FirstRunStep, 'current'>[] = [
    {
      id: 'patient',
      label: 'Add a patient',
      action: 'Go to Patient Management',
      to: to.patients,
      done: patients.length > 0,
    },
    {
      id: 'wound',
      label: 'Add a wound (its site and cause)',
      action: first ? `Add a wound to ${first.displayName}` : 'Add a wound',
      to: first ? to.patient(first.id) : to.patients,
      done: withWound !== undefined,
    },
    {
      id: 'photo',
      label: 'Take or upload a photo of the wound',
      action: withWound ? `Add a photo of ${withWound.displayName}’s wound` : 'Take or upload a photo',
      to: withWound ? to.patient(withWound.id) : to.upload(),
      done: false,
    },
  ];
  const current = steps.findIndex((s) => !s.done);
  return steps.map((s, i) => ({ ...s, current: i === current }));
}
