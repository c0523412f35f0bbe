import { useState } from 'react';
import { Link } from 'react-router';
import { Download, ExternalLink } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { paths } from '../../lib/paths.ts';
import { assessmentReportUrl } from '../assessments/api/get-assessment-report.ts';
import type { AssessmentJson } from '@woundcare/api-types';
import { downloadFromApi } from '../../lib/download.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { SendReferralButton } from '../referrals/send-referral-button.tsx';
import { SharePatientLinkButton } from '../../lib/patient-links/share-link-button.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { planCopy } from './plan-copy.ts';

const copy = {
  download: msg`Download Treatment Plan (PDF)`,
  manage: msg`Manage or revoke links on the full plan`,
  open: msg`Open full plan`,
};

/**
 * The spec's "Download Treatment Plan" and "Share with patient" for the selected assessment. The
 * download is the PDF report: one document with the advice and the plan built from it; the share
 * is the patient's own link (no sign-in), as on the plan page.
 */
export function PlanActions({ assessment }: { assessment: AssessmentJson }) {
  const [notice, setNotice] = useState<{ tone: 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadFromApi(assessmentReportUrl(assessment.id), `woundly-report-${assessment.id}.pdf`);
    } catch (err) {
      setNotice({
        tone: 'error',
        text: say(planCopy.downloadFailed, { message: err instanceof Error ? err.message : String(err) }),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button onClick={() => void download()} disabled={busy}>
        <Download className="h-4 w-4" aria-hidden="true" /> {busy ? say(planCopy.preparing) : say(copy.download)}
      </Button>
      <SharePatientLinkButton
        assessmentId={assessment.id}
        manage={
          <Link to={paths.treatmentPlan(assessment.id)} className="font-semibold text-brand-800 hover:underline">
            {say(copy.manage)}
          </Link>
        }
      />
      <SendReferralButton assessmentId={assessment.id} />
      <Link to={paths.treatmentPlan(assessment.id)} className={buttonClass('ghost')}>
        <ExternalLink className="h-4 w-4" aria-hidden="true" /> {say(copy.open)}
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
