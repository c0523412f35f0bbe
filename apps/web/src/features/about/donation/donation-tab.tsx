import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2, FlaskConical, Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Card, Notice, PageHeading } from '../../../components/ui/card.tsx';
import { SampleDataBadge } from '../../../components/ui/badge.tsx';
import {
  canSubmitDonation,
  choosePreset,
  CUSTOM_MIN,
  CUSTOM_STEP,
  donationError,
  formatUsd,
  initialDonation,
  PRESET_AMOUNTS,
  PROCESSING_MS,
  resetDonation,
  typeCustomAmount,
  type DonationForm,
} from './donation-rules.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { donationCopy, donationUses, impactFigures, impactFootnote } from './data.ts';

/** Support Our Mission (docs/spec-notes.md#donation): a simulated donation — no payment is taken. */
export function DonationTab() {
  const [form, setForm] = useState<DonationForm>(initialDonation);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const customId = useId();
  const messageId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = donationError(form);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    timer.current = window.setTimeout(() => {
      setBusy(false);
      setDone(form.amount);
    }, PROCESSING_MS);
  }

  return (
    <div>
      <PageHeading title={say(donationCopy.title)} description={say(donationCopy.lead)} />
      <div
        className="mb-6 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        role="note"
      >
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {say(donationCopy.demoNotice)}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Card as="section" className="lg:col-span-3">
          {done !== null ? (
            <div className="py-8 text-center" role="status">
              <CheckCircle2 className="mx-auto h-14 w-14 text-green-600" aria-hidden="true" />
              <h2 className="mt-4 text-2xl font-bold text-ink">{say(donationCopy.thanksTitle)}</h2>
              <p className="mt-2 text-slate-600">{say(donationCopy.thanks, { amount: formatUsd(done) })}</p>
              <Button
                className="mt-6"
                onClick={() => {
                  setForm(resetDonation());
                  setDone(null);
                }}
              >
                {say(donationCopy.again)}
              </Button>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-5">
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-slate-700">{say(donationCopy.amount)}</legend>
                <div className="grid grid-cols-3 gap-2">
                  {PRESET_AMOUNTS.map((a) => (
                    <button
                      key={a}
                      type="button"
                      aria-pressed={form.customAmount === '' && form.amount === a}
                      onClick={() => setForm((f) => choosePreset(f, a))}
                      className={`rounded-lg border px-3 py-2.5 text-sm font-semibold transition-colors ${
                        form.customAmount === '' && form.amount === a
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50'
                      }`}
                    >
                      {formatUsd(a)}
                    </button>
                  ))}
                </div>
                <label htmlFor={customId} className="mb-1 mt-3 block text-sm font-medium text-slate-700">
                  {say(donationCopy.customAmount)}
                </label>
                <input
                  id={customId}
                  type="number"
                  inputMode="decimal"
                  min={CUSTOM_MIN}
                  step={CUSTOM_STEP}
                  value={form.customAmount}
                  placeholder={say(donationCopy.otherAmount)}
                  onChange={(e) => setForm((f) => typeCustomAmount(f, e.target.value))}
                  className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
                />
              </fieldset>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <TextField
                  label={say(donationCopy.name)}
                  value={form.name}
                  onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
                  autoComplete="name"
                />
                <TextField
                  label={say(donationCopy.email)}
                  type="email"
                  required
                  value={form.email}
                  onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))}
                  autoComplete="email"
                />
              </div>
              <div>
                <label htmlFor={messageId} className="mb-1 block text-sm font-medium text-slate-700">
                  {say(donationCopy.message)}
                </label>
                <textarea
                  id={messageId}
                  rows={3}
                  value={form.message}
                  onChange={(e) => setForm((f) => ({ ...f, message: e.target.value }))}
                  className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
                />
              </div>
              {error && <Notice tone="error">{error}</Notice>}
              <Button type="submit" size="lg" className="w-full" disabled={!canSubmitDonation(form, busy)}>
                <Heart className="h-4 w-4" aria-hidden="true" />
                {busy
                  ? say(donationCopy.processing)
                  : say(donationCopy.donate, { amount: form.amount > 0 ? formatUsd(form.amount) : '' })}
              </Button>
            </form>
          )}
        </Card>
        <div className="space-y-6 lg:col-span-2">
          <Card as="section">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-ink">{say(donationCopy.impactTitle)}</h2>
              <SampleDataBadge label={say(donationCopy.illustrative)} />
            </div>
            <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
              {impactFigures.map((f) => (
                <div key={f.id} className="flex flex-col-reverse rounded-lg bg-brand-50 px-2 py-3">
                  <dt className="text-xs text-slate-600">{say(f.label)}</dt>
                  <dd className="text-xl font-bold text-brand-800">{f.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-slate-600">{say(impactFootnote)}</p>
          </Card>
          <Card as="section">
            <h2 className="text-lg font-semibold text-ink">{say(donationCopy.usesTitle)}</h2>
            <ul className="mt-3 space-y-3">
              {donationUses.map(({ id, icon: Icon, text }) => (
                <li key={id} className="flex gap-3 text-sm text-slate-700">
                  <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {say(text)}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}
