import { useId, useState, type FormEvent } from 'react';
import type { TeamSettingsJson } from '@woundcare/api-types';
import { teamSettingsSchema, firstIssue } from '@woundcare/api-types/requests';
import { useTeamSettings } from '../profile/api/get-team-settings.ts';
import { updateClinic } from '../profile/api/update-team-settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, Notice } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { settingsCopy as copy } from './team-copy.ts';

/** The IANA zones this browser knows (every current browser lists them), the team's own first if missing. */
function zoneOptions(current: string): string[] {
  const all = Intl.supportedValuesOf('timeZone');
  return all.includes(current) ? all : [current, ...all];
}

const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100';

function ClinicForm({ settings, onSaved }: { settings: TeamSettingsJson; onSaved: (s: TeamSettingsJson) => void }) {
  const ids = { phone: useId(), zone: useId(), hint: useId() };
  const [phone, setPhone] = useState(settings.clinic_phone ?? '');
  const [zone, setZone] = useState(settings.time_zone);
  const [sample, setSample] = useState(settings.sample_directory);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { clinic_phone: phone, time_zone: zone, sample_directory: sample };
    const invalid = firstIssue(teamSettingsSchema, body);
    if (invalid) return setMessage({ tone: 'error', text: invalid });
    setBusy(true);
    setMessage(null);
    try {
      onSaved(await updateClinic(body));
      setMessage({ tone: 'success', text: say(copy.saved) });
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : say(copy.saveFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      <div>
        <label htmlFor={ids.phone} className="mb-1 block text-sm font-medium text-slate-700">
          {say(copy.phone)}
        </label>
        <input
          id={ids.phone}
          type="tel"
          autoComplete="tel"
          className={inputClass}
          value={phone}
          aria-describedby={ids.hint}
          onChange={(e) => setPhone(e.target.value)}
        />
        <p id={ids.hint} className="mt-1 text-xs text-slate-500">
          {say(copy.phoneHint, { team: settings.team_name })}
        </p>
      </div>
      <div>
        <label htmlFor={ids.zone} className="mb-1 block text-sm font-medium text-slate-700">
          {say(copy.zone)}
        </label>
        <select id={ids.zone} className={inputClass} value={zone} onChange={(e) => setZone(e.target.value)}>
          {zoneOptions(settings.time_zone).map((z) => (
            <option key={z} value={z}>
              {z.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-slate-500">{say(copy.zoneHint)}</p>
      </div>
      <label className="flex min-h-11 items-start gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
          checked={sample}
          onChange={(e) => setSample(e.target.checked)}
        />
        <span>
          {say(copy.sample)}
          <span className="mt-0.5 block text-xs font-normal text-slate-500">{say(copy.sampleHint)}</span>
        </span>
      </label>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <Button type="submit" disabled={busy}>
        {busy ? say(copy.saving) : say(copy.save)}
      </Button>
    </form>
  );
}

/**
 * The team's settings as a screen of their own: the clinic's name and phone number for patients,
 * its time zone and the sample directory. Owners and admins change them; every member reads them.
 * (The two-factor rule stays with the owner's security settings: it needs their authenticator code.)
 */
export function TeamSettings({ canEdit }: { canEdit: boolean }) {
  const settings = useTeamSettings();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink">{say(copy.title)}</h2>
      {settings.status === 'loading' && <Spinner label={say(copy.loading)} />}
      {settings.status === 'error' && <Notice tone="error">{say(copy.loadFailed)}</Notice>}
      {settings.data &&
        (canEdit ? (
          <div className="mt-3">
            <ClinicForm settings={settings.data} onSaved={(s) => settings.setData(() => s)} />
          </div>
        ) : (
          <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-600">{say(copy.clinic)}</dt>
            <dd>{settings.data.team_name}</dd>
            <dt className="font-medium text-slate-600">{say(copy.phoneForPatients)}</dt>
            <dd>{settings.data.clinic_phone ?? say(copy.notSet)}</dd>
            <dt className="font-medium text-slate-600">{say(copy.timeZone)}</dt>
            <dd>{settings.data.time_zone.replaceAll('_', ' ')}</dd>
          </dl>
        ))}
    </Card>
  );
}
