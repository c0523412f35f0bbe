/** Spec 001 §4: infected → 'Inflammatory Phase'; otherwise 'Granulation Phase'. */
export function deriveHealingStage(diagnosis: string | null | undefined): string {
  return diagnosis === 'infected' ? 'Inflammatory Phase' : 'Granulation Phase';
}

/** Spec 001 §4: infected → 'High'; otherwise 'Low'. */
export function deriveInfectionRisk(diagnosis: string | null | undefined): 'High' | 'Low' {
  return diagnosis === 'infected' ? 'High' : 'Low';
}

/** Spec 001 §3: 'infected' / 'not_infected' shown with a space; anything else 'Unable to determine'. */
export function displayDiagnosis(diagnosis: string | null | undefined): string {
  if (diagnosis === 'infected' || diagnosis === 'not_infected') return diagnosis.replace('_', ' ');
  return 'Unable to determine';
}
