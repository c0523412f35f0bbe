import { useId, useState, type FormEvent } from 'react';
import {
  REFERRAL_URGENCIES,
  REFERRAL_URGENCY_LABEL,
  type RankedReferralContactJson,
  type ReferralContactJson,
  type ReferralDelivery,
  type ReferralJson,
  type ReferralUrgency,
} from '@woundcare/api-types';
import { fieldErrors, referralCreateSchema } from '@woundcare/api-types/requests';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../lib/paths.ts';
import { useIsTeamAdmin } from '../profile/api/use-team-role.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { downloadFromApi } from '../../lib/download.ts';
import { sendReferral } from './api/send-referral.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { REFERRAL_COPY } from './referral-copy.ts';

type Contact = ReferralContactJson & Partial<Pick<RankedReferralContactJson, 'matchedSpecialistType'>>;

const URGENCY_OPTIONS = REFERRAL_URGENCIES.map((u) => ({ value: u, label: REFERRAL_URGENCY_LABEL[u] }));

/** The contact as the picker lists it: name, specialty, and the recommended type it answers. */
const contactOption = (c: Contact) => ({
  value: c.id,
  label: c.matchedSpecialistType
    ? say(REFERRAL_COPY.contactMatches, { name: c.name, specialty: c.specialtyLabel, type: c.matchedSpecialistType })
    : `${c.name} — ${c.specialtyLabel}`,
});

/**
 * A referral from one assessment: pick a contact of the team (ranked for the assessment when
 * given so), give the reason and urgency, and e-mail the letter or download it. The server writes
 * the letter from the stored assessment and records the referral on the wound.
 */
export function SendReferralDialog({
  open,
  assessmentId,
  contacts,
  initialContactId,
  onClose,
  onSent,
}: {
  open: boolean;
  assessmentId: string;
  contacts: readonly Contact[];
  initialContactId?: string;
  onClose: () => void;
  onSent: (referral: ReferralJson, message: string) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={say(REFERRAL_COPY.sendDialogTitle)}>
      {open &&
        (contacts.length === 0 ? (
          <NoContacts assessmentId={assessmentId} onClose={onClose} />
        ) : (
          <ReferralForm
            assessmentId={assessmentId}
            contacts={contacts}
            initialContactId={initialContactId}
            onCancel={onClose}
            onSent={onSent}
          />
        ))}
    </Dialog>
  );
}

/**
 * The first referral of a team without contacts: an owner or admin is led to the network where
 * contacts are added; a member is told whom to ask.
 */
function NoContacts({ assessmentId, onClose }: { assessmentId: string; onClose: () => void }) {
  const isAdmin = useIsTeamAdmin();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {say(REFERRAL_COPY.sendNoContacts)}{' '}
        {isAdmin ? say(REFERRAL_COPY.networkEmptyAdmin) : say(REFERRAL_COPY.networkEmptyMember)}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {say(REFERRAL_COPY.close)}
        </Button>
        {isAdmin && (
          <Link to={`${paths.workspace.consultants(assessmentId)}#referral-network`} className={buttonClass('primary')}>
            {say(REFERRAL_COPY.addFirstContact)}
          </Link>
        )}
      </div>
    </div>
  );
}

function ReferralForm({
  assessmentId,
  contacts,
  initialContactId,
  onCancel,
  onSent,
}: {
  assessmentId: string;
  contacts: readonly Contact[];
  initialContactId?: string;
  onCancel: () => void;
  onSent: (referral: ReferralJson, message: string) => void;
}) {
  const [contactId, setContactId] = useState(initialContactId ?? contacts[0]!.id);
  const [reason, setReason] = useState('');
  const [urgency, setUrgency] = useState<ReferralUrgency>('routine');
  const [delivery, setDelivery] = useState<ReferralDelivery>('email');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const reasonErrorId = useId();
  const contact = contacts.find((c) => c.id === contactId)!;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { contact_id: contactId, reason, urgency, delivery };
    const found = fieldErrors(referralCreateSchema, body);
    setErrors(found ?? {});
    if (found) return;
    setBusy(true);
    setFailure(null);
    try {
      const referral = await sendReferral(assessmentId, body);
      if (delivery === 'download') {
        await downloadFromApi(referral.letterUrl, `referral-${assessmentId}.pdf`);
        onSent(referral, say(REFERRAL_COPY.downloaded, { name: contact.name }));
      } else onSent(referral, say(REFERRAL_COPY.sentByEmail, { name: contact.name, email: contact.email }));
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormError message={failure} />
      <SelectField
        label={say(REFERRAL_COPY.contactLabel)}
        required
        value={contactId}
        onChange={(e) => setContactId(e.target.value)}
        options={contacts.map(contactOption)}
      />
      <div>
        <label htmlFor={reasonId} className="mb-1 block text-sm font-medium text-slate-700">
          {say(REFERRAL_COPY.reasonLabel)}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={reasonId}
          required
          rows={4}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? reasonErrorId : undefined}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        {errors.reason && (
          <p id={reasonErrorId} className="mt-1 text-xs text-red-700">
            {errors.reason}
          </p>
        )}
      </div>
      <SelectField
        label={say(REFERRAL_COPY.urgencyLabel)}
        value={urgency}
        onChange={(e) => setUrgency(e.target.value as ReferralUrgency)}
        options={URGENCY_OPTIONS}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{say(REFERRAL_COPY.deliveryLegend)}</legend>
        {(
          [
            ['email', REFERRAL_COPY.deliveryEmail],
            ['download', REFERRAL_COPY.deliveryDownload],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-start gap-2 py-1 text-sm text-slate-700">
            <input
              type="radio"
              name="delivery"
              value={value}
              checked={delivery === value}
              onChange={() => setDelivery(value)}
              className="mt-0.5"
            />
            {say(label)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="ghost" onClick={onCancel}>
          {say(REFERRAL_COPY.cancel)}
        </Button>
        <Button type="submit" disabled={busy}>
          {delivery === 'email' ? say(REFERRAL_COPY.submitEmail) : say(REFERRAL_COPY.submitDownload)}
        </Button>
      </div>
    </form>
  );
}
