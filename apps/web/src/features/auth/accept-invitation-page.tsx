import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FormError, PasswordField, TextField } from '../../components/ui/field.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { acceptInvitation } from '../profile/api/accept-invitation.ts';
import { useInvitation } from '../profile/api/get-invitation.ts';
import { rejectInvitation } from '../profile/api/reject-invitation.ts';
import { roleLabel } from '../profile/api/shared.ts';
import { paths } from '../../lib/paths.ts';
import { authMessages, PASSWORD_MIN } from './validation.ts';
import { invitationCopy as copy } from './invitation-copy.ts';
import { useInvitationPreview } from './api/get-invitation-preview.ts';

const CONFIRM_FIRST = new Set([
  'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION',
  'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION',
]);

function reason(err: unknown): string {
  if (err instanceof ApiRequestError && err.code === 'INVITATION_EMAIL_MISMATCH') return copy.otherAddress;
  if (err instanceof ApiRequestError && err.code === 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION')
    return copy.wrongAccount;
  if (err instanceof ApiRequestError && CONFIRM_FIRST.has(err.code)) return copy.confirmFirst;
  if (err instanceof ApiRequestError && err.code === 'INVITATION_NOT_FOUND') return copy.invalid;
  return err instanceof Error ? err.message : copy.invalid;
}

/** The page an invitation email links to: accept or decline; without an account, book a demo and join. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  // the token of the mailed link: it proves the invited address
  const id = params.get('token') ?? '';
  const { status, signUp, openAuthModal } = useAuth();
  const navigate = useNavigate();
  const invitation = useInvitation(id, status === 'signed-in' && id !== '');
  const details = invitation.data ?? null;
  // signed out: the invited address, locked in the form (the link proves it; no second confirmation mail)
  const preview = useInvitationPreview(id, status === 'signed-out' && id !== '');
  const invitedEmail = preview.data?.email ?? null;
  const [actionError, setError] = useState<string | null>(null);
  const error =
    actionError ??
    (invitation.status === 'error' ? reason(invitation.error) : null) ??
    (preview.status === 'error' ? copy.invalid : null);
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      navigate(paths.demo);
    } catch (err) {
      setError(reason(err));
      setBusy(false);
    }
  }

  async function register(e: FormEvent) {
    e.preventDefault();
    const { firstName, lastName, password } = form;
    const email = invitedEmail ?? form.email;
    if (!firstName.trim() || !lastName.trim() || !email.trim() || !password)
      return setError(authMessages.requiredSignUp);
    if (password.length < PASSWORD_MIN) return setError(authMessages.passwordLength);
    await run(() =>
      signUp({
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        email: email.trim(),
        password,
        invitation_token: id,
      }),
    );
  }
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-bold text-ink">{copy.title}</h1>
      {!id ? (
        <p className="mt-4 text-slate-600">{copy.noLink}</p>
      ) : status === 'loading' ? (
        <p className="mt-4 text-slate-600">{copy.loading}</p>
      ) : status === 'signed-in' ? (
        <div className="mt-6 space-y-4">
          <FormError message={error} />
          {details && (
            <>
              <p className="text-slate-700">
                {copy.invitedTo(details.inviterEmail, details.organizationName, roleLabel(details.role))}
              </p>
              <div className="flex flex-wrap gap-3">
                <Button disabled={busy} onClick={() => void run(() => acceptInvitation(id))}>
                  {copy.accept}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => void run(() => rejectInvitation(id))}>
                  {copy.decline}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : (
        <div className="mt-4 space-y-6">
          <p className="text-slate-600">{copy.signedOut}</p>
          <Button variant="secondary" onClick={() => openAuthModal('signin')}>
            {copy.signIn}
          </Button>
          <form
            onSubmit={register}
            noValidate
            className="space-y-4 border-t border-slate-200 pt-6"
            aria-labelledby="join-heading"
          >
            <h2 id="join-heading" className="text-lg font-semibold text-ink">
              {copy.bookDemo}
            </h2>
            <FormError message={error} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={copy.firstName}
                required
                autoComplete="given-name"
                value={form.firstName}
                onChange={set('firstName')}
              />
              <TextField
                label={copy.lastName}
                required
                autoComplete="family-name"
                value={form.lastName}
                onChange={set('lastName')}
              />
            </div>
            <TextField
              label={copy.invitedEmail}
              type="email"
              required
              autoComplete="email"
              value={invitedEmail ?? form.email}
              onChange={set('email')}
              readOnly={invitedEmail !== null}
              hint={invitedEmail !== null ? copy.emailLocked(preview.data!.team_name) : undefined}
            />
            <PasswordField
              label={copy.password}
              required
              autoComplete="new-password"
              value={form.password}
              onChange={set('password')}
            />
            <Button type="submit" disabled={busy} className="w-full" size="lg">
              {busy ? copy.joining : copy.join}
            </Button>
          </form>
        </div>
      )}
    </section>
  );
}
