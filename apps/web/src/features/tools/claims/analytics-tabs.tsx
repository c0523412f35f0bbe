import { BarChart } from '../components/bar-chart.tsx';
import { DataTable } from '../components/data-table.tsx';
import { PanelHeading, StatCard, StatGrid, type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatCount, formatPercent, formatUsd } from '../shared/format.ts';
import { claims, eligibility, type EligibilityRow } from './data.ts';
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
      <PanelHeading title="Eligibility Verification" />
      <StatGrid>
        <StatCard label="Patients checked" value={formatCount(s.checked)} tone="slate" />
        <StatCard label="Verified" value={formatCount(s.verified)} tone="green" />
        <StatCard
          label="Needs attention"
          value={formatCount(s.needsAttention)}
          note="Pending or coverage issue"
          tone="red"
        />
        <StatCard label="Deductible met" value={formatCount(s.deductibleMet)} tone="blue" />
      </StatGrid>
      <div className="mt-4">
        <DataTable<EligibilityRow>
          caption="Patient eligibility"
          rows={eligibility}
          rowKey={(r) => r.patientName}
          columns={[
            { header: 'Patient', cell: (r) => <span className="font-medium">{r.patientName}</span> },
            { header: 'Payer', cell: (r) => r.payer },
            { header: 'Coverage', cell: (r) => r.coverageType },
            { header: 'Status', cell: (r) => <Badge tone={ELIGIBILITY_TONE[r.status]}>{r.status}</Badge> },
            { header: 'Deductible (met / total)', cell: (r) => deductibleText(r), numeric: true },
            { header: 'Copay', cell: (r) => r.copay, numeric: true },
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
    { label: 'Collection rate', value: collectionRate(claims) ?? 0 },
    { label: 'First-pass rate', value: firstPassRate(claims) ?? 0 },
    { label: 'Eligibility verified', value: eligibilitySummary(eligibility).verifiedRate ?? 0 },
  ];
  return (
    <div>
      <PanelHeading title="Analytics & Forecasting" />
      <StatGrid>
        <StatCard
          label="Pending collections forecast"
          value={forecast === null ? '—' : formatUsd(forecast)}
          note="Pending submitted × the paid claims' payment ratio"
          tone="blue"
        />
      </StatGrid>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <Card>
          <BarChart
            title="Status breakdown (share of claims)"
            valueHeader="Share of claims (%)"
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
          <h4 className="mb-2 text-sm font-semibold text-slate-700">Top denial reasons</h4>
          {reasons.length === 0 ? (
            <p className="text-sm text-slate-600">No denied claims.</p>
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
            title="Performance"
            valueHeader="Percent"
            max={100}
            bars={performance.map((p) => ({ label: p.label, value: p.value, display: formatPercent(p.value) }))}
          />
        </Card>
      </div>
    </div>
  );
}
