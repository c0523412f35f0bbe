import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { resendConfirmation } from '../../../lib/auth/api/resend-confirmation.ts';
import { emailConfirmationCopy as copy } from './email-confirmation-copy.ts';

/** "Send the link again": mails a new confirmation link to the signed-in user's address and says how it went. */
export function ResendConfirmation({ email }: { email: string }) {
  const [sending, setSending] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');

  async function resend() {
    setSending('busy');
    try {
      await resendConfirmation();
      setSending('sent');
    } catch {
      setSending('failed');
    }
  }

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button size="sm" variant="secondary" disabled={sending === 'busy'} onClick={() => void resend()}>
        {sending === 'busy' ? copy.sending : copy.resend}
      </Button>
      <p role="status" className="text-sm">
        {sending === 'sent' ? copy.sent(email) : sending === 'failed' ? copy.failed : ''}
      </p>
    </div>
  );
}
