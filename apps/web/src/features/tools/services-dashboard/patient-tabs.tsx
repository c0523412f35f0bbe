import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid } from '../components/ui.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
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
import { servicesDashboardCopy as copy } from './services-dashboard-copy.ts';

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
      <PanelHeading title={say(copy.tabs.risk)} />
      <StatGrid>
        {Z_BANDS.map((b) => (
          <StatCard
            key={b}
            label={say(Z_BAND_LABEL[b])}
            value={String(counts[b])}
            tone={b === 'high' ? 'red' : b === 'medium' ? 'orange' : 'green'}
          />
        ))}
      </StatGrid>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-xs text-slate-700">
        <span className="font-semibold">{say(copy.risk.colourKey)}</span>
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
              {p.woundType} · {say(copy.risk.details, { age: p.age, complexity: p.complexity })} · {p.status}
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
      <PanelHeading title={say(copy.tabs.costs)} />
      <StatGrid>
        <StatCard label={say(copy.costs.projectedCost)} value={formatUsd(t.projected)} tone="slate" />
        <StatCard
          label={say(copy.costs.current)}
          value={formatUsd(t.reimbursed)}
          note={say(copy.costs.covers, { share: formatPercent(t.coverage) })}
          tone="blue"
        />
        <StatCard label={say(copy.costs.gap)} value={formatUsd(t.gap)} tone="red" />
        <StatCard label={say(copy.costs.potential)} value={formatUsd(t.optimization)} tone="green" />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <DataTable<ZScorePatient>
          caption={say(copy.costs.caption)}
          rows={patients}
          rowKey={(p) => p.id}
          columns={[
            { header: say(copy.costs.patient), cell: (p) => <span className="font-medium">{p.name}</span> },
            { header: say(copy.costs.projected), cell: (p) => formatUsd(p.projectedCost), numeric: true },
            { header: say(copy.costs.reimbursed), cell: (p) => formatUsd(p.currentReimbursement), numeric: true },
            { header: say(copy.costs.gapColumn), cell: (p) => formatUsd(reimbursementGap(p)), numeric: true },
            { header: say(copy.costs.optimization), cell: (p) => formatUsd(p.potentialOptimization), numeric: true },
          ]}
        />
        <Card>
          <BarChart
            title={say(copy.costs.gapChart)}
            valueHeader={say(copy.costs.gapChartValue)}
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
