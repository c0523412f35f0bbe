import { useId, useLayoutEffect, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AlertTriangle, CalendarDays, CheckCircle2, Package, Phone, Printer, XCircle } from 'lucide-react';
import { I18nProvider, useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { PATIENT_LOCALES, patientLocaleOf, type PatientLocale, type PatientPlanJson } from '@woundcare/api-types';
import { ApiRequestError } from '../../lib/api-client.ts';
import { browserPatientLocale, LANGUAGE_NAMES } from '../../lib/i18n/languages.ts';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePatientPlan } from './api/get-patient-plan.ts';
import { patientPlanCopy as copy } from './copy.ts';
import {
  AVOID_WORDS,
  HOME_CARE_WORDS,
  MATERIAL_WORDS,
  REGION_WORDS,
  SEEK_HELP_WORDS,
  SIDE_WORDS,
} from './plan-words.ts';
import { daysUntil, sayDate, usePatientI18n } from './patient-i18n.ts';

const PRINT_CSS = '@page { margin: 14mm; } @media print { body { background: white; } }';

function Section({
  title,
  icon,
  tone = 'border-slate-200',
  children,
}: {
  title: string;
  icon: ReactNode;
  tone?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`break-inside-avoid rounded-2xl border-2 bg-white p-5 print:p-3 ${tone}`}>
      <h2 id={id} className="flex items-center gap-2 text-2xl font-bold text-ink">
        {icon}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** One list of the plan; an item in a language other than the page's carries its own `lang`. */
function Items({ items, ordered = false }: { items: readonly { text: string; lang?: string }[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={`space-y-3 pl-6 ${ordered ? 'list-decimal' : 'list-disc'} marker:font-semibold`}>
      {items.map((i) => (
        <li key={i.text} lang={i.lang} className="pl-1">
          {i.text}
        </li>
      ))}
    </Tag>
  );
}

/**
 * The page's language on the document (`<html lang>`), its title, and the other languages'
 * addresses (`hreflang` alternates), while the page is shown.
 */
function DocumentLanguage({ locale }: { locale: PatientLocale }) {
  const { _ } = useLingui();
  const title = `${_(copy.title)} | ${copy.brand}`;
  // in the same commit as the words it describes (a passive effect would leave them apart for a frame)
  useLayoutEffect(() => {
    const html = document.documentElement;
    const before = { lang: html.lang, title: document.title };
    html.lang = locale;
    document.title = title;
    return () => {
      html.lang = before.lang;
      document.title = before.title;
    };
  }, [locale, title]);
  return PATIENT_LOCALES.map((l) => <link key={l} rel="alternate" hrefLang={l} href={addressIn(l)} />);
}

/** This page's address in `locale` (the same link, `?lang=`). */
function addressIn(locale: PatientLocale): string {
  const url = new URL(window.location.href);
  url.searchParams.set('lang', locale);
  return url.toString();
}

/** The patient's switch between the page's languages: each named in its own language. */
function LanguageSwitch({ locale }: { locale: PatientLocale }) {
  const { _ } = useLingui();
  return (
    <nav aria-label={_(copy.language)} className="print:hidden">
      <ul className="flex gap-1">
        {PATIENT_LOCALES.map((l) => (
          <li key={l}>
            <Link
              to={{ search: `?lang=${l}` }}
              replace
              lang={l}
              hrefLang={l}
              aria-current={l === locale ? 'true' : undefined}
              className={`inline-block rounded-lg px-3 py-2 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                l === locale
                  ? 'bg-brand-50 text-brand-800 underline underline-offset-4'
                  : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {LANGUAGE_NAMES[l]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Shell({ locale, children }: { locale?: PatientLocale; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 text-lg leading-relaxed text-slate-800 print:bg-white">
      <style>{PRINT_CSS}</style>
      <header className="border-b border-slate-200 bg-white print:border-0">
        <div className="mx-auto flex max-w-2xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <p className="py-1 text-base font-bold text-brand-800">{copy.brand}</p>
          {locale && <LanguageSwitch locale={locale} />}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-2xl space-y-5 px-4 py-6 print:space-y-3 print:py-0">
        {children}
      </main>
    </div>
  );
}

const GONE_CODES = ['LINK_EXPIRED', 'LINK_REVOKED', 'NOT_FOUND', 'RATE_LIMITED'] as const;

function Unavailable({ error, retry, locale }: { error: unknown; retry: () => void; locale: PatientLocale }) {
  const { _ } = useLingui();
  const code = error instanceof ApiRequestError ? error.code : null;
  const known = GONE_CODES.find((c) => c === code);
  const words = known ? copy.gone[known] : copy.gone.other;
  return (
    <Shell locale={locale}>
      <section className="rounded-2xl border-2 border-slate-200 bg-white p-6 text-center">
        <XCircle className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
        <h1 className="mt-3 text-3xl font-bold text-ink">{_(words.title)}</h1>
        <p className="mt-3">{_(words.text)}</p>
        {!known && (
          <button
            type="button"
            onClick={retry}
            className="mt-5 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {_(copy.tryAgain)}
          </button>
        )}
      </section>
    </Shell>
  );
}

/** The clinic's number as a large tap target that dials it (in the "call your clinic today" block). */
function CallClinic({ phone }: { phone: string }) {
  const { _ } = useLingui();
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-5 py-3 text-lg font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 print:bg-white print:p-0 print:text-red-900"
    >
      <Phone className="h-5 w-5" aria-hidden="true" /> {_({ ...copy.callClinic, values: { phone } })}
    </a>
  );
}

/** The plan as the server wrote it for the patient, in the page's language: shown as it is, nothing derived here. */
export function PatientPlanView({
  plan,
  link,
  locale,
  now = Date.now(),
}: {
  plan: PatientPlanJson;
  link: string;
  locale: PatientLocale;
  now?: number;
}) {
  const { _ } = useLingui();
  const say = (words: Record<string, MessageDescriptor>, codes: readonly string[]) =>
    codes.map((c) => ({ text: _(words[c]!) }));
  const site = plan.bodySite
    ? plan.bodySite.side
      ? _({ ...SIDE_WORDS[plan.bodySite.side], values: { site: _(REGION_WORDS[plan.bodySite.region]) } })
      : _(REGION_WORDS[plan.bodySite.region])
    : _(copy.noSite);
  return (
    <Shell locale={locale}>
      {plan.urgency && (
        <section role="alert" className="rounded-2xl border-2 border-red-700 bg-red-50 p-5 text-red-900">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <AlertTriangle className="h-7 w-7 shrink-0" aria-hidden="true" />
            {_(copy.urgency[plan.urgency].title)}
          </h2>
          <p className="mt-2">{_(copy.urgency[plan.urgency].text)}</p>
          {plan.urgency === 'today' && plan.clinic.phone && <CallClinic phone={plan.clinic.phone} />}
        </section>
      )}

      <div>
        <h1 className="text-3xl font-bold leading-tight text-ink">
          {_({ ...copy.greeting, values: { firstName: plan.firstName } })}
        </h1>
        <dl className="mt-3 space-y-1">
          <div>
            <dt className="inline font-semibold">{_(copy.siteLabel)}: </dt>
            <dd className="inline">{site}</dd>
          </div>
          {plan.clinic.name && (
            <div>
              <dt className="inline font-semibold">{_(copy.clinicLabel)}: </dt>
              <dd className="inline">
                {plan.clinic.name}
                {plan.clinic.phone && (
                  <>
                    {' · '}
                    <a
                      href={`tel:${plan.clinic.phone.replace(/[^\d+]/g, '')}`}
                      className="whitespace-nowrap font-semibold underline"
                    >
                      {plan.clinic.phone}
                    </a>
                  </>
                )}
              </dd>
            </div>
          )}
        </dl>
        <p className="mt-1 text-slate-600">{_({ ...copy.madeOn, values: { date: sayDate(plan.examDate, locale) } })}</p>
      </div>

      <Section
        title={_(plan.urgency === 'emergency' ? copy.beforeYouGo : copy.homeCare)}
        icon={<CheckCircle2 className="h-7 w-7 text-brand-700" aria-hidden="true" />}
      >
        <Items items={say(HOME_CARE_WORDS, plan.homeCare)} ordered />
      </Section>

      {plan.avoid.length > 0 && (
        <Section title={_(copy.avoid)} icon={<XCircle className="h-7 w-7 text-amber-700" aria-hidden="true" />}>
          <Items items={say(AVOID_WORDS, plan.avoid)} />
        </Section>
      )}

      {plan.materials.length > 0 && (
        <Section title={_(copy.materials)} icon={<Package className="h-7 w-7 text-brand-700" aria-hidden="true" />}>
          <Items items={say(MATERIAL_WORDS, plan.materials)} />
        </Section>
      )}

      {/* sent to hospital today: "call your clinic the same day if…" would contradict the alert above */}
      {plan.urgency !== 'emergency' && (
        <Section
          title={_(copy.seekHelp)}
          tone="border-red-300"
          icon={<AlertTriangle className="h-7 w-7 text-red-700" aria-hidden="true" />}
        >
          <p>{_(copy.seekHelpIntro)}</p>
          <div className="mt-3">
            <Items
              items={plan.seekHelp.map((s) =>
                s.sign ? { text: _(SEEK_HELP_WORDS[s.sign]) } : { text: s.text, lang: 'en' },
              )}
            />
          </div>
          <p className="mt-4 font-semibold text-red-900">{_(copy.emergency)}</p>
        </Section>
      )}

      <Section
        title={_(copy.nextAppointment)}
        icon={<CalendarDays className="h-7 w-7 text-brand-700" aria-hidden="true" />}
      >
        <p>{plan.nextAppointment ? sayDate(plan.nextAppointment, locale) : _(copy.clinicWillTell)}</p>
      </Section>

      <div className="hidden items-center gap-4 break-inside-avoid print:flex">
        <QrCode value={link} label={_(copy.qrLabel)} size={120} />
        <p>{_(copy.qrCaption)}</p>
      </div>

      <footer className="space-y-3 border-t border-slate-200 pt-4 text-slate-700">
        <p>{_(copy.note)}</p>
        <p>
          {_({ ...copy.validUntil, values: { date: sayDate(plan.expiresAt, locale) } })}{' '}
          <span className="print:hidden">
            {_({ ...copy.daysLeft, values: { days: daysUntil(plan.expiresAt, now) } })}
          </span>{' '}
          {_(copy.keepPrivate)}
        </p>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 print:hidden"
        >
          <Printer className="h-5 w-5" aria-hidden="true" /> {_(copy.print)}
        </button>
      </footer>
    </Shell>
  );
}

/**
 * /plan/:token — the patient's page, opened without signing in, in its language: the one the
 * address asks for (`?lang=`, the patient's switch), else the one the clinician chose for the
 * link, else the browser's, else English.
 */
export function PatientPlanPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const query = usePatientPlan(token);
  const wanted =
    patientLocaleOf(search.get('lang')) ??
    (query.status === 'success' ? query.data.locale : null) ??
    browserPatientLocale() ??
    'en';
  const i18n = usePatientI18n(wanted);
  // until the first catalog arrives (one small request), the page's frame without words
  if (!i18n) return <Shell>{null}</Shell>;
  const locale = i18n.locale as PatientLocale;
  return (
    <I18nProvider i18n={i18n}>
      <DocumentLanguage locale={locale} />
      {query.status === 'error' ? (
        <Unavailable error={query.error} retry={query.refetch} locale={locale} />
      ) : query.status === 'success' ? (
        <PatientPlanView plan={query.data} link={window.location.href} locale={locale} />
      ) : (
        <Shell>
          <Spinner label={i18n._(copy.loading)} />
        </Shell>
      )}
    </I18nProvider>
  );
}
