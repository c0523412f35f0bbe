import { useState, type FormEvent } from 'react';
import { REFERRAL_SPECIALTIES, REFERRAL_SPECIALTY_LABEL, type ReferralContactJson } from '@woundcare/api-types';
import { fieldErrors, referralContactSchema, type ReferralContactBody } from '@woundcare/api-types/requests';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormError, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { addReferralContact } from './api/add-referral-contact.ts';
import { updateReferralContact } from './api/update-referral-contact.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { CONTACT_FIELDS, REFERRAL_COPY } from './referral-copy.ts';

type Draft = Required<{ [K in keyof ReferralContactBody]: string }>;

const EMPTY: Draft = {
  name: '',
  specialty: 'vascular_surgery',
  organisation: '',
  phone: '',
  email: '',
  address: '',
  notes: '',
};
const SPECIALTY_OPTIONS = REFERRAL_SPECIALTIES.map((s) => ({ value: s, label: REFERRAL_SPECIALTY_LABEL[s] }));

/** Add or edit one contact of the team's referral network (owners and admins); checked with the server's schema. */
export function ContactFormDialog({
  open,
  contact,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** null: a new contact */
  contact: ReferralContactJson | null;
  onClose: () => void;
  onSaved: (saved: ReferralContactJson) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={contact ? say(REFERRAL_COPY.contactDialogEdit) : say(REFERRAL_COPY.contactDialogAdd)}
    >
      {open && <ContactForm key={contact?.id ?? 'new'} contact={contact} onSaved={onSaved} onCancel={onClose} />}
    </Dialog>
  );
}

function ContactForm({
  contact,
  onSaved,
  onCancel,
}: {
  contact: ReferralContactJson | null;
  onSaved: (saved: ReferralContactJson) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(contact ? { ...EMPTY, ...pick(contact) } : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = fieldErrors(referralContactSchema, draft);
    setErrors(found ?? {});
    if (found) return;
    setBusy(true);
    setFailure(null);
    try {
      const body = draft as ReferralContactBody;
      onSaved(contact ? await updateReferralContact(contact.id, body) : await addReferralContact(body));
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormError message={failure} />
      <TextField
        label={say(CONTACT_FIELDS.name)}
        required
        value={draft.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="off"
      />
      <SelectField
        label={say(CONTACT_FIELDS.specialty)}
        required
        value={draft.specialty}
        onChange={set('specialty')}
        options={SPECIALTY_OPTIONS}
      />
      <TextField
        label={say(CONTACT_FIELDS.organisation)}
        value={draft.organisation}
        onChange={set('organisation')}
        error={errors.organisation}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={say(CONTACT_FIELDS.email)}
          type="email"
          required
          value={draft.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label={say(CONTACT_FIELDS.phone)}
          type="tel"
          value={draft.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </div>
      <TextAreaField label={say(CONTACT_FIELDS.address)} rows={2} value={draft.address} onChange={set('address')} />
      <TextAreaField label={say(CONTACT_FIELDS.notes)} rows={2} value={draft.notes} onChange={set('notes')} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="ghost" onClick={onCancel}>
          {say(REFERRAL_COPY.cancel)}
        </Button>
        <Button type="submit" disabled={busy}>
          {say(REFERRAL_COPY.saveContact)}
        </Button>
      </div>
    </form>
  );
}

function pick(c: ReferralContactJson): Draft {
  return {
    name: c.name,
    specialty: c.specialty,
    organisation: c.organisation,
    phone: c.phone,
    email: c.email,
    address: c.address,
    notes: c.notes,
  };
}
