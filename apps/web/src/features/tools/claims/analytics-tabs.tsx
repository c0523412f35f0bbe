import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatCount, formatPercent, formatUsd } from '../shared/format.ts';
import { claims, eligibility, type EligibilityRow } from './data.ts';
import { claimsCopy as copy } from './claims-copy.ts';
import {
  collectionRate,
  deductibleText,
  denialReasons,
  eligibilitySummary,
  firstPassRate,
  pendingForecast,
  statusBreakdown,
} from './rules.ts';

const ELIGIBILITY_TONE: Record<EligibilityRow['status'], Tone> = {
  Verified: 'green',
  Pending: 'yellow',
  'Coverage issue': 'red',
};

export function EligibilityTab() {
  const s = eligibilitySummary(eligibility);
  return (
    <div>
      <PanelHeading title={say(copy.tabs.eligibility)} />
      <StatGrid>
        <StatCard label={say(copy.eligibility.checked)} value={formatCount(s.checked)} tone="slate" />
        <StatCard label={say(copy.eligibility.verified)} value={formatCount(s.verified)} tone="green" />
        <StatCard
          label={say(copy.eligibility.attention)}
          value={formatCount(s.needsAttention)}
          note={say(copy.eligibility.attentionNote)}
          tone="red"
        />
        <StatCard label={say(copy.eligibility.deductibleMet)} value={formatCount(s.deductibleMet)} tone="blue" />
      </StatGrid>
      <div className="mt-4">
        <DataTable<EligibilityRow>
          caption={say(copy.eligibility.caption)}
          rows={eligibility}
          rowKey={(r) => r.patientName}
          columns={[
            { header: say(copy.table.patient), cell: (r) => <span className="font-medium">{r.patientName}</span> },
            { header: say(copy.table.payer), cell: (r) => r.payer },
            { header: say(copy.eligibility.coverage), cell: (r) => r.coverageType },
            {
              header: say(copy.table.status),
              cell: (r) => <Badge tone={ELIGIBILITY_TONE[r.status]}>{r.status}</Badge>,
            },
            { header: say(copy.eligibility.deductible), cell: (r) => deductibleText(r), numeric: true },
            { header: say(copy.eligibility.copay), cell: (r) => r.copay, numeric: true },
          ]}
        />
      </div>
    </div>
  );
}

export function AnalyticsTab() {
  const forecast = pendingForecast(claims);
  const reasons = denialReasons(claims);
  const performance = [
    { label: say(copy.overview.collectionRate), value: collectionRate(claims) ?? 0 },
    { label: say(copy.overview.firstPass), value: firstPassRate(claims) ?? 0 },
    { label: say(copy.analytics.eligibilityVerified), value: eligibilitySummary(eligibility).verifiedRate ?? 0 },
  ];
  return (
    <div>
      <PanelHeading title={say(copy.tabs.analytics)} />
      <StatGrid>
        <StatCard
          label={say(copy.analytics.forecast)}
          value={forecast === null ? '—' : formatUsd(forecast)}
          note={say(copy.analytics.forecastNote)}
          tone="blue"
        />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <Card>
          <BarChart
            title={say(copy.analytics.breakdown)}
            valueHeader={say(copy.analytics.breakdownValue)}
            max={100}
            bars={statusBreakdown(claims).map((s) => ({
              label: `${s.status} (${s.count})`,
              value: s.share,
              display: formatPercent(s.share),
              tone: s.status === 'Paid' ? 'green' : s.status === 'Pending' ? 'orange' : 'red',
            }))}
          />
        </Card>
        <Card>
          <h4 className="mb-2 text-sm font-semibold text-slate-700">{say(copy.analytics.topReasons)}</h4>
          {reasons.length === 0 ? (
            <p className="text-sm text-slate-600">{say(copy.analytics.noDenied)}</p>
          ) : (
            <ol className="space-y-2 text-sm">
              {reasons.map((r) => (
                <li key={r.reason} className="flex items-start justify-between gap-3">
                  <span>{r.reason}</span>
                  <span className="whitespace-nowrap font-semibold">
                    {formatPercent(r.share)} ({r.count})
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card>
          <BarChart
            title={say(copy.analytics.performance)}
            valueHeader={say(copy.analytics.performanceValue)}
            max={100}
            bars={performance.map((p) => ({ label: p.label, value: p.value, display: formatPercent(p.value) }))}
          />
        </Card>
      </div>
    </div>
  );
}
