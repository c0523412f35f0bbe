import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { messages as en } from '../../locales/patient/en.po';
import { messages as es } from '../../locales/patient/es.po';
import {
  PATIENT_LOCALES,
  SEEK_HELP_SIGNS,
  type PatientLocale,
  type PatientPlanJson,
  type SeekHelpSign,
} from '@woundcare/api-types';
import { BODY_SITES } from '@woundcare/vocabulary';
import { patientPlanCopy } from './copy.ts';
import {
  AVOID_WORDS,
  HOME_CARE_WORDS,
  MATERIAL_WORDS,
  REGION_WORDS,
  SEEK_HELP_WORDS,
  SIDE_WORDS,
} from './plan-words.ts';
import { PatientPlanView } from './patient-plan-page.tsx';

const CATALOGS = { en, es } satisfies Record<PatientLocale, unknown>;

/** Every message descriptor of the patient page, wherever it sits in the copy and words tables. */
function descriptorsIn(value: unknown, into: MessageDescriptor[] = []): MessageDescriptor[] {
  if (value && typeof value === 'object') {
    if ('id' in value && typeof value.id === 'string') into.push(value as MessageDescriptor);
    else for (const v of Object.values(value)) descriptorsIn(v, into);
  }
  return into;
}
const ALL = descriptorsIn([
  patientPlanCopy,
  HOME_CARE_WORDS,
  AVOID_WORDS,
  MATERIAL_WORDS,
  SEEK_HELP_WORDS,
  REGION_WORDS,
  SIDE_WORDS,
]);
const VALUES = { firstName: 'Maria', date: '2026-03-02', site: 'X', days: 3 };

function i18nOf(locale: PatientLocale) {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  const missing: string[] = [];
  i18n.on('missing', (e) => missing.push(e.id));
  return { i18n, missing };
}

const EVERY_CODE: PatientPlanJson = {
  locale: 'es',
  firstName: 'Maria',
  bodySite: { region: 'medial_malleolus', side: 'right' },
  urgency: 'today',
  homeCare: Object.keys(HOME_CARE_WORDS) as PatientPlanJson['homeCare'],
  avoid: Object.keys(AVOID_WORDS) as PatientPlanJson['avoid'],
  materials: Object.keys(MATERIAL_WORDS) as PatientPlanJson['materials'],
  seekHelp: SEEK_HELP_SIGNS.map((sign: SeekHelpSign) => ({ sign, text: `clinical sentence ${sign}` })),
  clinic: { name: 'Clínica del Río', phone: '+1 312 555 0100' },
  nextAppointment: '2026-03-09',
  examDate: '2026-03-02',
  expiresAt: '2026-04-01T09:00:00.000Z',
};

afterEach(cleanup);

describe("every message of the patient's page, in every language it speaks", () => {
  it('has the words of every instruction code the server can send', () => {
    expect(Object.keys(SEEK_HELP_WORDS).sort()).toEqual([...SEEK_HELP_SIGNS].sort());
    for (const site of BODY_SITES) expect(REGION_WORDS[site.regionCode], site.code).toBeTruthy();
  });

  it.each(PATIENT_LOCALES)(
    '%s: words every message from the catalog (no missing id, no placeholder left)',
    (locale) => {
      const { i18n, missing } = i18nOf(locale);
      expect(ALL.length).toBeGreaterThan(80);
      for (const d of ALL) {
        const said = i18n._({ ...d, values: VALUES });
        expect(said.trim(), d.id).not.toBe('');
        expect(said, d.id).not.toMatch(/[{}]/);
      }
      expect(missing).toEqual([]);
    },
  );

  it('es: no message is left in English', () => {
    const english = i18nOf('en').i18n;
    const spanish = i18nOf('es').i18n;
    const same = ALL.filter((d) => spanish._({ ...d, values: VALUES }) === english._({ ...d, values: VALUES }));
    expect(same.map((d) => english._({ ...d, values: VALUES }))).toEqual([]);
  });

  it('says the days a link has left with the plural rules of each language', () => {
    const say = (locale: PatientLocale, days: number) =>
      i18nOf(locale).i18n._({ ...patientPlanCopy.daysLeft, values: { days } });
    expect([0, 1, 2, 21].map((n) => say('en', n))).toEqual([
      'Today is its last day.',
      '1 day left.',
      '2 days left.',
      '21 days left.',
    ]);
    expect([0, 1, 2, 21].map((n) => say('es', n))).toEqual([
      'Hoy es su último día.',
      'Queda 1 día.',
      'Quedan 2 días.',
      'Quedan 21 días.',
    ]);
  });

  const EMERGENCY: PatientPlanJson = {
    ...EVERY_CODE,
    urgency: 'emergency',
    homeCare: ['cover-wound', 'bring-page'],
    materials: [],
  };
  it.each([
    ['today', EVERY_CODE],
    ['emergency', EMERGENCY],
  ])('es: a plan with every code (urgency %s) shows no English sentence of the English page', (_, plan) => {
    const english = i18nOf('en').i18n;
    const englishWords = ALL.map((d) => english._({ ...d, values: VALUES })).filter((w) => w.length > 3);
    const { i18n, missing } = i18nOf('es');
    const { container } = render(
      <MemoryRouter>
        <I18nProvider i18n={i18n}>
          <PatientPlanView plan={plan} link="https://example.test/plan/x?lang=es" locale="es" />
        </I18nProvider>
      </MemoryRouter>,
    );
    const page = container.textContent!;
    expect(englishWords.filter((w) => page.includes(w))).toEqual([]);
    expect(page).not.toMatch(/clinical sentence/);
    expect(page).toContain('Tobillo, parte de adentro, lado derecho');
    expect(page).toContain('2 de marzo de 2026');
    expect(missing).toEqual([]);
  });

  it('es: every body site in words, with its side', () => {
    const { i18n, missing } = i18nOf('es');
    const words = BODY_SITES.map((s) => {
      const region = i18n._(REGION_WORDS[s.regionCode]);
      return s.laterality ? i18n._({ ...SIDE_WORDS[s.laterality], values: { site: region } }) : region;
    });
    expect(words).toContain('Talón, lado izquierdo');
    expect(words).toContain('Coxis (rabadilla)');
    expect(new Set(words).size).toBe(BODY_SITES.length);
    expect(missing).toEqual([]);
  });
});
