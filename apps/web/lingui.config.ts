import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's message catalogs (PO files, extracted from the macros by `npm run i18n:extract`;
 * never keyed by hand). Two catalogs:
 * - patient: the patient's plan page, in every language the page speaks (PATIENT_LOCALES);
 *   src/locales/catalogs.test.ts fails on a missing translation or an unused message;
 * - workspace: the signed-in clinician workspace, in English for now; a new language is its PO
 *   file translated (src/locales/workspace/<locale>.po) and loaded by lib/i18n.
 * The ids are hashes of the English message, so a changed English sentence is a new message that
 * must be translated again (a stale translation cannot survive a change of meaning).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/patient/{locale}',
      include: ['<rootDir>/src/features/patient-plan'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/workspace/{locale}',
      include: ['<rootDir>/src/features', '<rootDir>/src/lib', '<rootDir>/src/app'],
      exclude: ['**/*.test.*', '<rootDir>/src/features/patient-plan/**', '<rootDir>/src/features/marketing/**'],
    },
  ],
});
