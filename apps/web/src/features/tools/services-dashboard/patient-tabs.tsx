import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid } from '../components/ui.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatPercent, formatUsd } from '../shared/format.ts';
import {
  RISK_COLOUR_CLASS,
  Z_BAND_LABEL,
  Z_BANDS,
  riskColour,
  zBandCounts,
  type RiskColour,
} from '../shared/z-score.ts';
import { patients, type ZScorePatient } from '../reimburseright/data.ts';
import { RiskLevelBadge, ZScoreBadge } from '../reimburseright/risk-badges.tsx';
import { reimbursementGap } from '../reimburseright/rules.ts';
import { costTotals } from './rules.ts';

const LEGEND: { colour: RiskColour; text: string }[] = [
  { colour: 'red', text: 'z ≥ 2.5' },
  { colour: 'orange', text: '1.5 ≤ z < 2.5' },
  { colour: 'yellow', text: '0.5 ≤ z < 1.5' },
  { colour: 'green', text: 'z < 0.5' },
];

export function PatientRiskTab() {
  const counts = zBandCounts(patients);
  const sorted = [...patients].sort((a, b) => b.zScore - a.zScore);
  return (
    <div>
      <PanelHeading title="Patient Risk" />
      <StatGrid>
        {Z_BANDS.map((b) => (
          <StatCard
            key={b}
            label={Z_BAND_LABEL[b]}
            value={String(counts[b])}
            tone={b === 'high' ? 'red' : b === 'medium' ? 'orange' : 'green'}
          />
        ))}
      </StatGrid>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-xs text-slate-700">
        <span className="font-semibold">Colour key:</span>
        {LEGEND.map((l) => (
          <span
            key={l.colour}
            className={`rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset ${RISK_COLOUR_CLASS[l.colour]}`}
          >
            {l.text}
          </span>
        ))}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {sorted.map((p) => (
          <li key={p.id} className={`rounded-xl p-4 ring-1 ring-inset ${RISK_COLOUR_CLASS[riskColour(p.zScore)]}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{p.name}</span>
              <span className="flex gap-2">
                <ZScoreBadge z={p.zScore} />
                <RiskLevelBadge z={p.zScore} />
              </span>
            </div>
            <p className="mt-1 text-sm">
              {p.woundType} · {p.age} y · {p.complexity} complexity · {p.status}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CostTab() {
  const t = costTotals(patients);
  return (
    <div>
      <PanelHeading title="Cost & Reimbursement" />
      <StatGrid>
        <StatCard label="Projected cost" value={formatUsd(t.projected)} tone="slate" />
        <StatCard
          label="Current reimbursement"
          value={formatUsd(t.reimbursed)}
          note={`Covers ${formatPercent(t.coverage)} of the projected cost`}
          tone="blue"
        />
        <StatCard label="Reimbursement gap" value={formatUsd(t.gap)} tone="red" />
        <StatCard label="Potential optimization" value={formatUsd(t.optimization)} tone="green" />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <DataTable<ZScorePatient>
          caption="Cost and reimbursement per patient"
          rows={patients}
          rowKey={(p) => p.id}
          columns={[
            { header: 'Patient', cell: (p) => <span className="font-medium">{p.name}</span> },
            { header: 'Projected', cell: (p) => formatUsd(p.projectedCost), numeric: true },
            { header: 'Reimbursed', cell: (p) => formatUsd(p.currentReimbursement), numeric: true },
            { header: 'Gap', cell: (p) => formatUsd(reimbursementGap(p)), numeric: true },
            { header: 'Optimization', cell: (p) => formatUsd(p.potentialOptimization), numeric: true },
          ]}
        />
        <Card>
          <BarChart
            title="Reimbursement gap per patient"
            valueHeader="Gap (USD)"
            tone="red"
            bars={patients.map((p) => ({
              label: p.name,
              value: reimbursementGap(p),
              display: formatUsd(reimbursementGap(p)),
            }))}
          />
        </Card>
      </div>
    </div>
  );
}
