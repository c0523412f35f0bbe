import { useId, useState, type ReactNode } from 'react';
import { ExternalLink, Share2 } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { DEFAULT_PATIENT_LINK_DAYS, type PatientLocale } from '@woundcare/api-types';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { createPatientLink } from './api/create-patient-link.ts';
import { LANGUAGE_LABELS } from '../i18n/languages.ts';
import { say } from '../i18n/workspace-i18n.ts';

/** The words of the one-tap "Share with patient" (the plan page's card says the rest). */
const shareLinkCopy = {
  title: msg`Share with patient`,
  creating: msg`Creating link…`,
  /** {days}, {language} */
  copied: msg({
    message:
      'Patient link created and copied — it opens without signing in for {days, plural, one {# day} other {# days}}, in {language}. It is shown only this once:',
    comment: "language: the patient page's language, e.g. Spanish",
  }),
  /** {days}, {language} */
  notCopied: msg({
    message:
      'Patient link created — it opens without signing in for {days, plural, one {# day} other {# days}}, in {language}. Copy it now: it is shown only this once.',
    comment: "language: the patient page's language, e.g. Spanish",
  }),
  linkLabel: msg`Patient link`,
  open: msg`Open patient page`,
  qrLabel: msg`QR code of the new patient link`,
  /** {message} */
  failed: msg({ message: 'Could not create the patient link: {message}' }),
};

/**
 * "Share with patient" in one tap: creates the patient's own signed-out, expiring link to this
 * plan (the same request as the plan page's "Create patient link"), copies it, and shows it once
 * with its QR code. `manage` links to where the links are listed and revoked.
 */
export function SharePatientLinkButton({ assessmentId, manage }: { assessmentId: string; manage?: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ url: string; copied: boolean; locale: PatientLocale } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  async function share() {
    setBusy(true);
    setError(null);
    try {
      // the link's language: the patient's preferred one, else English (the server's default)
      const { url, link } = await createPatientLink(assessmentId, DEFAULT_PATIENT_LINK_DAYS);
      const copied = await navigator.clipboard?.writeText(url).then(
        () => true,
        () => false,
      );
      setMade({ url, copied: copied === true, locale: link.locale });
    } catch (err) {
      setError(say(shareLinkCopy.failed, { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void share()} disabled={busy}>
        <Share2 className="h-4 w-4" aria-hidden="true" />{' '}
        {busy ? say(shareLinkCopy.creating) : say(shareLinkCopy.title)}
      </Button>
      {(made || error) && (
        // below the row of actions it belongs to, whatever comes after the button
        <div className="order-last w-full">
          {error ? (
            <Notice tone="error" onDismiss={() => setError(null)}>
              {error}
            </Notice>
          ) : (
            made && (
              <div
                role="status"
                className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 sm:flex-row sm:items-start"
              >
                <QrCode value={made.url} label={say(shareLinkCopy.qrLabel)} size={112} />
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="text-sm text-ink">
                    {say(made.copied ? shareLinkCopy.copied : shareLinkCopy.notCopied, {
                      days: DEFAULT_PATIENT_LINK_DAYS,
                      language: say(LANGUAGE_LABELS[made.locale]),
                    })}
                  </p>
                  <label htmlFor={inputId} className="sr-only">
                    {say(shareLinkCopy.linkLabel)}
                  </label>
                  <input
                    id={inputId}
                    readOnly
                    value={made.url}
                    onFocus={(e) => e.currentTarget.select()}
                    className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
                  />
                  <div className="flex flex-wrap gap-3 text-sm">
                    <a
                      href={made.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
                    >
                      <ExternalLink className="h-4 w-4" aria-hidden="true" /> {say(shareLinkCopy.open)}
                    </a>
                    {manage}
                  </div>
                </div>
              </div>
            )
          )}
        </div>
      )}
    </>
  );
}
