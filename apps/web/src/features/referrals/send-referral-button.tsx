import { useState } from 'react';
import { Send } from 'lucide-react';
import { useAssessmentConsultants } from './api/list-assessment-consultants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { DEFAULT_STATE } from './data.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { REFERRAL_COPY } from './referral-copy.ts';
import { SendReferralDialog } from './send-referral-dialog.tsx';

/** "Send referral" beside an assessment (result, plan): the team's contacts ranked for it, in the referral dialog. */
export function SendReferralButton({ assessmentId }: { assessmentId: string }) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const ranked = useAssessmentConsultants(assessmentId, DEFAULT_STATE, { enabled: open });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Send className="h-4 w-4" aria-hidden="true" /> {say(REFERRAL_COPY.sendReferral)}
      </Button>
      {open && ranked.status !== 'success' && ranked.status !== 'error' && (
        <span role="status" className="sr-only">
          {say(REFERRAL_COPY.loadingNetwork)}
        </span>
      )}
      <SendReferralDialog
        open={open && (ranked.status === 'success' || ranked.status === 'error')}
        assessmentId={assessmentId}
        contacts={ranked.status === 'success' ? ranked.data.teamContacts : []}
        onClose={() => setOpen(false)}
        onSent={(_r, message) => {
          setOpen(false);
          setNotice(message);
        }}
      />
      {notice && (
        <div className="w-full" role="status">
          <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>
        </div>
      )}
    </>
  );
}
