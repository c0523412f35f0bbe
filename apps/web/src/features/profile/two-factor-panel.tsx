import { useState, type FormEvent, type ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { firstIssue, totpCodeSchema, twoFactorPasswordSchema } from '@woundcare/api-types/requests';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { disableTwoFactor } from '../../lib/auth/api/disable-two-factor.ts';
import { enableTwoFactor, type TwoFactorSetup } from '../../lib/auth/api/enable-two-factor.ts';
import { newRecoveryCodes } from '../../lib/auth/api/new-recovery-codes.ts';
import { verifyTotp } from '../../lib/auth/api/verify-totp.ts';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { AuthenticatorCodeField } from './authenticator-code-field.tsx';
import { securityCopy } from './security-copy.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

const copy = securityCopy.twoFactor;
type Message = { tone: 'success' | 'error' | 'warning'; text: string } | null;

const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);
/** The base32 key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-factor sign-in for the account: turn on (password → QR code and key → a code from the app
 * confirms it → the recovery codes, shown once), or, when on, turn off / make new recovery codes
 * with the password. `teamRequires` names the active team when it requires two-factor.
 */
export function TwoFactorPanel({ teamRequires, onChanged }: { teamRequires: string | null; onChanged: () => void }) {
  const { user, refreshSession } = useAuth();
  const enabled = user?.twoFactorEnabled === true;
  const [phase, setPhase] = useState<'idle' | 'password' | 'scan' | 'codes'>('idle');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (err) {
      setMessage({ tone: 'error', text: errorText(err, say(copy.failed)) });
    } finally {
      setBusy(false);
    }
  }
  const checkPassword = () => firstIssue(twoFactorPasswordSchema, { password });

  function begin(e: FormEvent) {
    e.preventDefault();
    const invalid = checkPassword();
    if (invalid) return setMessage({ tone: 'error', text: invalid });
    void run(async () => {
      setSetup(await enableTwoFactor(password));
      setPassword('');
      setPhase('scan');
    });
  }

  function confirm(e: FormEvent) {
    e.preventDefault();
    const invalid = firstIssue(totpCodeSchema, { code });
    if (invalid) return setMessage({ tone: 'error', text: invalid });
    void run(async () => {
      await verifyTotp(code);
      setCode('');
      setCodes(setup?.backupCodes ?? []);
      setSetup(null);
      setPhase('codes');
      setMessage({ tone: 'success', text: say(copy.enabled) });
      await refreshSession();
      onChanged();
    });
  }

  function manage(action: 'off' | 'codes') {
    const invalid = checkPassword() ?? firstIssue(totpCodeSchema, { code });
    if (invalid) return setMessage({ tone: 'error', text: invalid });
    void run(async () => {
      if (action === 'off') {
        await disableTwoFactor(password, code);
        setPassword('');
        setCode('');
        setMessage({ tone: 'success', text: say(copy.turnedOff) });
        await refreshSession();
        onChanged();
      } else {
        setCodes((await newRecoveryCodes(password, code)).backupCodes);
        setPassword('');
        setCode('');
        setPhase('codes');
      }
    });
  }

  function cancel() {
    setPhase('idle');
    setSetup(null);
    setPassword('');
    setCode('');
    setMessage(null);
  }

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-3">
      <h3 id="two-factor-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
        <ShieldCheck className={`h-5 w-5 ${enabled ? 'text-green-700' : 'text-slate-400'}`} aria-hidden="true" />
        {say(copy.heading)}
      </h3>
      <p className="text-sm text-slate-600">{enabled ? say(copy.on) : say(copy.off)}</p>
      {teamRequires && !enabled && <Notice tone="warning">{say(copy.teamRequires, { team: teamRequires })}</Notice>}

      {phase === 'codes' && codes.length > 0 && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3">
          <h4 className="text-sm font-semibold text-amber-900">{say(copy.recoveryHeading)}</h4>
          <p className="mt-1 text-sm text-amber-900">{say(copy.recoveryIntro)}</p>
          <ul
            aria-label={say(copy.recoveryHeading)}
            className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm text-slate-900"
          >
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => {
              setCodes([]);
              setPhase('idle');
            }}
          >
            {say(copy.recoveryDone)}
          </Button>
        </div>
      )}

      {!enabled && phase === 'idle' && (
        <Button onClick={() => setPhase('password')} disabled={busy}>
          {say(copy.start)}
        </Button>
      )}

      {!enabled && phase === 'password' && (
        <form onSubmit={begin} noValidate className="space-y-3">
          <CurrentPassword value={password} onChange={setPassword}>
            <Button type="submit" disabled={busy}>
              {say(copy.continue)}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {say(copy.cancel)}
            </Button>
          </CurrentPassword>
        </form>
      )}

      {!enabled && phase === 'scan' && setup && (
        <form onSubmit={confirm} noValidate className="space-y-3">
          <p className="text-sm text-slate-700">{say(copy.scan)}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <QrCode value={setup.totpURI} label={say(copy.qrLabel)} />
            <div className="min-w-0 space-y-2 text-sm">
              <p className="text-xs text-slate-500">{say(copy.secretLabel)}</p>
              <p className="font-mono text-base text-slate-900">{grouped(setup.secret)}</p>
              <a href={setup.totpURI} className="inline-block font-medium text-brand-700 underline">
                {say(copy.openInApp)}
              </a>
            </div>
          </div>
          <AuthenticatorCodeField label={say(copy.code)} value={code} onChange={setCode} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {say(copy.confirm)}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {say(copy.cancel)}
            </Button>
          </div>
        </form>
      )}

      {enabled && phase !== 'codes' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            manage('codes');
          }}
          noValidate
          className="space-y-3"
        >
          <p className="text-xs text-slate-500">{say(copy.manageHint)}</p>
          <AuthenticatorCodeField label={say(copy.code)} value={code} onChange={setCode} />
          <CurrentPassword value={password} onChange={setPassword}>
            <Button type="submit" variant="secondary" disabled={busy}>
              {say(copy.newCodes)}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => manage('off')}>
              {say(copy.turnOff)}
            </Button>
          </CurrentPassword>
        </form>
      )}

      {message && <Notice tone={message.tone}>{message.text}</Notice>}
    </section>
  );
}

/** The account password asked before a two-factor change, with the step's buttons below it. */
function CurrentPassword({
  value,
  onChange,
  children,
}: {
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <PasswordField
        label={say(copy.password)}
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">{children}</div>
    </>
  );
}
