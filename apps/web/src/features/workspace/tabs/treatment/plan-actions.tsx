import { useState } from 'react';
import { Link } from 'react-router';
import { Download, ExternalLink, Share2 } from 'lucide-react';
import { paths } from '../../../../lib/paths.ts';
import { threadFiles } from '../../../../lib/analysis/api.ts';
import type { ThreadJson } from '@woundcare/api-types';
import { downloadFromApi } from '../../../../lib/download.ts';
import { Button, buttonClass } from '../../../../components/ui/button.tsx';
import { Notice } from '../../../../components/ui/card.tsx';
import { SendReferralButton } from '../consultants/send-referral-button.tsx';

/**
 * The spec's "Download Treatment Plan" and "Share with Patient" for the selected assessment. The
 * download is the PDF report: one document with the advice and the plan built from it.
 */
export function PlanActions({ thread }: { thread: ThreadJson }) {
  const [notice, setNotice] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadFromApi(threadFiles.reportPdf(thread.id), `woundly-report-${thread.id}.pdf`);
    } catch (err) {
      setNotice({
        tone: 'error',
        text: `Could not download the plan: ${err instanceof Error ? err.message : String(err)}`,
      });
    } finally {
      setBusy(false);
    }
  }

  async function share() {
    const url = new URL(paths.treatmentPlan(thread.id), window.location.origin).toString();
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: `Treatment plan for ${thread.patientName}`, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setNotice({ tone: 'success', text: 'Link to the plan copied. The patient needs to sign in to open it.' });
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      setNotice({ tone: 'info', text: `Copy this link to share the plan: ${url}` });
    }
  }

  return (
    <>
      <Button onClick={() => void download()} disabled={busy}>
        <Download className="h-4 w-4" aria-hidden="true" /> {busy ? 'Preparing PDF…' : 'Download Treatment Plan (PDF)'}
      </Button>
      <Button variant="secondary" onClick={() => void share()}>
        <Share2 className="h-4 w-4" aria-hidden="true" /> Share with Patient
      </Button>
      <SendReferralButton assessmentId={thread.id} />
      <Link to={paths.treatmentPlan(thread.id)} className={buttonClass('ghost')}>
        <ExternalLink className="h-4 w-4" aria-hidden="true" /> Open full plan
      </Link>
      {notice && (
        <div className="w-full">
          <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Notice>
        </div>
      )}
    </>
  );
}
