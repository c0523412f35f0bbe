import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { AlertTriangle, CalendarDays, CheckCircle2, Package, Printer, XCircle } from 'lucide-react';
import type { PatientPlanJson } from '@woundcare/api-types';
import { ApiRequestError } from '../../lib/api-client.ts';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePatientPlan } from './api/use-patient-plan.ts';
import { patientPlanCopy as copy, sayDate } from './copy.ts';

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

function Items({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={`space-y-3 pl-6 ${ordered ? 'list-decimal' : 'list-disc'} marker:font-semibold`}>
      {items.map((i) => (
        <li key={i} className="pl-1">
          {i}
        </li>
      ))}
    </Tag>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 text-lg leading-relaxed text-slate-800 print:bg-white">
      <style>{PRINT_CSS}</style>
      <header className="border-b border-slate-200 bg-white print:border-0">
        <p className="mx-auto max-w-2xl px-4 py-3 text-base font-bold text-brand-800">{copy.brand}</p>
      </header>
      <main id="main" className="mx-auto max-w-2xl space-y-5 px-4 py-6 print:space-y-3 print:py-0">
        {children}
      </main>
    </div>
  );
}

function Unavailable({ error, retry }: { error: unknown; retry: () => void }) {
  const code = error instanceof ApiRequestError ? error.code : null;
  const known = code === 'LINK_EXPIRED' || code === 'LINK_REVOKED' || code === 'NOT_FOUND' || code === 'RATE_LIMITED';
  const words = known ? copy.gone[code] : copy.gone.other;
  return (
    <Shell>
      <section className="rounded-2xl border-2 border-slate-200 bg-white p-6 text-center">
        <XCircle className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
        <h1 className="mt-3 text-3xl font-bold text-ink">{words.title}</h1>
        <p className="mt-3">{words.text}</p>
        {!known && (
          <button
            type="button"
            onClick={retry}
            className="mt-5 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {copy.tryAgain}
          </button>
        )}
      </section>
    </Shell>
  );
}

/** The plan as the server wrote it for the patient: shown as it is, nothing derived here. */
export function PatientPlanView({ plan, link }: { plan: PatientPlanJson; link: string }) {
  return (
    <Shell>
      <div>
        <h1 className="text-3xl font-bold leading-tight text-ink">{copy.greeting(plan.firstName)}</h1>
        <dl className="mt-3 space-y-1">
          <div>
            <dt className="inline font-semibold">{copy.siteLabel}: </dt>
            <dd className="inline">{plan.bodySite ?? copy.noSite}</dd>
          </div>
        </dl>
        <p className="mt-1 text-slate-600">{copy.madeOn(sayDate(plan.examDate))}</p>
      </div>

      {plan.seeToday && (
        <section role="alert" className="rounded-2xl border-2 border-red-700 bg-red-50 p-5 text-red-900">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <AlertTriangle className="h-7 w-7 shrink-0" aria-hidden="true" />
            {copy.seeTodayTitle}
          </h2>
          <p className="mt-2">{copy.seeToday}</p>
        </section>
      )}

      <Section title={copy.homeCare} icon={<CheckCircle2 className="h-7 w-7 text-brand-700" aria-hidden="true" />}>
        <Items items={plan.homeCare} ordered />
      </Section>

      {plan.avoid.length > 0 && (
        <Section title={copy.avoid} icon={<XCircle className="h-7 w-7 text-amber-700" aria-hidden="true" />}>
          <Items items={plan.avoid} />
        </Section>
      )}

      <Section title={copy.materials} icon={<Package className="h-7 w-7 text-brand-700" aria-hidden="true" />}>
        <Items items={plan.materials} />
      </Section>

      <Section
        title={copy.seekHelp}
        tone="border-red-300"
        icon={<AlertTriangle className="h-7 w-7 text-red-700" aria-hidden="true" />}
      >
        <p>{copy.seekHelpIntro}</p>
        <div className="mt-3">
          <Items items={plan.seekHelp} />
        </div>
        <p className="mt-4 font-semibold text-red-900">{copy.emergency}</p>
      </Section>

      <Section
        title={copy.nextAppointment}
        icon={<CalendarDays className="h-7 w-7 text-brand-700" aria-hidden="true" />}
      >
        <p>{plan.nextAppointment ? sayDate(plan.nextAppointment) : copy.clinicWillTell}</p>
      </Section>

      <div className="hidden items-center gap-4 break-inside-avoid print:flex">
        <QrCode value={link} label={copy.qrLabel} size={120} />
        <p>{copy.qrCaption}</p>
      </div>

      <footer className="space-y-3 border-t border-slate-200 pt-4 text-slate-700">
        <p>{copy.note}</p>
        <p>{copy.validUntil(sayDate(plan.expiresAt))}</p>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 print:hidden"
        >
          <Printer className="h-5 w-5" aria-hidden="true" /> {copy.print}
        </button>
      </footer>
    </Shell>
  );
}

/** /plan/:token — the patient's page, opened without signing in. */
export function PatientPlanPage() {
  const { token = '' } = useParams();
  const query = usePatientPlan(token);
  if (query.status === 'error') return <Unavailable error={query.error} retry={query.refetch} />;
  if (query.status !== 'success')
    return (
      <Shell>
        <Spinner label={copy.loading} />
      </Shell>
    );
  return <PatientPlanView plan={query.data} link={window.location.href} />;
}
