import { useState, type FormEvent } from 'react';
import { changePasswordSchema, firstIssue } from '@woundcare/api-types/requests';
import { changePassword } from '../../lib/auth/api/change-password.ts';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { securityCopy } from './security-copy.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

const copy = securityCopy.password;

/** Change password: the current one, the new one twice; the server signs out every other session. */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid =
      firstIssue(changePasswordSchema, { currentPassword: form.current, newPassword: form.next }) ??
      (form.next !== form.confirm ? say(copy.mismatch) : null);
    if (invalid) return setMessage({ tone: 'error', text: invalid });
    setBusy(true);
    setMessage(null);
    try {
      await changePassword(form.current, form.next);
      setForm({ current: '', next: '', confirm: '' });
      setMessage({ tone: 'success', text: say(copy.done) });
      onChanged();
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : say(copy.failed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="text-base font-semibold text-ink">
        {say(copy.heading)}
      </h3>
      <p className="text-sm text-slate-600">{say(copy.intro)}</p>
      <PasswordField
        label={say(copy.current)}
        autoComplete="current-password"
        value={form.current}
        onChange={set('current')}
      />
      <PasswordField label={say(copy.next)} autoComplete="new-password" value={form.next} onChange={set('next')} />
      <PasswordField
        label={say(copy.confirm)}
        autoComplete="new-password"
        value={form.confirm}
        onChange={set('confirm')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? say(copy.busy) : say(copy.submit)}
        </Button>
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
      </div>
    </form>
  );
}
