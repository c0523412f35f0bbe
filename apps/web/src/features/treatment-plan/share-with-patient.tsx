import { useState, type Ref } from 'react';
import { Copy, ExternalLink, Link2 } from 'lucide-react';
import {
  DEFAULT_PATIENT_LINK_DAYS,
  DEFAULT_PATIENT_LOCALE,
  PATIENT_LINK_DAYS,
  PATIENT_LOCALES,
  type CreatedPatientLinkJson,
  type PatientLinkDays,
  type PatientLocale,
} from '@woundcare/api-types';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Notice } from '../../components/ui/card.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { formatDateTime } from '../../lib/analysis/rules.ts';
import { createPatientLink } from '../../lib/patient-links/api/create-patient-link.ts';
import { LANGUAGE_LABELS } from '../../lib/i18n/languages.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { usePatient } from '../patients/api/get-patient.ts';
import { revokePatientLink } from './api/revoke-patient-link.ts';
import { usePatientLinks } from './api/list-patient-links.ts';
import { shareCopy as copy } from './share-copy.ts';

const STATUS_TONE = { active: 'green', expired: 'yellow', revoked: 'red' } as const;
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The plan page's "Share with patient" card: makes a signed-out, expiring link to this plan
 * (7, 30 or 90 days) in the patient's language (the patient's preferred one unless the clinician
 * picks another), shows it once with its QR code, and lists the links with their opens, each
 * revocable at once.
 */
export function ShareWithPatient({
  assessmentId,
  patientId,
  headingRef,
}: {
  assessmentId: string;
  /** the plan's patient, whose preferred language the link's language starts from */
  patientId: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const links = usePatientLinks(assessmentId);
  const patient = usePatient(patientId ?? '', { enabled: patientId !== null });
  const preferred = patient.status === 'success' ? patient.data.patient.preferredLanguage : null;
  const [chosen, setChosen] = useState<PatientLocale | null>(null);
  const locale = chosen ?? preferred ?? DEFAULT_PATIENT_LOCALE;
  const [days, setDays] = useState<PatientLinkDays>(DEFAULT_PATIENT_LINK_DAYS);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedPatientLinkJson | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function create() {
    setBusy(true);
    setNotice(null);
    try {
      const made = await createPatientLink(assessmentId, days, locale);
      setCreated(made);
      links.setData((prev) => [made.link, ...(prev ?? [])]);
    } catch (err) {
      setNotice({ tone: 'error', text: say(copy.failed, { message: errorText(err) }) });
    } finally {
      setBusy(false);
    }
  }

  async function copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ tone: 'success', text: say(copy.copied) });
    } catch {
      setNotice({ tone: 'error', text: say(copy.copyFailed) });
    }
  }

  async function revoke(id: string) {
    setNotice(null);
    try {
      const link = await revokePatientLink(id);
      links.setData((prev) => (prev ?? []).map((l) => (l.id === id ? link : l)));
      if (created?.link.id === id) setCreated(null);
      setNotice({ tone: 'success', text: say(copy.revoked) });
    } catch (err) {
      setNotice({ tone: 'error', text: say(copy.failed, { message: errorText(err) }) });
    }
  }

  return (
    <Card as="section" className="print:hidden" aria-labelledby="share-with-patient">
      <h2
        id="share-with-patient"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-ink focus:outline-none"
      >
        <Link2 className="h-5 w-5 text-brand-700" aria-hidden="true" /> {say(copy.title)}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{say(copy.intro)}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          label={say(copy.language)}
          value={locale}
          onChange={(e) => setChosen(e.target.value as PatientLocale)}
          options={PATIENT_LOCALES.map((l) => ({
            value: l,
            label:
              l === preferred ? say(copy.preferred, { language: say(LANGUAGE_LABELS[l]) }) : say(LANGUAGE_LABELS[l]),
          }))}
          className="w-56"
        />
        <SelectField
          label={say(copy.lasts)}
          value={String(days)}
          onChange={(e) => setDays(Number(e.target.value) as PatientLinkDays)}
          options={PATIENT_LINK_DAYS.map((d) => ({ value: String(d), label: say(copy.days, { days: d }) }))}
          className="w-40"
        />
        <Button onClick={() => void create()} disabled={busy}>
          {busy ? say(copy.creating) : say(copy.create)}
        </Button>
      </div>

      {created && (
        <div className="mt-4 flex flex-col gap-4 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-start">
          <QrCode value={created.url} label={say(copy.qrLabel)} size={132} />
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-sm font-semibold text-ink">{say(copy.created)}</p>
            <label htmlFor="patient-link-url" className="block text-sm font-medium text-slate-700">
              {say(copy.linkLabel)}
            </label>
            <input
              id="patient-link-url"
              readOnly
              value={created.url}
              onFocus={(e) => e.currentTarget.select()}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => void copyLink(created.url)}>
                <Copy className="h-4 w-4" aria-hidden="true" /> {say(copy.copy)}
              </Button>
              <a
                href={created.url}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-700/30 hover:bg-white"
              >
                <ExternalLink className="h-4 w-4" aria-hidden="true" /> {say(copy.open)}
              </a>
            </div>
            <p className="text-xs text-slate-600">{say(copy.qrHint)}</p>
          </div>
        </div>
      )}

      {notice && (
        <div className="mt-3">
          <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Notice>
        </div>
      )}

      <h3 className="mt-5 text-base font-semibold text-ink">{say(copy.listTitle)}</h3>
      {links.status === 'error' ? (
        <p className="mt-2 text-sm text-red-700">{say(copy.loadFailed)}</p>
      ) : links.status === 'success' && links.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{say(copy.none)}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" aria-label={say(copy.listTitle)}>
          {(links.data ?? []).map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700">
                <dt className="text-slate-500">{say(copy.createdOn)}</dt>
                <dd>{formatDateTime(l.createdAt)}</dd>
                <dt className="text-slate-500">{say(copy.expires)}</dt>
                <dd>{formatDateTime(l.expiresAt)}</dd>
                <dt className="text-slate-500">{say(copy.opens)}</dt>
                <dd>{l.opens}</dd>
                <dt className="text-slate-500">{say(copy.language)}</dt>
                <dd>{say(LANGUAGE_LABELS[l.locale])}</dd>
                <dt className="text-slate-500">{say(copy.status)}</dt>
                <dd>
                  <Badge tone={STATUS_TONE[l.status]}>{say(copy.statusWords[l.status])}</Badge>
                </dd>
              </dl>
              {l.status === 'active' && (
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={say(copy.revokeLabel, { created: formatDateTime(l.createdAt) })}
                  onClick={() => void revoke(l.id)}
                >
                  {say(copy.revoke)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
