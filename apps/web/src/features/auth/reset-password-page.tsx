import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FormError, PasswordField } from '../../components/ui/field.tsx';
import { resetPassword } from '../../lib/auth/api/reset-password.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { firstIssue, newPasswordSchema } from '@woundcare/api-types/requests';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { authMessages } from './validation.ts';
import { resetPasswordCopy as copy } from './reset-password-copy.ts';

/** The page the reset email links to: sets a new password with the one-time token. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { openAuthModal } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password || !confirm) return setError(authMessages.fillAll);
    // the server's own rule for a new password (its common-password check stays on the server)
    const tooWeak = firstIssue(newPasswordSchema, password);
    if (tooWeak) return setError(tooWeak);
    if (password !== confirm) return setError(authMessages.passwordMismatch);
    setError(null);
    setBusy(true);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (err) {
      setError(
        err instanceof ApiRequestError && err.code === 'INVALID_TOKEN'
          ? say(copy.invalidToken)
          : err instanceof ApiRequestError
            ? err.message
            : say(copy.failed),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-bold text-ink">{say(copy.title)}</h1>
      {!token ? (
        <p className="mt-4 text-slate-600">{say(copy.noToken)}</p>
      ) : done ? (
        <div className="mt-6 space-y-4">
          <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-800">
            {say(copy.done)}
          </p>
          <Button onClick={() => openAuthModal('signin')}>{say(copy.signIn)}</Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <FormError message={error} />
          <PasswordField
            label={say(copy.newPassword)}
            required
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label={say(copy.confirm)}
            required
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Button type="submit" disabled={busy} className="w-full" size="lg">
            {busy ? say(copy.saving) : say(copy.submit)}
          </Button>
          <p className="text-sm text-slate-600">
            <Link to={paths.home} className="text-brand-700 underline">
              {say(copy.home)}
            </Link>
          </p>
        </form>
      )}
    </section>
  );
}
