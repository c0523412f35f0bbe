import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  contactPage,
  DEFAULT_SERVICE_INTEREST,
  serviceInterests,
  type ServiceInterest,
} from '../../../content/contact.ts';
import { contactSchema, fieldErrors } from '@woundcare/api-types/requests';
import { submitContact, type ContactDraft } from '../api/submit-contact.ts';

const emptyDraft: ContactDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  organization: '',
  title: '',
  message: '',
  serviceInterest: DEFAULT_SERVICE_INTEREST,
};

const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/**
 * The contact form: really submits (beyond the spec, where submitting sent nothing: docs/spec-notes.md#contact-form). On error the
 * typed text stays and the server's message is shown; on success a confirmation replaces it.
 */
export function ContactForm() {
  const copy = contactPage.form;
  const ids = { interest: useId(), message: useId() };
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);

  const field = (name: keyof ContactDraft) => ({
    name,
    value: draft[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setDraft((d) => ({ ...d, [name]: e.target.value })),
  });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // the server's schema first: its message beside each field that fails
    const errors = fieldErrors(contactSchema, draft);
    setInvalid(errors ?? {});
    if (errors) return;
    setBusy(true);
    setError(null);
    try {
      await submitContact(draft);
      setSent(true);
      setDraft(emptyDraft);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Your message could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-8 text-center">
        <CheckCircle2 className="mx-auto h-10 w-10 text-brand-700" aria-hidden="true" />
        <h3 className="mt-4 text-xl font-semibold text-ink">{copy.successTitle}</h3>
        <p className="mt-2 text-slate-700">{copy.success}</p>
        <Button variant="secondary" className="mt-6" onClick={() => setSent(false)}>
          {copy.another}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">{copy.lead}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={copy.labels.firstName}
          required
          autoComplete="given-name"
          maxLength={100}
          {...field('firstName')}
          error={invalid.firstName}
        />
        <TextField
          label={copy.labels.lastName}
          required
          autoComplete="family-name"
          maxLength={100}
          {...field('lastName')}
          error={invalid.lastName}
        />
        <TextField
          label={copy.labels.email}
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          {...field('email')}
          error={invalid.email}
        />
        <TextField
          label={copy.labels.phone}
          type="tel"
          autoComplete="tel"
          maxLength={40}
          {...field('phone')}
          error={invalid.phone}
        />
        <TextField
          label={copy.labels.organization}
          required
          autoComplete="organization"
          maxLength={200}
          {...field('organization')}
          error={invalid.organization}
        />
        <TextField
          label={copy.labels.title}
          autoComplete="organization-title"
          maxLength={120}
          {...field('title')}
          error={invalid.title}
        />
      </div>
      <div>
        <label htmlFor={ids.interest} className="mb-1 block text-sm font-medium text-slate-700">
          {copy.labels.serviceInterest}
        </label>
        <select
          id={ids.interest}
          className={controlClass}
          {...field('serviceInterest')}
          onChange={(e) => setDraft((d) => ({ ...d, serviceInterest: e.target.value as ServiceInterest }))}
        >
          {serviceInterests.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.message} className="mb-1 block text-sm font-medium text-slate-700">
          {copy.labels.message}
          <span className="text-red-700"> *</span>
        </label>
        <textarea
          id={ids.message}
          required
          rows={6}
          maxLength={5000}
          placeholder={copy.messagePlaceholder}
          className={controlClass}
          {...field('message')}
          aria-invalid={invalid.message ? true : undefined}
          aria-describedby={invalid.message ? `${ids.message}-error` : undefined}
        />
        {invalid.message && (
          <p id={`${ids.message}-error`} className="mt-1 text-xs text-red-700">
            {invalid.message}
          </p>
        )}
        <p className="mt-1 text-xs text-slate-500">{copy.privacy}</p>
      </div>
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
