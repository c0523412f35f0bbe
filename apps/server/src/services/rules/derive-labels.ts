/** Spec 001 §3: 'infected' / 'not_infected' shown with a space; 'indeterminate' as the screen says it; anything else 'Unable to determine'. */
export function displayDiagnosis(diagnosis: string | null | undefined): string {
  if (diagnosis === 'infected' || diagnosis === 'not_infected') return diagnosis.replace('_', ' ');
  if (diagnosis === 'indeterminate') return 'indeterminate — bedside assessment needed';
  return 'Unable to determine';
}
