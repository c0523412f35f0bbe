import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, QuickActions, StatCard, StatGrid } from '../components/ui.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatCount, formatPercent, formatUsd } from '../shared/format.ts';
import { formulary, medications, type Medication } from './data.ts';
import { medoptiCopy } from './medopti-copy.ts';
import { averageDiscount, formularyOptimisation, projectedSavings, savingsPercent, unitSavings } from './rules.ts';

const copy = medoptiCopy.overview;

export function OverviewTab({ onOpenCalculator }: { onOpenCalculator: () => void }) {
  return (
    <div>
      <PanelHeading title={say(medoptiCopy.tabs.overview)} />
      <StatGrid>
        <StatCard
          label={say(copy.projectedSavings)}
          value={formatUsd(projectedSavings(medications))}
          note={say(copy.projectedSavingsNote)}
          tone="green"
        />
        <StatCard
          label={say(copy.averageDiscount)}
          value={formatPercent(averageDiscount(medications))}
          note={say(copy.averageDiscountNote)}
        />
        <StatCard
          label={say(copy.formularyOptimisation)}
          value={formatPercent(formularyOptimisation(formulary), 0)}
          note={say(copy.formularyOptimisationNote)}
          tone="blue"
        />
        <StatCard label={say(copy.tracked)} value={formatCount(medications.length)} tone="slate" />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <DataTable<Medication>
          caption={say(copy.pricesCaption)}
          rows={medications}
          rowKey={(m) => m.name}
          columns={[
            {
              header: say(copy.medication),
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
            { header: say(copy.current), cell: (m) => formatUsd(m.currentPrice), numeric: true },
            { header: say(copy.negotiated), cell: (m) => formatUsd(m.negotiatedPrice), numeric: true },
            { header: say(copy.savings), cell: (m) => formatPercent(savingsPercent(m)), numeric: true },
          ]}
        />
        <Card>
          <BarChart
            title={say(copy.savingsChart)}
            valueHeader={say(copy.savingsChartValue)}
            tone="green"
            bars={medications.map((m) => ({
              label: m.name,
              value: unitSavings(m),
              display: `${formatUsd(unitSavings(m))} (${formatPercent(savingsPercent(m))})`,
            }))}
          />
        </Card>
      </div>
      <QuickActions actions={[{ label: say(copy.openCalculator), onClick: onOpenCalculator }]} />
    </div>
  );
}
