import { useState } from 'react';
import { FileText } from 'lucide-react';
import {
  REFERRAL_SPECIALTY_LABEL,
  REFERRAL_STATUS_LABEL,
  REFERRAL_URGENCY_LABEL,
  type ReferralJson,
  type ReferralStatus,
} from '@woundcare/api-types';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { downloadFromApi } from '../../lib/download.ts';
import { useWoundReferrals } from './api/list-wound-referrals.ts';
import { setReferralStatus } from './api/set-referral-status.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { NEXT_STATUS, REFERRAL_COPY } from './referral-copy.ts';

const STATUS_TONE: Record<ReferralStatus, 'yellow' | 'brand' | 'green'> = {
  sent: 'yellow',
  acknowledged: 'brand',
  seen: 'green',
};
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** A wound's referrals on its timeline, newest first: to whom, why, how urgent, and their status, moved forward by a clinician. */
export function WoundReferrals({ woundId }: { woundId: string }) {
  const query = useWoundReferrals(woundId);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const advance = async (r: ReferralJson, status: ReferralStatus) => {
    setBusy(r.id);
    setFailure(null);
    try {
      const updated = await setReferralStatus(r.id, status);
      query.setData((list) => (list ?? []).map((x) => (x.id === updated.id ? updated : x)));
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const download = (r: ReferralJson) =>
    downloadFromApi(r.letterUrl, `referral-${r.assessmentId}.pdf`).catch((err: Error) => setFailure(err.message));
  return (
    <section className="mt-6" aria-labelledby="wound-referrals-title">
      <h2 id="wound-referrals-title" className="mb-2 text-lg font-semibold text-ink">
        {say(REFERRAL_COPY.timelineTitle)}
      </h2>
      <FormError message={failure} />
      {query.status !== 'success' ? (
        <p className="text-sm text-slate-500">{say(REFERRAL_COPY.timelineLoading)}</p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600">{say(REFERRAL_COPY.timelineEmpty)}</p>
      ) : (
        <ol className="space-y-3">
          {query.data.map((r) => {
            const next = NEXT_STATUS[r.status];
            return (
              <Card as="li" key={r.id} className="min-w-0 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={STATUS_TONE[r.status]}>{REFERRAL_STATUS_LABEL[r.status]}</Badge>
                  <Badge tone={r.urgency === 'routine' ? 'grey' : 'red'}>{REFERRAL_URGENCY_LABEL[r.urgency]}</Badge>
                  <span className="text-sm text-slate-600">
                    {day(r.sentAt)} · {r.assessmentId}
                  </span>
                </div>
                <p className="mt-2 font-semibold text-ink">
                  {r.contact.name}{' '}
                  <span className="font-normal text-slate-600">
                    — {REFERRAL_SPECIALTY_LABEL[r.contact.specialty]}
                    {r.contact.organisation && `, ${r.contact.organisation}`}
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{r.reason}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {r.delivery === 'email'
                    ? say(REFERRAL_COPY.emailedBy, { email: r.contact.email, name: r.sentBy })
                    : say(REFERRAL_COPY.downloadedBy, { name: r.sentBy })}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {next && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy === r.id}
                      onClick={() => void advance(r, next.status)}
                    >
                      {say(next.label)}
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => void download(r)}>
                    <FileText className="h-4 w-4" aria-hidden="true" /> {say(REFERRAL_COPY.letter)}
                  </Button>
                </div>
              </Card>
            );
          })}
        </ol>
      )}
    </section>
  );
}
