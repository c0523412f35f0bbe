import { useEffect, useState } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { PatientLocale } from '@woundcare/api-types';

/** The patient page's catalogs, one chunk per language, fetched when the page first needs it. */
const CATALOGS: Record<PatientLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/patient/en.po'),
  es: () => import('../../locales/patient/es.po'),
};

const instances = new Map<PatientLocale, Promise<I18n>>();

/**
 * An i18n instance of one language: its own instance per language, whose locale never changes
 * (switching the page's language swaps the instance, it does not mutate a shared one).
 */
function patientI18n(locale: PatientLocale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = CATALOGS[locale]().then(({ messages }) => setupI18n({ locale, messages: { [locale]: messages } }));
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * The page's i18n instance for `locale`, once its catalog has arrived (null before the first one);
 * while another language loads, the one shown stays.
 */
export function usePatientI18n(locale: PatientLocale): I18n | null {
  const [shown, setShown] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    void patientI18n(locale).then((i18n) => {
      if (live) setShown(i18n);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return shown;
}

/** A date as the patient reads it in their language, e.g. "2 de marzo de 2026" (a calendar day is not shifted by time zone). */
export function sayDate(value: string, locale: PatientLocale): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(day ? { timeZone: 'UTC' } : {}),
  }).format(new Date(day ? `${value}T12:00:00Z` : value));
}

/** Calendar days from `now` to the day of `iso`, in the reader's time zone (0: `iso` is today). */
export function daysUntil(iso: string, now: number): number {
  const day = (t: number) => {
    const d = new Date(t);
    return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  };
  return Math.max(0, Math.round((day(new Date(iso).getTime()) - day(now)) / 86_400_000));
}
