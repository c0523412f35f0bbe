import { useState, type FormEvent } from 'react';
import type { WoundJson } from '@woundcare/api-types';
import { createWoundSchema, issueText, patchWoundSchema } from '@woundcare/api-types/requests';
import type { WoundInput } from './api/shared.ts';
import {
  BODY_SITE_OPTIONS,
  ETIOLOGY_OPTIONS,
  HEALING_POTENTIAL_OPTIONS,
  STAGE_OPTIONS,
} from '../../lib/record/options.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { woundFormCopy as copy } from './wound-form-copy.ts';

/**
 * The wound's clinical facts the advice depends on: site, etiology (and NPIAP stage), onset,
 * ABPI, TBI and healing potential. Used to add a wound and to edit one; empty fields are sent as
 * "not recorded" (null), never guessed.
 */
export function WoundForm({
  initial,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: WoundJson;
  label: string;
  submitLabel: string;
  onSubmit: (body: WoundInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [site, setSite] = useState<string>(initial?.bodySite ?? '');
  const [etiology, setEtiology] = useState<string>(initial?.etiology ?? 'unknown');
  const [stage, setStage] = useState<string>(initial?.stage ?? '');
  const [onset, setOnset] = useState<string>(initial?.onsetDate ?? '');
  const [abpi, setAbpi] = useState<string>(initial?.abpi != null ? String(initial.abpi) : '');
  const [tbi, setTbi] = useState<string>(initial?.tbi != null ? String(initial.tbi) : '');
  const [potential, setPotential] = useState<string>(initial?.healingPotential ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const abpiNumber = abpi.trim() === '' ? null : Number(abpi.replace(',', '.'));
    if (abpiNumber !== null && !Number.isFinite(abpiNumber)) {
      setError(say(copy.abpiInvalid));
      return;
    }
    const tbiNumber = tbi.trim() === '' ? null : Number(tbi.replace(',', '.'));
    if (tbiNumber !== null && !Number.isFinite(tbiNumber)) {
      setError(say(copy.tbiInvalid));
      return;
    }
    // the server's schema: the same message it would answer, before anything is sent
    const checked = (initial ? patchWoundSchema : createWoundSchema).safeParse({
      body_site: site || null,
      etiology,
      stage: etiology === 'pressure_injury' ? stage || null : null,
      onset_date: onset || null,
      abpi: abpiNumber,
      tbi: tbiNumber,
      healing_potential: potential || null,
    });
    if (!checked.success) {
      setError(issueText(checked.error));
      return;
    }
    const body: WoundInput = checked.data;
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      <SelectField
        label={say(copy.site)}
        value={site}
        onChange={(e) => setSite(e.target.value)}
        options={BODY_SITE_OPTIONS}
      />
      <SelectField
        label={say(copy.etiology)}
        value={etiology}
        onChange={(e) => setEtiology(e.target.value)}
        options={ETIOLOGY_OPTIONS}
      />
      {etiology === 'pressure_injury' && (
        <SelectField
          label={say(copy.stage)}
          value={stage}
          onChange={(e) => setStage(e.target.value)}
          options={STAGE_OPTIONS}
        />
      )}
      <TextField label={say(copy.onset)} type="date" value={onset} onChange={(e) => setOnset(e.target.value)} />
      <TextField
        label={say(copy.abpi)}
        inputMode="decimal"
        placeholder={say(copy.notMeasured)}
        value={abpi}
        onChange={(e) => setAbpi(e.target.value)}
        hint={say(copy.abpiHint)}
      />
      <TextField
        label={say(copy.tbi)}
        inputMode="decimal"
        placeholder={say(copy.notMeasured)}
        value={tbi}
        onChange={(e) => setTbi(e.target.value)}
        hint={say(copy.tbiHint)}
      />
      <SelectField
        label={say(copy.potential)}
        value={potential}
        onChange={(e) => setPotential(e.target.value)}
        options={HEALING_POTENTIAL_OPTIONS}
      />
      {error && (
        <div className="sm:col-span-2 lg:col-span-3">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {say(copy.cancel)}
          </Button>
        )}
      </div>
    </form>
  );
}
