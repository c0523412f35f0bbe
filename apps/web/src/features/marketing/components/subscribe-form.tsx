import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { pressPage } from '../../../content/press.ts';
import { subscribe } from '../api/subscribe.ts';

/** Press subscribe box: stores a validated email on the server (idempotent). */
export function SubscribeForm() {
  const copy = pressPage.subscribe;
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await subscribe(email);
      setResult({ kind: 'ok', text: copy.success });
      setEmail('');
    } catch (err) {
      setResult({
        kind: 'error',
        text: err instanceof ApiRequestError ? err.message : 'Subscription failed. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} aria-label={copy.title} className="w-full max-w-md">
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        {copy.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@organization.org"
          className="min-w-0 flex-1 rounded-lg border-0 bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Subscribing…' : copy.button}
        </Button>
      </div>
      <p
        role={result?.kind === 'error' ? 'alert' : 'status'}
        className={`mt-3 min-h-5 text-sm ${result?.kind === 'error' ? 'text-red-200' : 'text-brand-100'}`}
      >
        {result?.text ?? ''}
      </p>
    </form>
  );
}
