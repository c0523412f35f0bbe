import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, QuickActions, StatCard, StatGrid } from '../components/ui.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatCount, formatPercent, formatUsd } from '../shared/format.ts';
import { formulary, medications, type Medication } from './data.ts';
import { averageDiscount, formularyOptimisation, projectedSavings, savingsPercent, unitSavings } from './rules.ts';

export function OverviewTab({ onOpenCalculator }: { onOpenCalculator: () => void }) {
  return (
    <div>
      <PanelHeading title="Overview" />
      <StatGrid>
        <StatCard
          label="Projected savings"
          value={formatUsd(projectedSavings(medications))}
          note="Σ (current − negotiated), one month's supply of each"
          tone="green"
        />
        <StatCard
          label="Average discount"
          value={formatPercent(averageDiscount(medications))}
          note="Mean savings % over the sample medications"
        />
        <StatCard
          label="Formulary optimisation"
          value={formatPercent(formularyOptimisation(formulary), 0)}
          note="Formulary items on the preferred tier"
          tone="blue"
        />
        <StatCard label="Medications tracked" value={formatCount(medications.length)} tone="slate" />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <DataTable<Medication>
          caption="Negotiated prices per month's supply"
          rows={medications}
          rowKey={(m) => m.name}
          columns={[
            {
              header: 'Medication',
              cell: (m) => (
                <>
                  <span className="font-medium">{m.name}</span>
                  <br />
                  <span className="text-xs text-slate-600">
                    {m.category} · {m.woundType}
                  </span>
                </>
              ),
            },
            { header: 'Current', cell: (m) => formatUsd(m.currentPrice), numeric: true },
            { header: 'Negotiated', cell: (m) => formatUsd(m.negotiatedPrice), numeric: true },
            { header: 'Savings', cell: (m) => formatPercent(savingsPercent(m)), numeric: true },
          ]}
        />
        <Card>
          <BarChart
            title="Savings per month's supply"
            valueHeader="Savings (USD)"
            tone="green"
            bars={medications.map((m) => ({
              label: m.name,
              value: unitSavings(m),
              display: `${formatUsd(unitSavings(m))} (${formatPercent(savingsPercent(m))})`,
            }))}
          />
        </Card>
      </div>
      <QuickActions actions={[{ label: 'Open the patient impact calculator', onClick: onOpenCalculator }]} />
    </div>
  );
}
