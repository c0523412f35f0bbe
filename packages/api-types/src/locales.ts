/**
 * The languages the patient page speaks (BCP 47). Adding one is a catalog change in the web app
 * (apps/web/src/locales/patient) and an entry here; the first is the default.
 */
export const PATIENT_LOCALES = ['en', 'es'] as const;
export type PatientLocale = (typeof PATIENT_LOCALES)[number];
export const DEFAULT_PATIENT_LOCALE: PatientLocale = 'en';
/** A stored language tag as one the patient page speaks (null: none, or one it does not speak). */
export function patientLocaleOf(tag: string | null | undefined): PatientLocale | null {
  return PATIENT_LOCALES.find((l) => l === tag) ?? null;
}
