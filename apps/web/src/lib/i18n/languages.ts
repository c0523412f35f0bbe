import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { patientLocaleOf, type PatientLocale } from '@woundcare/api-types';

/** Each language's name in that language (a reader finds their own language by its own name). */
export const LANGUAGE_NAMES: Record<PatientLocale, string> = { en: 'English', es: 'Español' };

/** Each language's name in the workspace's language (for the clinician's pickers). */
export const LANGUAGE_LABELS: Record<PatientLocale, MessageDescriptor> = {
  en: msg`English`,
  es: msg`Spanish (Español)`,
};

/** The first of the browser's languages the patient page speaks (by primary tag: es-MX → es), or null. */
export function browserPatientLocale(
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): PatientLocale | null {
  for (const tag of languages) {
    const locale = patientLocaleOf(tag.split('-')[0]?.toLowerCase());
    if (locale) return locale;
  }
  return null;
}
