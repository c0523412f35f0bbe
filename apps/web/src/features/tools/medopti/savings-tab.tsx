import { useId, useState } from 'react';
import { BarChart } from '../components/bar-chart.tsx';
import { PanelHeading } from '../components/ui.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatUsd } from '../shared/format.ts';
import { CALCULATOR_DEFAULTS, medications } from './data.ts';
import { medoptiCopy } from './medopti-copy.ts';
import { parseCalculatorInputs, patientImpact, unitSavings, type CalculatorField } from './rules.ts';

const copy = medoptiCopy.savings;
const FIELDS: CalculatorField[] = ['patients', 'medicationsPerPatient', 'months'];

export function SavingsTab() {
  return (
    <div>
      <PanelHeading title={say(medoptiCopy.tabs.savings)} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ImpactCalculator />
        <Card>
          <BarChart
            title={say(copy.priceChart)}
            valueHeader={say(copy.priceChartValue)}
            bars={medications.map((m) => ({
              label: m.name,
              value: m.negotiatedPrice,
              display: say(copy.priceOf, {
                negotiated: formatUsd(m.negotiatedPrice),
                current: formatUsd(m.currentPrice),
              }),
            }))}
            max={Math.max(...medications.map((m) => m.currentPrice))}
          />
          <p className="mt-2 text-xs text-slate-600">{say(copy.barNote)}</p>
        </Card>
      </div>
    </div>
  );
}

/** Patient impact calculator (docs/spec-notes.md#medopti-figures): patients, medications per patient, months. */
function ImpactCalculator() {
  const base = useId();
  const [raw, setRaw] = useState<Record<CalculatorField, string>>({
    patients: String(CALCULATOR_DEFAULTS.patients),
    medicationsPerPatient: String(CALCULATOR_DEFAULTS.medicationsPerPatient),
    months: String(CALCULATOR_DEFAULTS.months),
  });
  const parsed = parseCalculatorInputs(raw);
  const result = parsed.ok ? patientImpact(parsed, medications) : null;
  const perSupply = patientImpact({ patients: 1, medicationsPerPatient: 1, months: 1 }, medications).perSupply;

  return (
    <Card title={say(copy.calculator)}>
      <p className="mb-3 text-sm text-slate-600">
        {say(copy.assumption, {
          perSupply: formatUsd(perSupply),
          each: medications.map((m) => formatUsd(unitSavings(m))).join(', '),
        })}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map((field) => {
          const error = parsed.ok ? undefined : parsed.errors[field];
          const id = `${base}-${field}`;
          return (
            <div key={field}>
              <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
                {say(copy.fields[field])}
              </label>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={raw[field]}
                onChange={(e) => setRaw((r) => ({ ...r, [field]: e.target.value }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 focus:outline-none focus:ring-2 ${error ? 'border-red-600 focus:ring-red-600/30' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30'}`}
              />
              {error && (
                <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div aria-live="polite" className="mt-4 rounded-lg bg-brand-50 p-4">
        {result ? (
          <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
            <div>
              <dt className="text-xs font-medium text-slate-600">{say(copy.total)}</dt>
              <dd className="text-xl font-bold text-brand-800">{formatUsd(result.totalSavings)}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-600">{say(copy.perMonth)}</dt>
              <dd className="text-xl font-bold text-brand-800">{formatUsd(result.monthlySavings)}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-600">{say(copy.perPatient)}</dt>
              <dd className="text-xl font-bold text-brand-800">{formatUsd(result.perPatient)}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm font-medium text-red-800">{say(copy.correct)}</p>
        )}
      </div>
    </Card>
  );
}
