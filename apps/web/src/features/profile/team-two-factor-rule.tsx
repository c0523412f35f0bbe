import { useState } from 'react';
import type { TeamSettingsJson } from '@woundcare/api-types';
import { requireTwoFactor } from './api/update-team-settings.ts';
import { Notice } from '../../components/ui/card.tsx';
import { AuthenticatorCodeField } from './authenticator-code-field.tsx';
import { securityCopy } from './security-copy.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

const copy = securityCopy.teamRule;

/**
 * The active team's rule "require two-factor sign-in": a switch for owners with the current code
 * from their authenticator app (the server refuses a change without one, or to an owner without
 * two-factor, in its words), a line for everyone else.
 */
export function TeamTwoFactorRule({
  settings,
  isOwner,
  onSaved,
}: {
  settings: TeamSettingsJson;
  isOwner: boolean;
  onSaved: (next: TeamSettingsJson) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function change(value: boolean) {
    setBusy(true);
    setMessage(null);
    try {
      const next = await requireTwoFactor(value, code.replace(/\s+/g, ''));
      setCode('');
      onSaved(next);
      setMessage({ tone: 'success', text: next.require_two_factor ? say(copy.savedOn) : say(copy.savedOff) });
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : say(copy.saveFailed) });
    } finally {
      setBusy(false);
    }
  }

  if (!isOwner) {
    return <p className="text-sm text-slate-600">{settings.require_two_factor ? say(copy.on) : say(copy.off)}</p>;
  }
  return (
    <div className="space-y-2">
      <AuthenticatorCodeField label={say(copy.code)} value={code} onChange={setCode} />
      <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
          checked={settings.require_two_factor}
          disabled={busy}
          onChange={(e) => void change(e.target.checked)}
        />
        <span>
          {say(copy.label)}
          <span className="mt-0.5 block text-xs font-normal text-slate-500">{say(copy.hint)}</span>
        </span>
      </label>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
    </div>
  );
}
