/**
 * Spec 001 §2 (consultant services): 'Wound Care Specialist (Urgent)' if severity is high,
 * 'Infectious Disease Specialist' if the diagnosis is infected, and always
 * 'General Wound Care Specialist'.
 */
export function deriveSpecialistTypes(
  severity: string | null | undefined,
  diagnosis: string | null | undefined,
): string[] {
  const types: string[] = [];
  if (severity === 'high') types.push('Wound Care Specialist (Urgent)');
  if (diagnosis === 'infected') types.push('Infectious Disease Specialist');
  types.push('General Wound Care Specialist');
  return types;
}
